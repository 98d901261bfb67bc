import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ControlePage from '../../src/pages/controle/ControlePage';
import { dataProvider as realProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const periods = [
  { id: 3, startDate: '2024-01-01', endDate: '2026-12-31', active: true, requiredPoints: 60 },
  { id: 2, startDate: '2021-01-01', endDate: '2023-12-31', active: false, requiredPoints: 40 },
];
const lines = Array.from({ length: 30 }, (_, i) => ({
  username: `N${2000 + i}`,
  firstname: 'Jan',
  lastname: `Peeters${String(i).padStart(2, '0')}`,
  total: 12.5,
  theory: 3,
  required: 60,
  short: 47.5,
  exempt: false,
}));
const controlList = fn((_id: number, _filters: unknown, limit: number, offset: number) =>
  Promise.resolve({ items: lines.slice(offset, offset + limit), limit, offset, size: lines.length }),
);

const Where = () => <p data-testid="where">{`${useLocation().pathname}${useLocation().search}`}</p>;

function renderPage(overrides = {}, address = '/bijscholing/controle') {
  const provider = fakeDataProvider({ controlPeriods: fn(() => Promise.resolve(periods)), controlList, ...overrides });
  render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>
          <Route
            path="/bijscholing/controle"
            element={
              <>
                <ControlePage />
                <Where />
              </>
            }
          />
          <Route path="/bijscholing/punten" element={<Where />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

describe('ControlePage', () => {
  it('lists the active period’s members 25 a page with Dutch headers, each linking to their points', async () => {
    renderPage();
    await screen.findByText('Peeters00 Jan');
    expect(controlList).toHaveBeenCalledWith(3, { docontrol: false, min: '', max: '', username: '' }, 25, 0);
    const table = screen.getByRole('table', { name: 'Controlelijst bijscholing' });
    for (const header of ['Ordenummer', 'Naam', 'Effectieve punten', 'Theoretische punten', 'Vereiste punten', 'Tekort', 'Vrijstelling']) {
      within(table).getByRole('columnheader', { name: header });
    }
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(within(table).getAllByText('47,5')).toHaveLength(25);
    screen.getByText('1–25 van 30');
    fireEvent.click(screen.getByRole('link', { name: 'Peeters03 Jan: punten bekijken' }));
    expect(screen.getByTestId('where').textContent).toBe('/bijscholing/punten?user=N2003&periode=3');
  });

  it('asks again with the filters and the next page', async () => {
    renderPage();
    await screen.findByText('Peeters00 Jan');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enkel wie te weinig punten heeft' }));
    fireEvent.change(screen.getByLabelText('Minimum punten'), { target: { value: '10' } });
    await waitFor(() => expect(controlList).toHaveBeenLastCalledWith(3, { docontrol: true, min: '10', max: '', username: '' }, 25, 0));
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await waitFor(() => expect(controlList).toHaveBeenLastCalledWith(3, expect.objectContaining({ docontrol: true }), 25, 25));
  });

  it('shows the list its address names, so a bookmark or a reload finds the same filtered list', async () => {
    controlList.mockClear();
    renderPage({}, '/bijscholing/controle?periode=2&username=N1001&min=0');
    await waitFor(() => expect(controlList).toHaveBeenCalledWith(2, { docontrol: false, min: '0', max: '', username: 'N1001' }, 25, 0));
    expect(controlList).not.toHaveBeenCalledWith(3, expect.anything(), 25, 0);
    expect(screen.getByRole('combobox', { name: 'Periode' }).textContent).toContain('01/01/2021');
    expect((screen.getByLabelText('Ordenummer') as HTMLInputElement).value).toBe('N1001');
    expect((screen.getByLabelText('Minimum punten') as HTMLInputElement).value).toBe('0');
  });

  it('writes the period and the filters into the address in SPEC §2’s names', async () => {
    renderPage();
    await screen.findByText('Peeters00 Jan');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Enkel wie te weinig punten heeft' }));
    fireEvent.change(screen.getByLabelText('Ordenummer'), { target: { value: 'N20' } });
    fireEvent.change(screen.getByLabelText('Maximum punten'), { target: { value: '12,5' } });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/bijscholing/controle?periode=3&docontrol=1&max=12%2C5&username=N20'));
    // The list is asked once typing settles, with what the address says.
    await waitFor(() => expect(controlList).toHaveBeenLastCalledWith(3, { docontrol: true, min: '', max: '12.5', username: 'N20' }, 25, 0));
  });

  it('does not ask for the list with a minimum that is no number, and says so at the field', async () => {
    renderPage();
    await screen.findByText('Peeters00 Jan');
    const asked = controlList.mock.calls.length;
    fireEvent.change(screen.getByLabelText('Minimum punten'), { target: { value: 'abc' } });
    await screen.findByText('Geen geldig getal, gebruik volgende formaat : 20,65');
    await new Promise((r) => setTimeout(r, 500));
    expect(controlList.mock.calls.length).toBe(asked);
    expect(screen.getByTestId('where').textContent).not.toContain('abc');
    // The list that was shown stays.
    screen.getByText('Peeters00 Jan');
    fireEvent.change(screen.getByLabelText('Minimum punten'), { target: { value: '1.020,5' } });
    await waitFor(() => expect(controlList).toHaveBeenLastCalledWith(3, expect.objectContaining({ min: '1020.5' }), 25, 0));
    expect(screen.queryByText('Geen geldig getal, gebruik volgende formaat : 20,65')).toBeNull();
  });

  it('downloads the Excel export with visible progress', async () => {
    let release: () => void = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(4096));
        release = () => {
          controller.enqueue(new Uint8Array(2048));
          controller.close();
        };
      },
    });
    const headers = {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': 'attachment; filename="controlelijst-2024-2026.xlsx"',
    };
    const fetchMock = vi.fn(() => Promise.resolve(new Response(stream, { status: 200, headers })));
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage({ controlExcel: fn(realProvider.controlExcel) });
    await screen.findByText('Peeters00 Jan');
    const button = screen.getByRole('button', { name: 'Exporteren naar Excel' });
    button.focus();
    fireEvent.click(button);
    await screen.findByText('Bezig met exporteren: 4 kB ontvangen');
    screen.getByRole('progressbar', { name: 'Exporteren naar Excel' });
    expect(fetchMock).toHaveBeenCalledWith('/api/bijscholing/periodes/3/controle/excel?', expect.anything());
    release();
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('controlelijst-2024-2026.xlsx');
    expect(screen.queryByText(/Bezig met exporteren/)).toBeNull();
  });
});
