import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import DierenartsProfile from '../../src/pages/dierenartsen/DierenartsProfile';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const member = { id: 'N1003', ordenummer: 'N1003', firstname: 'Els', lastname: 'Claes', locality: 'Mol', addresses: [], relaties: [] };
const periods = [
  { id: 7, startDate: '2021-01-01', endDate: '2023-12-31', requiredPoints: 60, active: false },
  { id: 8, startDate: '2024-01-01', endDate: '2026-12-31', requiredPoints: 60, active: true },
];

function renderSheet(role: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ errorcode: 'NOT_FOUND' }, 404)),
  );
  // The file is handed to the browser to save; jsdom saves nothing.
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:attest');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const makeAttest = fn(() => Promise.resolve({ blob: new Blob(['%PDF-1.7']), name: 'attest-N1003-2024-2026.pdf' }));
  const dataProvider = fakeDataProvider({
    getOne: fn(() => Promise.resolve({ data: member })),
    getList: fn((resource: string) => Promise.resolve(resource === 'periodes' ? { data: periods, total: 2 } : { data: [], total: 0 })),
    makeAttest,
  });
  render(
    <MemoryRouter initialEntries={['/zoeken/dierenarts/N1003']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/zoeken/dierenarts/:ordenummer" element={<DierenartsProfile />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return makeAttest;
}

describe('the certificate on a member’s sheet', () => {
  it('lets the secretariat download the member’s certificate of the active period, or of another one chosen', async () => {
    const makeAttest = renderSheet('SECRETARIAAT');
    await screen.findByRole('heading', { name: 'Permanente vorming' }, { timeout: 4000 });
    const download = await screen.findByRole('button', { name: 'Attest downloaden (PDF)' });
    expect(screen.getByRole('link', { name: 'Puntentabel van het lid' }).getAttribute('href')).toBe('/bijscholing/punten?user=N1003&periode=8');
    fireEvent.click(download);
    await waitFor(() => expect(makeAttest).toHaveBeenCalledWith(8, 'N1003'));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Periode' }));
    fireEvent.click(await screen.findByRole('option', { name: '01/01/2021 - 31/12/2023' }));
    expect(screen.getByRole('link', { name: 'Puntentabel van het lid' }).getAttribute('href')).toBe('/bijscholing/punten?user=N1003&periode=7');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Attest downloaden (PDF)' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Attest downloaden (PDF)' }));
    await waitFor(() => expect(makeAttest).toHaveBeenLastCalledWith(7, 'N1003'));
  });

  it('offers another vet reading the sheet no certificate of the member', async () => {
    const makeAttest = renderSheet('DIERENARTS');
    await screen.findByRole('heading', { name: 'Els Claes' }, { timeout: 4000 });
    expect(screen.queryByRole('heading', { name: 'Permanente vorming' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Attest downloaden (PDF)' })).toBeNull();
    expect(makeAttest).not.toHaveBeenCalled();
  });
});
