import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, useLocaleState } from 'react-admin';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createI18nProvider, loadLanguage } from '../../src/i18n';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);
beforeAll(() => Promise.all([loadLanguage('fr'), ...declaredScreens.filter(([path]) => path === '/bijscholing/cursussen').map(([, s]) => s.preload())]));

const item = (n: number, codedetail: string, description: string) => ({ id: n, iddiccodedetail: n, codedetail, description, active: 1 });
/** The course states as the server answers each language: French where there is a translation, else the Dutch text. */
const STATES: Record<string, ReturnType<typeof item>[]> = {
  nl: [item(1, 'NIEUW', 'Nieuw'), item(2, 'GOEDGEKEURD', 'Goedgekeurd')],
  fr: [item(1, 'NIEUW', 'Nouveau'), item(2, 'GOEDGEKEURD', 'Goedgekeurd')],
};
const TYPES: Record<string, ReturnType<typeof item>[]> = { nl: [item(3, 'BP', 'Bijscholing')], fr: [item(3, 'BP', 'Formation continue')] };

const courses = [
  { id: 1, title: 'Klauwgezondheid', status: 'NIEUW', type: 'BP', startDate: '2026-12-01', endDate: '2026-12-01' },
  { id: 2, title: 'Hartgeruis', status: 'GOEDGEKEURD', type: 'BP', startDate: '2026-12-02', endDate: '2026-12-02' },
];

/** A control that switches the screens' language the way the profile's choice does: react-admin's locale, no reload. */
const ToDutch = () => {
  const [, setLocale] = useLocaleState();
  return (
    <button type="button" onClick={() => setLocale('nl')}>
      nl
    </button>
  );
};

describe('codelist values for a French reader', () => {
  it('shows the course list’s states and types in French, the Dutch text where a state has no French, and Dutch again after a switch', async () => {
    const dataProvider = fakeDataProvider({
      getList: fn(() => Promise.resolve({ data: courses, total: courses.length })),
      getPublicCodelist: fn((code: string, language: string) =>
        Promise.resolve((code === 'CURSTATUS' ? STATES : code === 'CURSUSTYPE' ? TYPES : {})[language] ?? []),
      ),
    });
    render(
      <MemoryRouter initialEntries={['/bijscholing/cursussen']}>
        <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={createI18nProvider('fr')}>
          <ToDutch />
          <Routes>{declaredRoutes()}</Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    const first = (await screen.findByText('Klauwgezondheid', undefined, { timeout: 10_000 })).closest('tr')!;
    await within(first).findByText('Nouveau');
    within(first).getByText('Formation continue');
    // No French text for this state: its Dutch one, as the server fills it in.
    within((await screen.findByText('Hartgeruis')).closest('tr')!).getByText('Goedgekeurd');
    expect(dataProvider.getPublicCodelist).toHaveBeenCalledWith('CURSTATUS', 'fr');
    expect(dataProvider.getPublicCodelist).not.toHaveBeenCalledWith('CURSTATUS', 'nl');

    fireEvent.click(screen.getByRole('button', { name: 'nl' }));
    await waitFor(() => within(screen.getByText('Klauwgezondheid').closest('tr')!).getByText('Nieuw'));
    within(screen.getByText('Klauwgezondheid').closest('tr')!).getByText('Bijscholing');
    expect(dataProvider.getPublicCodelist).toHaveBeenCalledWith('CURSTATUS', 'nl');
  });
});
