// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentPerson } from '../../src/authProvider';
import PuntenPage from '../../src/custom/punten/PuntenPage';
import { nlMessages } from '../../src/i18n/nl';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
  vi.restoreAllMocks();
});

const period = { id: 3, startDate: '2024-01-01', endDate: '2099-12-31', active: true, requiredPoints: 60 };
const rows = [
  { id: 11, type: 'bpcursussen', state: 'APPROVED', idbijcursus: 5, title: 'Antibioticabeleid in de varkenshouderij', begindatum: '2026-03-02', einddatum: '2026-03-02', attendancetype: 'GESLAAGD', cpunten: 2, epunten: 2 },
  { id: 12, type: 'teachings', state: 'DECLINED', title: 'Workshop zonder bewijs', begindatum: '2026-02-01', hours: 2, cpunten: 2, comment: 'Geen bewijs van de lesopdracht.' },
  // 1.200 pages are 40 points, above 60% of 60 (36).
  { id: 13, type: 'others', state: 'NEW', title: 'Vakliteratuur', auteur: 'J. Peeters', book: 'VDT', page: 1200, begindatum: '2026-01-05', cpunten: 40 },
];

function renderPage(role: 'DIERENARTS' | 'SECRETARIAAT', path = '/bijscholing/punten') {
  setCurrentPerson({ id: 1, userid: 1, username: role === 'DIERENARTS' ? 'N1001' : 'secretariaat', firstname: 'An', lastname: 'Peeters', displayname: 'An Peeters', email: 'a@example.org', roles: [role], legalEntityId: null, cursusType: null, kennisname: true } as never);
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve(resource === 'periodes' ? { data: [period], total: 1 } : { data: rows, total: rows.length })),
  });
  const app = (
    <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
      <PuntenPage />
    </AdminContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] })} />);
  return dataProvider;
}

describe('the points table', () => {
  it("shows a vet's rows per type, the declined row struck through with its reason, the totals and the 60% warning", async () => {
    const dataProvider = renderPage('DIERENARTS');
    for (const name of ['EBP-cursussen', 'BP-cursussen', 'Andere vormen', 'Lesgeven', 'Peer review']) expect(await screen.findByRole('region', { name })).toBeTruthy();
    await screen.findByText('Workshop zonder bewijs');
    expect(dataProvider.getList).toHaveBeenCalledWith('punten', expect.objectContaining({ filter: { periode: 3, username: 'N1001' } }));
    const declined = screen.getByText('Workshop zonder bewijs');
    expect(declined.style.textDecoration || getComputedStyle(declined).textDecoration).toContain('line-through');
    expect(screen.getByText('Afgekeurd: Geen bewijs van de lesopdracht.')).toBeTruthy();
    expect(screen.getByText(/maximum 60% van de te behalen punten/)).toBeTruthy();
    expect(screen.getByTestId('total-others').textContent).toContain("1.200 pagina's");
    // A passed course without its certificate is reminded of it.
    expect(screen.getByText('Het is verplicht om het attest dat u geslaagd bent voor de evaluatietoets op te laden.')).toBeTruthy();
    expect(screen.getByLabelText('Periode').textContent).toContain('01/01/2024 - 31/12/2099 (actief)');
  });

  it('names a wrong number in Dutch in a new row and sends nothing', async () => {
    const dataProvider = renderPage('DIERENARTS');
    fireEvent.click(await screen.findByRole('button', { name: 'Rij toevoegen: Lesgeven' }));
    const section = screen.getByRole('region', { name: 'Lesgeven' });
    const hours = await within(section).findByRole('textbox', { name: 'Uren' });
    fireEvent.change(hours, { target: { value: '2,5x' } });
    fireEvent.keyDown(hours, { key: 'Enter' });
    expect(await within(section).findByText('Foutief getal vb: 50,20')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("lets the secretariat read a member's rows by ordenummer, without editing", async () => {
    const dataProvider = renderPage('SECRETARIAAT', '/bijscholing/punten?user=N1001');
    await screen.findByText('Workshop zonder bewijs');
    expect(dataProvider.getList).toHaveBeenCalledWith('punten', expect.objectContaining({ filter: { periode: 3, username: 'N1001' } }));
    expect(screen.queryByRole('button', { name: /Rij toevoegen/ })).toBeNull();
    expect(screen.getByLabelText('Ordenummer')).toBeTruthy();
    await waitFor(() => expect(screen.getByText(/Alleen lezen/)).toBeTruthy());
  });
});
