import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentPerson } from '../../src/authProvider';
import PuntenPage from '../../src/pages/punten/PuntenPage';
import { nlMessages } from '../../src/i18n/nl';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const period = { id: 3, startDate: '2024-01-01', endDate: '2099-12-31', active: true, requiredPoints: 60 };
const rows = [
  {
    id: 11,
    type: 'bpcursussen',
    state: 'APPROVED',
    idbijcursus: 5,
    title: 'Antibioticabeleid in de varkenshouderij',
    begindatum: '2026-03-02',
    einddatum: '2026-03-02',
    attendancetype: 'GESLAAGD',
    cpunten: 2,
    epunten: 2,
  },
  {
    id: 12,
    type: 'teachings',
    state: 'DECLINED',
    title: 'Workshop zonder bewijs',
    begindatum: '2026-02-01',
    hours: 2,
    cpunten: 2,
    comment: 'Geen bewijs van de lesopdracht.',
  },
  // 1.200 pages are 40 points, above 60% of 60 (36).
  { id: 13, type: 'others', state: 'NEW', title: 'Vakliteratuur', auteur: 'J. Peeters', book: 'VDT', page: 1200, begindatum: '2026-01-05', cpunten: 40 },
  // Approved without effective points of its own: its calculated points count.
  { id: 14, type: 'peerreview', state: 'APPROVED', title: 'Intervisie regio Gent', begindatum: '2026-02-10', cpunten: 5, epunten: null },
  {
    id: 15,
    type: 'ebpcursussen',
    state: 'NEW',
    idbijcursus: 6,
    title: 'Pijnbestrijding bij hond en kat',
    begindatum: '2026-02-20',
    attendancetype: 'DEELNAME',
    cpunten: 3.5,
  },
];

function renderPage(
  role: 'DIERENARTS' | 'SECRETARIAAT',
  path = '/bijscholing/punten',
  member: () => Promise<unknown> = () => Promise.resolve({ data: { id: 'N1001', firstname: 'Pieter', lastname: 'Janssens' } }),
) {
  setCurrentPerson({
    id: 1,
    userid: 1,
    username: role === 'DIERENARTS' ? 'N1001' : 'secretariaat',
    firstname: 'An',
    lastname: 'Peeters',
    displayname: 'An Peeters',
    email: 'a@example.org',
    roles: [role],
    legalEntityId: null,
    cursusType: null,
    kennisname: true,
  } as never);
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve(resource === 'periodes' ? { data: [period], total: 1 } : { data: rows, total: rows.length })),
    getOne: fn(member),
  });
  const app = (
    <AdminContext dataProvider={dataProvider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
      <PuntenPage />
    </AdminContext>
  );
  const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return Object.assign(dataProvider, { router });
}

