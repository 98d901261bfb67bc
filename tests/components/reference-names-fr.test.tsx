import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { declarationNamed } from '../../domain/declare/registry';
import { frMessages } from '../../src/i18n/fr';
import { nlMessages } from '../../src/i18n/nl';
import { DeclaredDialog } from '../../src/shared/declared/DeclaredDialog';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const ROWS: Record<string, object[]> = {
  categories: [
    { id: 1, code: 'LEZ', description: 'Lezing of voordracht', description_fr: 'Exposé ou conférence', duur: 1 },
    { id: 2, code: 'PEER', description: 'Intercollegiaal overleg', description_fr: null, duur: 2 },
  ],
  coefficients: [{ id: 5, code: 'STANDAARD', description: 'Gewoon', coefficient: 1 }],
  dagdelen: [{ id: 9, code: 'AV', description: 'Avond', description_fr: 'Soirée' }],
  cursussprekers: [],
};

const ITEM = { id: 40, cursusId: 7, datum: '2027-03-01', startTime: '19:00', endTime: '21:00', category: 1, dagdeel: 9, coefficient: 5, speakers: [] };

/** A course's item in its dialog, as its Items tab opens it, on a screen in `language`. */
function renderItem(language: 'nl' | 'fr', record: object) {
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve({ data: ROWS[resource] ?? [], total: (ROWS[resource] ?? []).length })),
    getMany: fn((resource: string, params: { ids: number[] }) =>
      Promise.resolve({ data: (ROWS[resource] ?? []).filter((r) => params.ids.includes((r as { id: number }).id)) }),
    ),
  });
  const i18nProvider = polyglotI18nProvider(() => (language === 'fr' ? frMessages : nlMessages), language, [], { allowMissing: false });
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('OPLVERSTREKKER')} i18nProvider={i18nProvider}>
        <DeclaredDialog d={declarationNamed('cursusitems')!} record={{ ...ITEM, ...record }} canEdit fixed={{ cursusId: 7 }} onClose={() => undefined} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const shownIn = async (label: RegExp) => {
  const dialog = await screen.findByRole('dialog');
  const input = within(dialog).getByLabelText(label) as HTMLInputElement;
  await waitFor(() => expect(input.value).not.toBe(''));
  return input.value;
};

describe("an item's day part and category in the reader's language", () => {
  it('names them in French on a French screen', async () => {
    renderItem('fr', {});
    expect(await shownIn(/^Partie de journée/)).toBe('Soirée');
    expect(await shownIn(/^Catégorie/)).toBe('LEZ – Exposé ou conférence · Durée (heures): 1');
  });

  it('names one without a French name in Dutch on a French screen', async () => {
    renderItem('fr', { category: 2 });
    expect(await shownIn(/^Catégorie/)).toBe('PEER – Intercollegiaal overleg · Durée (heures): 2');
  });

  it('names them in Dutch on a Dutch screen', async () => {
    renderItem('nl', {});
    expect(await shownIn(/^Dagdeel/)).toBe('Avond');
    expect(await shownIn(/^Categorie/)).toBe('LEZ – Lezing of voordracht · Duur (uren): 1');
  });
});
