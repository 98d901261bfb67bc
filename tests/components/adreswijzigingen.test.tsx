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
  organisation: 'Dierenkliniek De Linde',
  address: 'Dierenkliniek De Linde, Naamsestraat 12, 3000 Leuven',
  creationdate: '2026-11-19T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'CONTACTNEW', startdate: '2026-12-01', iddiclegalentity: 4, iddicaddress: 41, workaddress: 'ZELFSTANDIGE' },
};
const rechtspersoon: AddressChange = {
  id: 4,
  state: 'NEW',
  type: 'RECHTSPERSOON',
  name: 'Jan Peeters',
  ordenummer: 'N1005',
  address: 'Tiensesteenweg 88, 3000 Leuven, Praktijk De Linde',
  creationdate: '2026-11-16T10:00:00Z',
  startdate: '2026-12-01',
  data: {
    code: 'RECHTSPERSOON',
    startdate: '2026-12-01',
    iddiclegalentity: null,
    legalentityname: 'Praktijk De Linde',
    iddiclegalform: 'BV',
    street: 'Tiensesteenweg',
    number: '88',
    postcode: '3000',
    locality: 'Leuven',
    land: 'BE',
    workaddress: 'ZAAKVOERDER',
  },
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

const address = (iddicaddress: number, street: string, housenumber: string, postcode: string, locality: string, main = false) => ({
  id: iddicaddress,
  iddicaddress,
  street,
  housenumber,
  box: null,
  postcode,
  locality,
  country: 'BE',
  main,
});
const ORGANISATIONS = [
  { id: 5, iddiclegalentity: 5, name: 'Kattenkliniek Brussel', locality: 'Elsene', legalentityDisplayAddress: 'Louizalaan 221, 1050 Elsene' },
  { id: 6, iddiclegalentity: 6, name: 'Kattenpraktijk Leuven', locality: 'Leuven', legalentityDisplayAddress: 'Naamsestraat 10, 3000 Leuven' },
  { id: 7, iddiclegalentity: 7, name: 'Dierenartsenpraktijk De Linde', locality: 'Leuven', legalentityDisplayAddress: 'Tiensesteenweg 88, 3000 Leuven' },
];
const ORGANISATION_ADDRESSES: Record<number, ReturnType<typeof address>[]> = {
  4: [address(40, 'Lindelaan', '1', '9000', 'Gent', true), address(41, 'Stationsstraat', '9', '9050', 'Gentbrugge')],
  5: [address(50, 'Louizalaan', '221', '1050', 'Elsene', true), address(51, 'Waversesteenweg', '1390', '1160', 'Oudergem')],
  6: [address(60, 'Naamsestraat', '10', '3000', 'Leuven', true)],
};

/** The API behind the real data provider: the queue per state, the member and organisation data, the decisions. */
function stubApi(decisions: { one?: Handler; bulk?: Handler } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.startsWith('/api/dierenartsen/addresschanges?')) {
      const state = new URL(url, 'http://x').searchParams.get('state');
      const items = state === 'ERROR' ? [contactEnd] : [domicilie, contactNew, rechtspersoon];
      return json({ items, size: items.length, limit: 5, offset: 0 });
    }
    if (url === '/api/dierenartsen/addresschanges/actions/approve') return decisions.bulk!(body);
    if (/^\/api\/dierenartsen\/addresschanges\/\d+$/.test(url)) return decisions.one!(body);
    if (/^\/api\/dierenartsen\/N100[3-6]\/addressen$/.test(url)) {
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
    if (url.startsWith('/api/crm/public/legalentities?')) {
      // The organisation typeahead: nothing found is a 404 (SPEC §7).
      const name = new URL(url, 'http://x').searchParams.get('name') ?? '';
      const found = ORGANISATIONS.filter((o) => o.name.toLowerCase().includes(name.toLowerCase()));
      return found.length ? json({ items: found, size: found.length, limit: 5, offset: 0 }) : json({ errorcode: 'NOT_FOUND' }, 404);
    }
    const addresses = /^\/api\/crm\/public\/legalentities\/(\d+)\/addresses$/.exec(url);
    if (addresses && ORGANISATION_ADDRESSES[Number(addresses[1])]) {
      const items = ORGANISATION_ADDRESSES[Number(addresses[1])]!;
      return json({ items, limit: items.length, offset: 0, size: items.length });
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
    const picker = await within(dialog).findByRole('radiogroup', { name: 'Adressen van de organisatie' });
    expect(((await within(picker).findByRole('radio', { name: 'Stationsstraat 9, 9050 Gentbrugge' })) as HTMLInputElement).checked).toBe(true);
    expect((within(picker).getByRole('radio', { name: 'Lindelaan 1, 9000 Gent' }) as HTMLInputElement).checked).toBe(false);
    expect(within(picker).getByText('gekozen door het lid')).toBeTruthy();
    expect((within(dialog).getByRole('combobox', { name: 'Organisatie' }) as HTMLInputElement).value).toBe('Dierenkliniek De Linde');
    expect(within(dialog).getByText('Zelfstandige medewerker')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')[0]![1]!.body))).toEqual({ state: 'APPROVED', comment: null });
    expect(await within(dialog).findByText(`Kon niet verwerkt worden: ${reason}`)).toBeTruthy();
    expect(await screen.findByText(`De aanvraag kon niet verwerkt worden en staat nu in fout: ${reason}`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' })).toBeTruthy();
  });

  const approvals = (fetchMock: Mock, id: number) => postsTo(fetchMock, `/api/dierenartsen/addresschanges/${id}`).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
  const approvedOk = (request: AddressChange) => () => json({ state: 'APPROVED', request: { ...request, state: 'APPROVED' } });
  /** Types in the organisation typeahead and picks the suggestion. */
  const pickOrganisation = async (dialog: HTMLElement, label: string, text: string, option: RegExp) => {
    const search = within(dialog).getByRole('combobox', { name: label }) as HTMLInputElement;
    search.focus();
    fireEvent.change(search, { target: { value: text } });
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };

  it('approves a new cooperation at another address of the organisation, sending that address only', async () => {
    const fetchMock = stubApi({ one: approvedOk(contactNew) });
    renderQueue();
    fireEvent.click(await screen.findByText('Tom Claes'));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Lindelaan 1, 9000 Gent' }));
    // What the member chose can be restored.
    expect(within(dialog).getByRole('button', { name: 'Keuze van het lid herstellen' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 2)).toEqual([{ state: 'APPROVED', comment: null, iddicaddress: 40 }]));
    expect(await screen.findByText('De aanvraag werd goedgekeurd en verwerkt. Het lid krijgt een e-mail.')).toBeTruthy();
  });

  it('approves a new cooperation at another organisation, only once one of its addresses is chosen', async () => {
    const fetchMock = stubApi({ one: approvedOk(contactNew) });
    renderQueue();
    fireEvent.click(await screen.findByText('Tom Claes'));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
    await within(dialog).findByRole('radio', { name: 'Stationsstraat 9, 9050 Gentbrugge' });

    // None found is a 404, shown as such.
    const search = within(dialog).getByRole('combobox', { name: 'Organisatie' }) as HTMLInputElement;
    search.focus();
    fireEvent.change(search, { target: { value: 'Zzz' } });
    expect(await screen.findByText('Geen organisatie gevonden.')).toBeTruthy();

    await pickOrganisation(dialog, 'Organisatie', 'Katten', /Kattenkliniek Brussel/);
    // Searched from 2 characters on, at most 5 suggestions; the chosen organisation's name is no new search.
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/crm/public/legalentities?'));
    expect(searches).toEqual(['/api/crm/public/legalentities?name=Zzz&limit=5', '/api/crm/public/legalentities?name=Katten&limit=5']);
    expect(within(dialog).getByText('Andere organisatie dan het lid koos (Dierenkliniek De Linde): kies een werkadres van deze organisatie.')).toBeTruthy();
    const oudergem = (await within(dialog).findByRole('radio', { name: 'Waversesteenweg 1390, 1160 Oudergem' })) as HTMLInputElement;
    expect(oudergem.checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    expect(await within(dialog).findByText('Veld is verplicht, gelieve een selectie te maken.')).toBeTruthy();
    expect(approvals(fetchMock, 2)).toHaveLength(0);

    fireEvent.click(oudergem);
    expect(within(dialog).queryByText('Veld is verplicht, gelieve een selectie te maken.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 2)).toEqual([{ state: 'APPROVED', comment: null, iddiclegalentity: 5, iddicaddress: 51 }]));
  });

  it('takes the single address of another organisation at once, and shows the address the server refuses', async () => {
    const select = 'Veld is verplicht, gelieve een selectie te maken.';
    const fetchMock = stubApi({ one: () => json({ errorcode: 'VALIDATION_ERROR', usererror: select, fields: { iddicaddress: select } }, 400) });
    renderQueue();
    fireEvent.click(await screen.findByText('Tom Claes'));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
    await pickOrganisation(dialog, 'Organisatie', 'Kattenp', /Kattenpraktijk Leuven/);
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'Naamsestraat 10, 3000 Leuven' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 2)).toEqual([{ state: 'APPROVED', comment: null, iddiclegalentity: 6, iddicaddress: 60 }]));
    expect(await within(dialog).findByText(select)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' })).toBeTruthy();

    // Restoring the member's choice approves the request as asked.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keuze van het lid herstellen' }));
    await waitFor(() => expect((within(dialog).getByRole('radio', { name: 'Stationsstraat 9, 9050 Gentbrugge' }) as HTMLInputElement).checked).toBe(true));
    expect((within(dialog).getByRole('combobox', { name: 'Organisatie' }) as HTMLInputElement).value).toBe('Dierenkliniek De Linde');
  });

  it('links a new organisation to an existing one instead of creating it', async () => {
    const fetchMock = stubApi({ one: approvedOk(rechtspersoon) });
    renderQueue();
    fireEvent.click(await screen.findByText('Jan Peeters'));
    const dialog = await screen.findByRole('dialog', { name: 'Rechtspersoon: Jan Peeters (N1005)' });
    expect(within(dialog).getByText('Praktijk De Linde')).toBeTruthy();
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await pickOrganisation(dialog, 'Bestaande organisatie', 'Dierenarts', /Dierenartsenpraktijk De Linde/);
    expect(within(dialog).getByText('Bij goedkeuren wordt het lid gekoppeld aan Dierenartsenpraktijk De Linde; er wordt geen nieuwe organisatie aangemaakt.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 4)).toEqual([{ state: 'APPROVED', comment: null, iddiclegalentity: 7 }]));
  });

  it('approves a new organisation as asked when none is linked', async () => {
    const fetchMock = stubApi({ one: approvedOk(rechtspersoon) });
    renderQueue();
    fireEvent.click(await screen.findByText('Jan Peeters'));
    const dialog = await screen.findByRole('dialog', { name: 'Rechtspersoon: Jan Peeters (N1005)' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 4)).toEqual([{ state: 'APPROVED', comment: null }]));
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
