// @vitest-environment jsdom
import { cleanup, configure, fireEvent, getConfig, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, type AuthProvider, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, type Mock, vi } from 'vitest';
import { canUseResource } from '../../domain/resources';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import AdreswijzigingList from '../../src/resources/adreswijzigingen/AdreswijzigingList';
import type { AddressChange } from '../../src/resources/adreswijzigingen/types';

// These screens validate and render step by step: on a busy machine that takes more than the default second.
let asyncUtilTimeout = 1000;
beforeAll(() => {
  asyncUtilTimeout = getConfig().asyncUtilTimeout;
  configure({ asyncUtilTimeout: 5000 });
});
afterAll(() => configure({ asyncUtilTimeout }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const domicilie: AddressChange = {
  id: 1,
  state: 'NEW',
  type: 'DOMICILIE',
  name: 'Els Janssens',
  ordenummer: 'N1003',
  address: 'Molenstraat 5 bus A, 2400 Mol',
  creationdate: '2026-11-18T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'DOMICILIE', startdate: '2026-12-01', street: 'Molenstraat', number: '5', box: 'A', postcode: '2400', locality: 'Mol', land: 'BE' },
};
const contactNew: AddressChange = {
  id: 2,
  state: 'NEW',
  type: 'CONTACTNEW',
  name: 'Tom Claes',
  ordenummer: 'N1004',
  address: 'Dierenkliniek De Linde',
  creationdate: '2026-11-19T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'CONTACTNEW', startdate: '2026-12-01', iddiclegalentity: 4, iddicaddress: 41, workaddress: 'ZELFSTANDIGE' },
};
const contactEnd: AddressChange = {
  id: 3,
  state: 'ERROR',
  type: 'CONTACTEND',
  name: 'An Wouters',
  ordenummer: 'N1006',
  address: null,
  creationdate: '2026-11-17T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'CONTACTEND', startdate: '2026-12-01', iddiccontact: 999999 },
  error: 'Deze samenwerking hoort niet bij dit lid.',
};

const secretariat: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(['SECRETARIAAT']),
  canAccess: ({ resource, action }) => Promise.resolve(canUseResource(['SECRETARIAAT'], resource, action)),
};

type Handler = (body: any) => Response;

/** The API behind the real data provider: the queue per state, the member and organisation data, the decisions. */
function stubApi(decisions: { one?: Handler; bulk?: Handler } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.startsWith('/api/dierenartsen/addresschanges?')) {
      const state = new URL(url, 'http://x').searchParams.get('state');
      const items = state === 'ERROR' ? [contactEnd] : [domicilie, contactNew];
      return json({ items, size: items.length, limit: 5, offset: 0 });
    }
    if (url === '/api/dierenartsen/addresschanges/actions/approve') return decisions.bulk!(body);
    if (/^\/api\/dierenartsen\/addresschanges\/\d+$/.test(url)) return decisions.one!(body);
    if (url === '/api/dierenartsen/N1003/addressen' || url === '/api/dierenartsen/N1004/addressen' || url === '/api/dierenartsen/N1006/addressen') {
      return json({
        items: [{ id: 7, role: 'LID', startdate: '2020-01-01', iddicaddress: 70, street: 'Kerkstraat', housenumber: '12', box: null, postcode: '2000', locality: 'Antwerpen', country: 'BE' }],
        relaties: [
          {
            id: 8,
            iddiccontact: 8,
            iddiclegalentity: 3,
            legalentityname: 'Dierenartsenpraktijk Zuid',
            workaddress: 'WERKNEMER',
            startdate: '2019-09-01',
            enddate: null,
            street: 'Zuidlaan',
            housenumber: '3',
            box: null,
            postcode: '2000',
            locality: 'Antwerpen',
            country: 'BE',
          },
        ],
        limit: 1,
        offset: 0,
        size: 1,
      });
    }
    if (url === '/api/crm/public/legalentities/4/addresses') {
      return json({
        items: [
          { id: 40, iddicaddress: 40, street: 'Lindelaan', housenumber: '1', box: null, postcode: '9000', locality: 'Gent', country: 'BE', main: true },
          { id: 41, iddicaddress: 41, street: 'Stationsstraat', housenumber: '9', box: null, postcode: '9050', locality: 'Gentbrugge', country: 'BE', main: false },
        ],
        limit: 2,
        offset: 0,
        size: 2,
      });
    }
    if (url.startsWith('/api/lists/codelist/public/WORKADDRESS')) {
      const items = [
        { id: 1, codedetail: 'LID', description: 'Privéadres (domicilie)', active: 1 },
        { id: 2, codedetail: 'WERKNEMER', description: 'Werknemer', active: 1 },
        { id: 3, codedetail: 'ZELFSTANDIGE', description: 'Zelfstandige medewerker', active: 1 },
      ];
      return json({ items, limit: 3, offset: 0, size: 3 });
    }
    if (url.startsWith('/api/lists/codelist/public/')) return json({ items: [], limit: 0, offset: 0, size: 0 });
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderQueue() {
  const router = createMemoryRouter(
    [
      {
        path: '/dierenarts/adreswijzigingen',
        element: (
          <AdminContext dataProvider={dataProvider} authProvider={secretariat} i18nProvider={i18nProvider}>
            <AdreswijzigingList />
            <Notification />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/dierenarts/adreswijzigingen'] },
  );
  render(<RouterProvider router={router} />);
}

const listCalls = (fetchMock: Mock) => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/dierenartsen/addresschanges?'));
const postsTo = (fetchMock: Mock, path: string) => fetchMock.mock.calls.filter(([url, init]) => url === path && (init as RequestInit)?.method === 'POST');

describe('AdreswijzigingList', () => {
  it('shows only new requests, 5 per page, and switches the state parameter with the filter', async () => {
    const fetchMock = stubApi();
    renderQueue();
    expect(await screen.findByText('Els Janssens')).toBeTruthy();
    expect(listCalls(fetchMock)).toEqual(['/api/dierenartsen/addresschanges?limit=5&offset=0&state=NEW']);
    // Columns: date, member with ordenummer, kind in Dutch, address, start date, state.
    const row = screen.getByText('Els Janssens').closest('tr')!;
    for (const text of ['18/11/2026', 'N1003', 'Domicilie', 'Molenstraat 5 bus A, 2400 Mol', '01/12/2026', 'Nieuw']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(screen.getByText('Nieuwe samenwerking')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enkel nieuwe' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Enkel fouten' }));
    expect(await screen.findByText('An Wouters')).toBeTruthy();
    expect(listCalls(fetchMock)).toContain('/api/dierenartsen/addresschanges?limit=5&offset=0&state=ERROR');
    expect(screen.getByText('Einde samenwerking')).toBeTruthy();
    // A request in ERROR shows why.
    expect(screen.getByText('Fout')).toBeTruthy();
    expect(screen.getByText('Deze samenwerking hoort niet bij dit lid.')).toBeTruthy();
  });

  it('opens a request beside the member\'s current data, and does not decline it without a reason', async () => {
    const fetchMock = stubApi({ one: () => json({ state: 'DECLINED', request: { ...domicilie, state: 'DECLINED' } }) });
    renderQueue();
    fireEvent.click(await screen.findByText('Els Janssens'));
    const dialog = await screen.findByRole('dialog', { name: 'Domicilie: Els Janssens (N1003)' });
    expect(within(dialog).getByText('Molenstraat')).toBeTruthy();
    expect(await within(dialog).findByText('Kerkstraat 12, 2000 Antwerpen')).toBeTruthy();
    expect(within(dialog).getByText(/Privéadres \(domicilie\) · sinds 01\/01\/2020/)).toBeTruthy();
    expect(within(dialog).getByText('Dierenartsenpraktijk Zuid')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Afkeuren' }));
    const reason = await screen.findByRole('dialog', { name: 'Aanvraag afkeuren' });
    fireEvent.click(within(reason).getByRole('button', { name: 'Afkeuren' }));
    expect(await within(reason).findByText('Dit veld is verplicht.')).toBeTruthy();
    expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')).toHaveLength(0);

    fireEvent.change(within(reason).getByLabelText(/^Reden/), { target: { value: 'Adres onvolledig.' } });
    fireEvent.click(within(reason).getByRole('button', { name: 'Afkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/1')[0]![1]!.body))).toEqual({ state: 'DECLINED', comment: 'Adres onvolledig.' });
    expect(await screen.findByText('De aanvraag werd afgekeurd. Het lid krijgt de reden per e-mail.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the organisation\'s addresses with the chosen one for a new cooperation, and the reason when approval ends in ERROR', async () => {
    const reason = 'De organisatie bestaat niet meer.';
    const fetchMock = stubApi({ one: () => json({ state: 'ERROR', request: { ...contactNew, state: 'ERROR', error: reason } }) });
    renderQueue();
    fireEvent.click(await screen.findByText('Tom Claes'));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
    const picker = await within(dialog).findByRole('list', { name: 'Adressen van de organisatie' });
    await within(picker).findByText('Lindelaan 1, 9000 Gent');
    const chosen = within(picker).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'true');
    expect(chosen?.textContent).toContain('Stationsstraat 9, 9050 Gentbrugge');
    expect(within(dialog).getByText('Zelfstandige medewerker')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')[0]![1]!.body))).toEqual({ state: 'APPROVED', comment: null });
    expect(await within(dialog).findByText(`Kon niet verwerkt worden: ${reason}`)).toBeTruthy();
    expect(await screen.findByText(`De aanvraag kon niet verwerkt worden en staat nu in fout: ${reason}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' })).toBeTruthy();
  });

  it('approves the selected requests in one call after a confirmation, and reports approved and failed', async () => {
    const fetchMock = stubApi({ bulk: (body) => json({ items: body.ids.map((id: number) => ({ id, state: id === 2 ? 'ERROR' : 'APPROVED' })) }) });
    renderQueue();
    const first = (await screen.findByText('Els Janssens')).closest('tr')!;
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('Tom Claes').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Geselecteerde goedkeuren' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aanvragen goedkeuren' });
    expect(within(confirm).getByText('Wilt u de 2 geselecteerde aanvragen goedkeuren?')).toBeTruthy();
    expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/actions/approve')[0]![1]!.body))).toEqual({ ids: [1, 2] });
    expect(await screen.findByText('Goedgekeurd: 1. In fout: 1.')).toBeTruthy();
  });
});
