import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AuthProvider, type DataProvider, Notification, ResourceContextProvider } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { canUseResource } from '../../domain/resourceAccess';
import { i18nProvider } from '../../src/i18n';
import RegistratieEdit from '../../src/resources/registraties/RegistratieEdit';
import RegistratieList from '../../src/resources/registraties/RegistratieList';
import type { Registration } from '../../src/resources/registraties/types';
import { fakeDataProvider, fn, json } from '../helpers/admin';
import { labelled } from '../helpers/labels';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const registration: Registration = {
  id: 5,
  status: 'NIEUW',
  firstname: 'Marie',
  lastname: 'Lambert',
  email: 'marie.lambert@dierenwelzijnsacademie.be',
  username: 'dwacademie',
  name: 'Dierenwelzijnsacademie',
  created_at: '2026-11-20T09:00:00Z',
  decided_at: null,
  decided_by: null,
  comment: null,
  data: {
    firstname: 'Marie',
    lastname: 'Lambert',
    email: 'marie.lambert@dierenwelzijnsacademie.be',
    username: 'dwacademie',
    name: 'Dierenwelzijnsacademie',
    street: 'Brusselsesteenweg',
    housenumber: '200',
    postcode: '1500',
    locality: 'Halle',
    country: 'BE',
    iddiclegalform: 'VZW',
    website: 'http://www.dierenwelzijnsacademie.be',
    siteProtocol: 'http',
    contactSame: 1,
    contact: { firstname: null, lastname: null, email: null },
    cursustype: 'BP',
  },
};

/** A data provider that only records the calls the screens make (test double, no HTTP). */
const registrationProvider = () =>
  fakeDataProvider({
    getList: fn(() => Promise.resolve({ data: [registration], total: 1 })),
    getOne: fn(() => Promise.resolve({ data: registration })),
    update: fn((_resource: string, params: any) => Promise.resolve({ data: { ...registration, data: { ...registration.data, ...params.data } } })),
  });

const secretariat: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(['SECRETARIAAT']),
  canAccess: ({ resource, action }) => Promise.resolve(canUseResource(['SECRETARIAAT'], resource, action)),
};