describe('the points table', () => {
  it("shows a vet's rows per type, the declined row struck through with its reason, the totals and the 60% warning", async () => {
    const dataProvider = renderPage('DIERENARTS');
    for (const name of ['EBP-cursussen', 'BP-cursussen', 'Andere vormen', 'Lesgeven', 'Peer review']) await screen.findByRole('region', { name });
    await screen.findByText('Workshop zonder bewijs');
    expect(dataProvider.getList).toHaveBeenCalledWith('punten', expect.objectContaining({ filter: { periode: 3, username: 'N1001' } }));
    const declined = screen.getByText('Workshop zonder bewijs');
    expect(declined.style.textDecoration || getComputedStyle(declined).textDecoration).toContain('line-through');
    screen.getByText('Afgekeurd: Geen bewijs van de lesopdracht.');
    screen.getByText(/maximum 60% van de te behalen punten/);
    expect(screen.getByTestId('total-others').textContent).toContain("1.200 pagina's");
    // A passed course without its certificate is reminded of it.
    screen.getByText('Het is verplicht om het attest dat u geslaagd bent voor de evaluatietoets op te laden.');
    expect(screen.getByLabelText('Periode').textContent).toContain('01/01/2024 - 31/12/2099 (actief)');
  });

  it('shows a phone only the actions, what each row is and its standing, the points in the status cell', async () => {
    // The grid's box measures 340 pixels, as on a 375-pixel phone.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: ResizeObserverCallback) {}
        observe(target: Element) {
          this.report([{ target, contentRect: { width: 340, height: 400 } } as unknown as ResizeObserverEntry], this as never);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    renderPage('DIERENARTS');
    const others = await screen.findByRole('region', { name: 'Andere vormen' });
    await within(others).findByText('Vakliteratuur');
    expect(within(others).queryByRole('columnheader', { name: 'Auteur' })).toBeNull();
    expect(within(others).queryByRole('columnheader', { name: 'Punten (berekend / effectief)' })).toBeNull();
    within(others).getByText('Punten (berekend / effectief): 40 / -');
  });

  it('names a wrong number in Dutch in a new row and sends nothing', async () => {
    const dataProvider = renderPage('DIERENARTS');
    fireEvent.click(await screen.findByRole('button', { name: 'Rij toevoegen: Lesgeven' }));
    const section = screen.getByRole('region', { name: 'Lesgeven' });
    const hours = await within(section).findByRole('textbox', { name: 'Uren' });
    fireEvent.change(hours, { target: { value: '2,5x' } });
    fireEvent.keyDown(hours, { key: 'Enter' });
    await within(section).findByText('Foutief getal vb: 50,20');
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it("lets the secretariat read a member's rows by ordenummer, without editing", async () => {
    const dataProvider = renderPage('SECRETARIAAT', '/bijscholing/punten?user=N1001');
    await screen.findByText('Workshop zonder bewijs');
    expect(dataProvider.getList).toHaveBeenCalledWith('punten', expect.objectContaining({ filter: { periode: 3, username: 'N1001' } }));
    expect(screen.queryByRole('button', { name: /Rij toevoegen/ })).toBeNull();
    screen.getByLabelText('Ordenummer');
    await waitFor(() => screen.getByText(/Alleen lezen/));
  });

  it('shows what an approved row counts, also without effective points of its own; a declined row counts nothing', async () => {
    renderPage('DIERENARTS');
    const cell = async (section: string, title: string) =>
      within((await within(await screen.findByRole('region', { name: section })).findByText(title)).closest('[role="row"]') as HTMLElement);
    (await cell('Peer review', 'Intervisie regio Gent')).getByText('5 / 5');
    (await cell('BP-cursussen', 'Antibioticabeleid in de varkenshouderij')).getByText('2 / 2');
    (await cell('Lesgeven', 'Workshop zonder bewijs')).getByText('2 / 0');
    // Not decided yet: nothing counts so far.
    (await cell('Andere vormen', 'Vakliteratuur')).getByText('40 / -');
  });

  it('asks before leaving a row typed but not saved, as a form does, and keeps it when the vet stays', async () => {
    const { router } = renderPage('DIERENARTS');
    // Nothing typed: leaving does not ask.
    await screen.findByText('Workshop zonder bewijs');
    fireEvent.click(await screen.findByRole('button', { name: 'Rij toevoegen: Lesgeven' }));
    const section = screen.getByRole('region', { name: 'Lesgeven' });
    const title = await within(section).findByRole('textbox', { name: 'Titel' });
    fireEvent.change(title, { target: { value: 'Gastcollege bioveiligheid' } });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Gastcollege bioveiligheid'));

    void router.navigate('/profiel');
    const ask = await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' }, { timeout: 5000 });
    fireEvent.click(within(ask).getByRole('button', { name: 'Verder bewerken' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull());
    expect(router.state.location.pathname).toBe('/bijscholing/punten');
    expect((within(section).getByRole('textbox', { name: 'Titel' }) as HTMLInputElement).value).toBe('Gastcollege bioveiligheid');

    void router.navigate('/profiel');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' }, { timeout: 5000 })).getByRole('button', {
        name: 'Wijzigingen negeren',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/profiel'));
  });

  it('leaves at once when nothing was typed', async () => {
    const { router } = renderPage('DIERENARTS');
    await screen.findByText('Workshop zonder bewijs');
    fireEvent.click(await screen.findByRole('button', { name: 'Rij toevoegen: Lesgeven' }));
    await within(screen.getByRole('region', { name: 'Lesgeven' })).findByRole('textbox', { name: 'Titel' });
    await router.navigate('/profiel');
    expect(router.state.location.pathname).toBe('/profiel');
    expect(screen.queryByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })).toBeNull();
  });

  it('names the member whose table the secretariat reads, and whose progress it is', async () => {
    const dataProvider = renderPage('SECRETARIAAT', '/bijscholing/punten?user=N1001');
    await screen.findByRole('heading', { name: 'Voortgang van Pieter Janssens (N1001) in deze periode' }, { timeout: 5000 });
    expect(screen.queryByText('Mijn voortgang in deze periode')).toBeNull();
    screen.getByText(/U bekijkt de punten van Pieter Janssens \(N1001\)/);
    expect(dataProvider.getOne).toHaveBeenCalledWith('dierenartsen', expect.objectContaining({ id: 'N1001' }));
  });

  it('says so when the secretariat asks for an ordenummer of no member', async () => {
    // react-admin logs the failed read; the page's own message is what counts here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage('SECRETARIAAT', '/bijscholing/punten?user=N9999', () =>
      Promise.reject(Object.assign(new Error('Het gevraagde gegeven werd niet gevonden.'), { status: 404 })),
    );
    await screen.findByText('Er is geen dierenarts met ordenummer N9999.');
    expect(screen.queryByRole('region', { name: 'Lesgeven' })).toBeNull();
  });

  it("offers a reading's row no pass certificate and no attendance proof, a course's row its pass certificate", async () => {
    renderPage('DIERENARTS');
    const others = await screen.findByRole('region', { name: 'Andere vormen' });
    const reading = (await within(others).findByText('Vakliteratuur')).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(reading).getByRole('menuitem', { name: 'Bestanden' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByRole('group', { name: 'Document' });
    expect(within(dialog).queryByRole('group', { name: 'Attest van slagen' })).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'Aanwezigheidsbewijs' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const course = (await within(screen.getByRole('region', { name: 'EBP-cursussen' })).findByText(/Pijnbestrijding/)).closest('[role="row"]') as HTMLElement;
    fireEvent.click(within(course).getByRole('menuitem', { name: 'Bestanden' }));
    within(await screen.findByRole('dialog')).getByRole('group', { name: 'Attest van slagen' });
  });
});
