import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import verkiezingen from '../../domain/resources/verkiezingen';
import { canOpenScreen } from '../../domain/permissions';
import { i18nProvider } from '../../src/i18n';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import DeclaredList from '../../src/shared/declared/DeclaredList';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const election = {
  id: 2,
  title: 'Verkiezing provinciale raad Oost-Vlaanderen',
  starttime: '2026-11-21T08:00:00Z',
  endtime: '2026-12-05T16:00:00Z',
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
  mailssended: true,
  candidateCount: 3,
};

function renderDetail(role: string) {
  render(
    <MemoryRouter initialEntries={['/verkiezingen/2']}>
      <AdminContext
        dataProvider={fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: election })) })}
        authProvider={authAs(role)}
        i18nProvider={i18nProvider}
      >
        <Routes>
          <Route path="/verkiezingen/:id" element={<DeclaredDetail d={verkiezingen} tab="detail" />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('the election’s tabs by role', () => {
  it('gives a veterinarian the ballot and not the turnout or the results', async () => {
    renderDetail('DIERENARTS');
    expect((await screen.findByRole('tab', { name: 'Stemmen' })).getAttribute('href')).toBe('/verkiezingen/2/stemmen');
    expect(screen.queryByRole('tab', { name: 'Opkomst' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Resultaten' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Kiescomité' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Stembord' }).getAttribute('href')).toBe('/verkiezingen/2/stembord');
  });

  it('gives the secretariat the turnout and the results and not the ballot', async () => {
    renderDetail('SECRETARIAAT');
    await screen.findByRole('tab', { name: 'Opkomst' });
    screen.getByRole('tab', { name: 'Resultaten' });
    expect(screen.getByRole('tab', { name: 'Kiescomité' }).getAttribute('href')).toBe('/verkiezingen/2/comite');
    expect(screen.queryByRole('tab', { name: 'Stemmen' })).toBeNull();
    // The public board is every member's: the secretariat follows it too.
    screen.getByRole('tab', { name: 'Stembord' });
  });

  it('shows a veterinarian no history, which only the secretariat reads', async () => {
    renderDetail('DIERENARTS');
    await screen.findByRole('tab', { name: 'Stemmen' });
    expect(screen.queryByRole('tab', { name: 'Historiek' })).toBeNull();
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/historiek')).toBe(false);
    cleanup();
    renderDetail('SECRETARIAAT');
    await screen.findByRole('tab', { name: 'Historiek' });
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/historiek')).toBe(true);
  });

  it('shows the counts per state above the list to the secretariat, not to a veterinarian', async () => {
    for (const [role, shown] of [
      ['DIERENARTS', false],
      ['SECRETARIAAT', true],
    ] as const) {
      const provider = fakeDataProvider({
        getList: fn(() => Promise.resolve({ data: [election], total: 1 })),
        getStats: fn(() =>
          Promise.resolve({
            items: [
              { state: 'NEW', count: 0 },
              { state: 'FINISHED', count: 1 },
            ],
          }),
        ),
      });
      render(
        <MemoryRouter initialEntries={['/verkiezingen']}>
          <AdminContext dataProvider={provider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
            <Routes>
              <Route path="/verkiezingen" element={<DeclaredList d={verkiezingen} />} />
            </Routes>
          </AdminContext>
        </MemoryRouter>,
      );
      await screen.findByText('Verkiezing provinciale raad Oost-Vlaanderen');
      await waitFor(() => expect(!!screen.queryByText('Aantal per status')).toBe(shown));
      expect(provider.getStats.mock.calls.length > 0, role).toBe(shown);
      cleanup();
    }
  });

  it('keeps a tab’s address closed to the roles it does not name', () => {
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/opkomst')).toBe(false);
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/resultaten')).toBe(false);
    // The committee is named and followed by the secretariat; its members work on /comite.
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/comite')).toBe(false);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/comite')).toBe(true);
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/stemmen')).toBe(true);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/stemmen')).toBe(false);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/kandidaten')).toBe(true);
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/stembord')).toBe(true);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/stembord')).toBe(true);
  });
});