/** fetch for the calls outside the data provider: the public code lists and the decision. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/lists/codelist/public/')) {
      const items = [
        { id: 1, codedetail: 'VZW', description: 'Vereniging zonder winstoogmerk', active: 1 },
        { id: 2, codedetail: 'BP', description: 'BP-cursus', active: 1 },
        { id: 3, codedetail: 'BE', description: 'België', active: 1 },
      ];
      return json({ items, limit: 3, offset: 0, size: 3 });
    }
    if (url === '/api/registraties/5/beslissing' && init?.method === 'POST') return json({ status: JSON.parse(String(init.body)).status });
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string, dataProvider: DataProvider) {
  const wrap = (element: React.ReactNode) => (
    <AdminContext dataProvider={dataProvider} authProvider={secretariat} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="registraties">{element}</ResourceContextProvider>
      <Notification />
    </AdminContext>
  );
  const router = createMemoryRouter(
    [
      { path: '/registraties', element: wrap(<RegistratieList />) },
      { path: '/registraties/:id', element: wrap(<RegistratieEdit />) },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const decisionCalls = (fetchMock: Mock) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/beslissing'));

describe('RegistratieList', () => {
  it('lists the new registrations 25 per page and opens one on a click', async () => {
    stubApi();
    const dataProvider = registrationProvider();
    const router = renderAt('/registraties', dataProvider);
    await screen.findByText('Dierenwelzijnsacademie');
    screen.getByText('20/11/2026');
    screen.getByText('Marie Lambert');
    screen.getByText('dwacademie');
    screen.getByRole('columnheader', { name: 'Organisatie' });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'registraties',
      expect.objectContaining({ filter: { status: 'NIEUW' }, pagination: { page: 1, perPage: 25 } }),
    );
    fireEvent.click(screen.getByText('Dierenwelzijnsacademie'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/registraties/5'));
  });

  it('opens a registration from the keyboard: its row is a stop of Tab and Enter opens it', async () => {
    stubApi();
    const router = renderAt('/registraties', registrationProvider());
    const row = (await screen.findByText('Dierenwelzijnsacademie')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/registraties/5'));
  });
});

describe('RegistratieEdit', () => {
  it('does not decline without a reason, then mails the reason and returns to the list', async () => {
    const fetchMock = stubApi();
    const router = renderAt('/registraties/5', registrationProvider());
    expect(((await screen.findByLabelText(labelled('Naam van de organisatie'))) as HTMLInputElement).value).toBe('Dierenwelzijnsacademie');
    expect(screen.queryByLabelText(labelled('Wachtwoord'))).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Afkeuren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registratie afkeuren' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    await within(dialog).findByText('Dit veld is verplicht.');
    expect(decisionCalls(fetchMock)).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Reden/), { target: { value: 'Geen bijscholingsaanbod voor dierenartsen.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    await waitFor(() => expect(decisionCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(decisionCalls(fetchMock)[0]![1].body))).toEqual({ status: 'DECLINED', comment: 'Geen bijscholingsaanbod voor dierenartsen.' });
    await screen.findByText('De registratie werd afgekeurd. De aanvrager krijgt de reden per e-mail.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registraties'));
  });

  it('approves only after the confirmation', async () => {
    const fetchMock = stubApi();
    const router = renderAt('/registraties/5', registrationProvider());
    fireEvent.click(await screen.findByRole('button', { name: 'Goedkeuren' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/Het account "dwacademie" wordt aangemaakt/);
    expect(decisionCalls(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(decisionCalls(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(decisionCalls(fetchMock)[0]![1].body))).toEqual({ status: 'APPROVED', comment: null });
    await screen.findByText('De registratie werd goedgekeurd. De aanvrager krijgt een e-mail met een activatielink.');
    await waitFor(() => expect(router.state.location.pathname).toBe('/registraties'));
  });

  it('saves corrections without the password, and asks to save them before deciding', async () => {
    stubApi();
    const dataProvider = registrationProvider();
    renderAt('/registraties/5', dataProvider);
    const locality = (await screen.findByLabelText(labelled('Gemeente'))) as HTMLInputElement;
    fireEvent.change(locality, { target: { value: 'Halle (Vlaams-Brabant)' } });
    await screen.findByText(/Sla eerst uw wijzigingen op/);
    expect((screen.getByRole('button', { name: 'Goedkeuren' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Afkeuren' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [, params] = dataProvider.update.mock.calls[0]!;
    expect(params.id).toBe(5);
    expect(params.data).toMatchObject({ locality: 'Halle (Vlaams-Brabant)', name: 'Dierenwelzijnsacademie', iddiclegalentity: null, contactSame: 1 });
    expect(params.data).not.toHaveProperty('password');
    expect(params.data).not.toHaveProperty('orgMode');
    await screen.findByText('De wijzigingen werden opgeslagen.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Goedkeuren' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows a decided registration read-only: its data as text and the decision, who, when and why', async () => {
    stubApi();
    const declined: Registration = {
      ...registration,
      status: 'DECLINED',
      decided_at: '2026-11-24T14:30:00Z',
      decided_by: 'secretariaat',
      comment: 'Geen bijscholingsaanbod voor dierenartsen.',
    };
    renderAt('/registraties/5', fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: declined })) }));
    await screen.findByText('Over deze registratie werd al beslist (Afgekeurd).');
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Goedkeuren' })).toBeNull();
    const data = screen.getByLabelText('Gegevens van de registratie');
    expect(data.textContent).toContain('Dierenwelzijnsacademie');
    expect(data.textContent).toContain('Brusselsesteenweg 200');
    await screen.findByText('BP-cursus');
    const decision = screen.getByLabelText('Beslissing');
    within(decision).getByText('Afgekeurd');
    within(decision).getByText('secretariaat');
    within(decision).getByText('24/11/2026 15:30');
    within(decision).getByText('Geen bijscholingsaanbod voor dierenartsen.');
  });
});
