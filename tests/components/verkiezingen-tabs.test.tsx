// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import verkiezingen from '../../domain/declarations/verkiezingen';
import { canOpenScreen } from '../../domain/permissions';
import { i18nProvider } from '../../src/i18n';
import DeclaredDetail from '../../src/shared/declared/DeclaredDetail';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const election = { id: 2, title: 'Verkiezing provinciale raad Oost-Vlaanderen', starttime: '2026-11-21T08:00:00Z', endtime: '2026-12-05T16:00:00Z', numberOfElected: 2, votable: true, state: 'FINISHED', mailssended: true, candidateCount: 3 };

function renderDetail(role: string) {
  render(
    <MemoryRouter initialEntries={['/verkiezingen/2']}>
      <AdminContext dataProvider={fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: election })) })} authProvider={authAs(role)} i18nProvider={i18nProvider}>
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
  });

  it('gives the secretariat the turnout and the results and not the ballot', async () => {
    renderDetail('SECRETARIAAT');
    expect(await screen.findByRole('tab', { name: 'Opkomst' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Resultaten' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Stemmen' })).toBeNull();
  });

  it('keeps a tab’s address closed to the roles it does not name', () => {
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/opkomst')).toBe(false);
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/resultaten')).toBe(false);
    expect(canOpenScreen(['DIERENARTS'], '/verkiezingen/2/stemmen')).toBe(true);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/stemmen')).toBe(false);
    expect(canOpenScreen(['SECRETARIAAT'], '/verkiezingen/2/kandidaten')).toBe(true);
  });
});
