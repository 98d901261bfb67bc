import { render } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { type Mock, vi } from 'vitest';
import { dataProvider } from '../../src/dataProvider';
import { i18nProvider } from '../../src/i18n';
import AdreswijzigingList from '../../src/resources/adreswijzigingen/AdreswijzigingList';
import type { AddressChange } from '../../src/resources/adreswijzigingen/types';
import { authAs, json } from '../helpers/admin';

/** The secretariat's address-change queue over a stubbed API: requests of each kind, the member's and organisations' data. */

/** What every undecided request has in common; each fixture fills in the rest. */
const undecided = { comment: null, error: null, organisation: null, decided_at: null, decided_by: null, iddicperson: 1 };

export const domicilie: AddressChange = {
  ...undecided,
  id: 1,
  state: 'NEW',
  type: 'DOMICILIE',
  code: 'DOMICILIE',
  name: 'Els Janssens',
  ordenummer: 'N1003',
  address: 'Molenstraat 5 bus A, 2400 Mol',
  creationdate: '2026-11-18T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'DOMICILIE', startdate: '2026-12-01', street: 'Molenstraat', number: '5', box: 'A', postcode: '2400', locality: 'Mol', land: 'BE' },
};
export const contactNew: AddressChange = {
  ...undecided,
  id: 2,
  state: 'NEW',
  type: 'CONTACTNEW',
  code: 'CONTACTNEW',
  name: 'Tom Claes',
  ordenummer: 'N1004',
  organisation: 'Dierenkliniek De Linde',
  address: 'Dierenkliniek De Linde, Naamsestraat 12, 3000 Leuven',
  creationdate: '2026-11-19T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'CONTACTNEW', startdate: '2026-12-01', iddiclegalentity: 4, iddicaddress: 41, workaddress: 'ZELFSTANDIGE' },
};
export const rechtspersoon: AddressChange = {
  ...undecided,
  id: 4,
  state: 'NEW',
  type: 'RECHTSPERSOON',
  code: 'RECHTSPERSOON',
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
export const contactEnd: AddressChange = {
  ...undecided,
  id: 3,
  state: 'ERROR',
  type: 'CONTACTEND',
  code: 'CONTACTEND',
  name: 'An Wouters',
  ordenummer: 'N1006',
  address: '',
  creationdate: '2026-11-17T10:00:00Z',
  startdate: '2026-12-01',
  data: { code: 'CONTACTEND', startdate: '2026-12-01', iddiccontact: 999999 },
  error: 'Deze samenwerking hoort niet bij dit lid.',
};

export const secretariat = authAs('SECRETARIAAT');

export type Handler = (body: any) => Response;

export const address = (iddicaddress: number, street: string, housenumber: string, postcode: string, locality: string, main = false) => ({
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
export const ORGANISATIONS = [
  { id: 5, iddiclegalentity: 5, name: 'Kattenkliniek Brussel', locality: 'Elsene', legalentityDisplayAddress: 'Louizalaan 221, 1050 Elsene' },
  { id: 6, iddiclegalentity: 6, name: 'Kattenpraktijk Leuven', locality: 'Leuven', legalentityDisplayAddress: 'Naamsestraat 10, 3000 Leuven' },
  { id: 7, iddiclegalentity: 7, name: 'Dierenartsenpraktijk De Linde', locality: 'Leuven', legalentityDisplayAddress: 'Tiensesteenweg 88, 3000 Leuven' },
];
export const ORGANISATION_ADDRESSES: Record<number, ReturnType<typeof address>[]> = {
  4: [address(40, 'Lindelaan', '1', '9000', 'Gent', true), address(41, 'Stationsstraat', '9', '9050', 'Gentbrugge')],
  5: [address(50, 'Louizalaan', '221', '1050', 'Elsene', true), address(51, 'Waversesteenweg', '1390', '1160', 'Oudergem')],
  6: [address(60, 'Naamsestraat', '10', '3000', 'Leuven', true)],
};

/** The API behind the real data provider: the queue per state, the member and organisation data, the decisions. */
export function stubApi(decisions: { one?: Handler; bulk?: Handler } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (url.startsWith('/api/dierenartsen/addresschanges?')) {
      const state = new URL(url, 'http://x').searchParams.get('state');
      const id = Number(new URL(url, 'http://x').searchParams.get('id'));
      const all = state === 'ERROR' ? [contactEnd] : [domicilie, contactNew, rechtspersoon];
      const items = id ? [domicilie, contactNew, rechtspersoon, contactEnd].filter((r) => r.id === id) : all;
      return json({ items, size: items.length, limit: 5, offset: 0 });
    }
    if (url === '/api/dierenartsen/addresschanges/actions/approve') return decisions.bulk!(body);
    if (/^\/api\/dierenartsen\/addresschanges\/\d+$/.test(url)) return decisions.one!(body);
    if (/^\/api\/dierenartsen\/N100[3-6]\/addressen$/.test(url)) {
      return json({
        items: [
          {
            id: 7,
            role: 'LID',
            startdate: '2020-01-01',
            iddicaddress: 70,
            street: 'Kerkstraat',
            housenumber: '12',
            box: null,
            postcode: '2000',
            locality: 'Antwerpen',
            country: 'BE',
          },
        ],
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
          {
            id: 41,
            iddicaddress: 41,
            street: 'Stationsstraat',
            housenumber: '9',
            box: null,
            postcode: '9050',
            locality: 'Gentbrugge',
            country: 'BE',
            main: false,
          },
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

/** The queue at its address, or at `entry` (the logbook's link to one request: `?filter={"id":…}`). */
export function renderQueue(entry = '/dierenarts/adreswijzigingen') {
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
    { initialEntries: [entry] },
  );
  render(<RouterProvider router={router} />);
}

export const listCalls = (fetchMock: Mock) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/dierenartsen/addresschanges?'));
export const postsTo = (fetchMock: Mock, path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === path && (init as RequestInit)?.method === 'POST');
