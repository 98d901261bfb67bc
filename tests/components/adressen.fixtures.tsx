import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import AdressenPage from '../../src/pages/adressen/AdressenPage';
import { json } from '../helpers/admin';

/** The member's addresses page over a stubbed API: addresses, cooperations, requests, codelists, organisations. */

export const home = {
  iddicaddress: 1,
  street: 'Veldstraat',
  housenumber: '14',
  box: null,
  postcode: '9000',
  locality: 'Gent',
  country: 'BE',
  startdate: '2020-01-01',
  enddate: null,
};
export const addresses = {
  items: [
    { id: 1, role: 'LID', ...home },
    { id: 2, role: 'POST', ...home },
    { id: 3, role: 'PUBLIEK', ...home },
  ],
  relaties: [
    {
      id: 7,
      iddiccontact: 7,
      iddiclegalentity: 1,
      legalentityname: 'Dierenkliniek Zuiderpark',
      workaddress: 'ASSOCIE',
      startdate: '2019-09-01',
      enddate: null,
      iddicaddress: 20,
      street: 'Kortrijksesteenweg',
      housenumber: '1024',
      box: null,
      postcode: '9000',
      locality: 'Gent',
      country: 'BE',
    },
  ],
};
export const requests = {
  items: [
    {
      id: 4,
      state: 'ERROR',
      type: 'CONTACTEND',
      code: 'CONTACTEND',
      name: 'Pieter Janssens',
      address: '',
      creationdate: '2026-03-05T13:00:00Z',
      startdate: '2026-12-01',
      comment: null,
      error: 'Deze samenwerking hoort niet bij dit lid.',
      data: { iddiccontact: 7 },
    },
    {
      id: 3,
      state: 'APPROVED',
      type: 'DOMICILIE',
      code: 'DOMICILIE',
      name: 'Pieter Janssens',
      address: 'Meir 1, 2000 Antwerpen',
      creationdate: '2026-02-01T10:00:00Z',
      startdate: '2026-03-01',
      comment: null,
      error: null,
    },
  ],
  size: 2,
};
export const workaddress = [
  ['CONTACT', 'Contactpersoon (werkadres)'],
  ['ASSOCIE', 'Vennoot / associé'],
  ['WERKNEMER', 'Werknemer'],
  ['ZELFSTANDIGE', 'Zelfstandige medewerker'],
  ['ZAAKVOERDER', 'Zaakvoerder'],
  ['PUBLIEK', 'Publiek adres (ledenlijst)'],
  ['POST', 'Correspondentieadres'],
  ['LID', 'Privéadres (domicilie)'],
].map(([codedetail, description], i) => ({ id: i + 1, iddiccodedetail: i + 1, codedetail, description, active: 1 }));
export const countries = [
  { id: 100, iddiccodedetail: 100, codedetail: 'BE', description: 'België', active: 1 },
  { id: 101, iddiccodedetail: 101, codedetail: 'NL', description: 'Nederland', active: 1 },
];
export const kempen = { iddiclegalentity: 3, name: 'Paardenkliniek Kempen', locality: 'Mol', legalentityDisplayAddress: 'Turnhoutsebaan 301, 2400 Mol' };

/** The API as the addresses screen sees it; `post` answers the filing of a request. */
export function stubApi({ post, addressen = () => json(addresses) }: { post?: (body: any) => Response; addressen?: () => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === '/api/dierenartsen/addresschanges')
      return post ? post(JSON.parse(String(init.body))) : json({ id: 9, code: 'ADDRESS_REQUEST_SUCCESS' }, 201);
    if (init?.method === 'POST' && url === '/api/dierenartsen/N1001/addressen') return json({ code: 'UPDATE_SUCCESS', items: addresses.items });
    if (/^\/api\/dierenartsen\/[^/]+\/addressen$/.test(url)) return addressen();
    if (url.startsWith('/api/dierenartsen/addresschanges?')) return json(requests);
    if (url.startsWith('/api/lists/codelist/public/WORKADDRESS')) return json({ items: workaddress });
    if (url.startsWith('/api/lists/codelist/public/COUNTRY')) return json({ items: countries });
    if (url.startsWith('/api/lists/codelist/public/legalform')) {
      return json({
        items: [
          { id: 50, iddiccodedetail: 50, codedetail: 'BV', description: 'Besloten vennootschap', active: 1 },
          { id: 51, iddiccodedetail: 51, codedetail: 'BVBA', description: 'Besloten vennootschap met beperkte aansprakelijkheid', active: 0 },
        ],
      });
    }
    if (url.startsWith('/api/crm/public/legalentities?name=pa')) return json({ items: [kempen], size: 1 });
    // The organisation search answers 404 when nothing matches.
    if (url.startsWith('/api/crm/public/legalentities?name=storing')) return json({ errorcode: 'UNFORSEEN_ERROR' }, 500);
    if (url.startsWith('/api/crm/public/legalentities?')) return json({ errorcode: 'NOT_FOUND' }, 404);
    if (url === '/api/crm/public/legalentities/3/addresses') {
      return json({
        items: [
          { id: 30, iddicaddress: 30, street: 'Turnhoutsebaan', housenumber: '301', box: null, postcode: '2400', locality: 'Mol', country: 'BE', main: true },
          { id: 31, iddicaddress: 31, street: 'Stationsstraat', housenumber: '2', box: 'A', postcode: '2440', locality: 'Geel', country: 'BE', main: false },
        ],
      });
    }
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/dierenartsen/addresschanges' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init!.body)));

export function renderPage(id = 'N1001', i18n = i18nProvider) {
  render(
    <MemoryRouter initialEntries={[`/dierenarts/${id}/adressen`]}>
      <AdminContext i18nProvider={i18n}>
        <Routes>
          <Route path="/dierenarts/:id/adressen" element={<AdressenPage />} />
        </Routes>
        {/* Short-lived messages: a success waits until the "form not valid" message of an earlier attempt is gone. */}
        <Notification autoHideDuration={300} />
      </AdminContext>
    </MemoryRouter>,
  );
}

export const openDialog = async (button: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 4000 }));
  return screen.findByRole('dialog');
};
/**
 * Opens a select's menu as a click does. The mouseup matters: React remembers a mouse button held
 * down (module-wide) and ignores select events until it is released, also in the next test file.
 */
export const openSelect = (dialog: HTMLElement, name: RegExp) => {
  const combobox = within(dialog).getByRole('combobox', { name });
  fireEvent.mouseDown(combobox);
  fireEvent.mouseUp(combobox);
};
export const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
export const type = (dialog: HTMLElement, label: RegExp, value: string) => {
  const input = within(dialog).getByLabelText(label);
  // A person types into a focused input (the organisation typeahead only searches while it has the focus).
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};
