// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import AdressenPage from '../../src/resources/adressen/AdressenPage';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const home = { iddicaddress: 1, street: 'Veldstraat', housenumber: '14', box: null, postcode: '9000', locality: 'Gent', country: 'BE', startdate: '2020-01-01', enddate: null };
const addresses = {
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
const requests = {
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
    { id: 3, state: 'APPROVED', type: 'DOMICILIE', code: 'DOMICILIE', name: 'Pieter Janssens', address: 'Meir 1, 2000 Antwerpen', creationdate: '2026-02-01T10:00:00Z', startdate: '2026-03-01', comment: null, error: null },
  ],
  size: 2,
};
const workaddress = [
  ['CONTACT', 'Contactpersoon (werkadres)'],
  ['ASSOCIE', 'Vennoot / associé'],
  ['WERKNEMER', 'Werknemer'],
  ['ZELFSTANDIGE', 'Zelfstandige medewerker'],
  ['ZAAKVOERDER', 'Zaakvoerder'],
  ['PUBLIEK', 'Publiek adres (ledenlijst)'],
  ['POST', 'Correspondentieadres'],
  ['LID', 'Privéadres (domicilie)'],
].map(([codedetail, description], i) => ({ id: i + 1, iddiccodedetail: i + 1, codedetail, description, active: 1 }));
const countries = [
  { id: 100, iddiccodedetail: 100, codedetail: 'BE', description: 'België', active: 1 },
  { id: 101, iddiccodedetail: 101, codedetail: 'NL', description: 'Nederland', active: 1 },
];
const kempen = { iddiclegalentity: 3, name: 'Paardenkliniek Kempen', locality: 'Mol', legalentityDisplayAddress: 'Turnhoutsebaan 301, 2400 Mol' };

/** The API as the addresses screen sees it; `post` answers the filing of a request. */
function stubApi({ post, addressen = () => json(addresses) }: { post?: (body: any) => Response; addressen?: () => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST' && url === '/api/dierenartsen/addresschanges') return post ? post(JSON.parse(String(init.body))) : json({ id: 9, code: 'ADDRESS_REQUEST_SUCCESS' }, 201);
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

const posted = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/dierenartsen/addresschanges' && init?.method === 'POST').map(([, init]) => JSON.parse(String(init!.body)));

function renderPage(id = 'N1001') {
  render(
    <MemoryRouter initialEntries={[`/dierenarts/${id}/adressen`]}>
      <AdminContext i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/dierenarts/:id/adressen" element={<AdressenPage />} />
        </Routes>
        {/* Short-lived messages: a success waits until the "form not valid" message of an earlier attempt is gone. */}
        <Notification autoHideDuration={300} />
      </AdminContext>
    </MemoryRouter>,
  );
}

const openDialog = async (button: RegExp) => {
  fireEvent.click(await screen.findByRole('button', { name: button }, { timeout: 4000 }));
  return screen.findByRole('dialog');
};
/**
 * Opens a select's menu as a click does. The mouseup matters: React remembers a mouse button held
 * down (module-wide) and ignores select events until it is released, also in the next test file.
 */
const openSelect = (dialog: HTMLElement, name: RegExp) => {
  const combobox = within(dialog).getByRole('combobox', { name });
  fireEvent.mouseDown(combobox);
  fireEvent.mouseUp(combobox);
};
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
const type = (dialog: HTMLElement, label: RegExp, value: string) => {
  const input = within(dialog).getByLabelText(label);
  // A person types into a focused input (the organisation typeahead only searches while it has the focus).
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
};

describe('AdressenPage', () => {
  it('shows the addresses once with their role chips, the cooperations and the requests with their state', async () => {
    stubApi();
    renderPage();
    expect(await screen.findByText('Veldstraat 14, 9000 Gent', undefined, { timeout: 4000 })).toBeTruthy();
    expect(screen.getAllByText('Veldstraat 14, 9000 Gent')).toHaveLength(1);
    expect(await screen.findByText('Privéadres (domicilie)')).toBeTruthy();
    expect(screen.getByText('Correspondentieadres')).toBeTruthy();
    expect(screen.getByText('Publiek adres (ledenlijst)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Dierenkliniek Zuiderpark' })).toBeTruthy();
    expect(screen.getByText('Vennoot / associé')).toBeTruthy();
    expect(screen.getByText('Sinds 01/09/2019')).toBeTruthy();
    // The home address has every role already; the work address can still become public or correspondence address.
    expect(screen.getAllByRole('button', { name: 'Als publiek adres gebruiken' })).toHaveLength(1);
    expect(await screen.findByText('Fout')).toBeTruthy();
    expect(screen.getByText('Goedgekeurd')).toBeTruthy();
    expect(screen.getByText('Deze samenwerking hoort niet bij dit lid.')).toBeTruthy();
    expect(screen.getByText('Ingediend op 05/03/2026 · ingangsdatum 01/12/2026')).toBeTruthy();
    // An ending names the organisation of that cooperation.
    expect(screen.getAllByText('Dierenkliniek Zuiderpark')).toHaveLength(2);
  });

  it("shows the Dutch forbidden message for another member's addresses", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ addressen: () => json({ errorcode: 'FORBIDDEN' }, 403) });
    renderPage('N1003');
    expect(await screen.findByText('U hebt onvoldoende rechten', undefined, { timeout: 4000 })).toBeTruthy();
  });

  it('makes the work address the public address after a confirmation', async () => {
    const fetchMock = stubApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Als publiek adres gebruiken' }, { timeout: 4000 }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(/Kortrijksesteenweg 1024, 9000 Gent vanaf vandaag als publiek adres/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/dierenartsen/N1001/addressen',
        expect.objectContaining({ method: 'POST', body: JSON.stringify({ iddosextrole: 'PUBLIEK', iddicaddress: 20 }) }),
      ),
    );
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
  });

  it('DOMICILIE: a 3-digit Belgian postcode is refused in Dutch and nothing is sent', async () => {
    const fetchMock = stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuw privéadres melden/);
    type(dialog, /^Straat/, 'Meir');
    type(dialog, /^Nummer/, '1');
    type(dialog, /^Postcode/, '200');
    type(dialog, /^Gemeente/, 'Antwerpen');
    save(dialog);
    expect(await within(dialog).findByText('De waarde heeft niet het juist formaat')).toBeTruthy();
    expect(posted(fetchMock)).toHaveLength(0);
  });

  it('DOMICILIE: sends the request with the date as yyyy-MM-dd and shows the Dutch confirmation', async () => {
    const fetchMock = stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuw privéadres melden/);
    type(dialog, /^Straat/, 'Meir');
    type(dialog, /^Nummer/, '1');
    type(dialog, /^Postcode/, '2000');
    type(dialog, /^Gemeente/, 'Antwerpen');
    type(dialog, /^Ingangsdatum/, '15/01/2027');
    // Enter in an input does not submit the form (SPEC §5).
    expect(fireEvent.keyDown(within(dialog).getByLabelText(/^Gemeente/), { key: 'Enter', code: 'Enter' })).toBe(false);
    save(dialog);
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({
      code: 'DOMICILIE',
      startdate: '2027-01-15',
      street: 'Meir',
      number: '1',
      box: null,
      postcode: '2000',
      locality: 'Antwerpen',
      land: 'BE',
      telephone: null,
      mobile: null,
      email: null,
    });
    expect(await screen.findByText('Uw adreswijziging werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('DOMICILIE: shows the server field errors under the inputs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({ post: () => json({ errorcode: 'VALIDATION_ERROR', fields: { locality: 'Deze gemeente is onbekend.' } }, 400) });
    renderPage();
    const dialog = await openDialog(/Nieuw privéadres melden/);
    type(dialog, /^Straat/, 'Meir');
    type(dialog, /^Nummer/, '1');
    type(dialog, /^Postcode/, '2000');
    type(dialog, /^Gemeente/, 'Antwerpe');
    save(dialog);
    expect(await within(dialog).findByText('Deze gemeente is onbekend.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('CONTACTNEW: a failed organisation search says so, instead of "none found"', async () => {
    stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuwe samenwerking melden/);
    type(dialog, /^Organisatie/, 'storing');
    expect(await screen.findByText('Er is een onbekend probleem opgetreden.')).toBeTruthy();
    expect(screen.queryByText('Geen gegevens gevonden')).toBeNull();
  });

  it('CONTACTNEW: requires the organisation and the address, then sends the chosen ones', async () => {
    const fetchMock = stubApi({ post: () => json({ id: 10, code: 'COOPERATION_REQUEST_SUCCESS' }, 201) });
    renderPage();
    const dialog = await openDialog(/Nieuwe samenwerking melden/);
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText('Dit veld is verplicht.').length).toBeGreaterThanOrEqual(3));
    expect(posted(fetchMock)).toHaveLength(0);

    // Fewer than 2 characters: the server is not asked.
    type(dialog, /^Organisatie/, 'p');
    expect(await screen.findByText('Typ minstens 2 tekens')).toBeTruthy();
    type(dialog, /^Organisatie/, 'pa');
    fireEvent.click(await screen.findByRole('option', { name: /Paardenkliniek Kempen/ }, { timeout: 2000 }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/crm/public/legalentities?name=p&limit=5')).toBe(false);

    // Two addresses: the member must choose one.
    expect(await within(dialog).findByLabelText('Stationsstraat 2 bus A, 2440 Geel')).toBeTruthy();
    openSelect(dialog, /Aard van de samenwerking/);
    fireEvent.click(await screen.findByRole('option', { name: 'Werknemer' }));
    type(dialog, /^Ingangsdatum/, '01/03/2027');
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText('Dit veld is verplicht.')).toHaveLength(1));
    expect(posted(fetchMock)).toHaveLength(0);

    fireEvent.click(within(dialog).getByLabelText('Stationsstraat 2 bus A, 2440 Geel'));
    save(dialog);
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({
      code: 'CONTACTNEW',
      startdate: '2027-03-01',
      iddiclegalentity: 3,
      iddicaddress: 31,
      workaddress: 'WERKNEMER',
      telephone: null,
      email: null,
    });
    expect(await screen.findByText(/Uw aanvraag voor een nieuwe samenwerking werd ontvangen/, undefined, { timeout: 3000 })).toBeTruthy();
    // The list of requests is read again.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/dierenartsen/addresschanges?')).length).toBeGreaterThanOrEqual(2));
  });

  it('CONTACTNEW: an organisation search without result shows "Geen gegevens gevonden", not an error', async () => {
    stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuwe samenwerking melden/);
    type(dialog, /^Organisatie/, 'xyz');
    expect(await screen.findByText('Geen gegevens gevonden', undefined, { timeout: 2000 })).toBeTruthy();
  });

  it('CONTACTEND: ends the chosen cooperation on the given date', async () => {
    const fetchMock = stubApi({ post: () => json({ id: 11, code: 'COOPERATION_END_SUCCESS' }, 201) });
    renderPage();
    const dialog = await openDialog(/Samenwerking beëindigen/);
    type(dialog, /^Einddatum/, '31/12/2026');
    save(dialog);
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ code: 'CONTACTEND', startdate: '2026-12-31', iddiccontact: 7 }]));
    expect(await screen.findByText(/Uw melding van het einde van de samenwerking werd ontvangen/)).toBeTruthy();
  });

  it('RECHTSPERSOON: an existing organisation must be picked; a new one needs its name, legal form and address', async () => {
    const fetchMock = stubApi();
    renderPage();
    const dialog = await openDialog(/Rechtspersoon melden/);
    // An existing organisation must be picked.
    save(dialog);
    expect(await within(dialog).findByText('Veld is verplicht, gelieve een selectie te maken.')).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText('Nieuwe organisatie'));
    save(dialog);
    await waitFor(() => expect(within(dialog).getAllByText('Dit veld is verplicht.').length).toBeGreaterThanOrEqual(6));
    expect(posted(fetchMock)).toHaveLength(0);
    // The form moves the focus to the first error on a timer; let it run before the dialog is torn down.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

  it('RECHTSPERSOON: sends a new organisation with its legal form, address and the chosen website protocol', async () => {
    const fetchMock = stubApi({ post: () => json({ id: 12, code: 'LEGALENTITY_REQUEST_SUCCESS' }, 201) });
    renderPage();
    const dialog = await openDialog(/Rechtspersoon melden/);
    fireEvent.click(within(dialog).getByLabelText('Nieuwe organisatie'));
    // An inactive legal form is not offered.
    openSelect(dialog, /Rechtsvorm/);
    expect(screen.queryByRole('option', { name: /beperkte aansprakelijkheid/ })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Besloten vennootschap' }));
    type(dialog, /^Naam van de organisatie/, 'Dierenartsen Aan de Schelde');
    type(dialog, /^Straat/, 'Kaai');
    type(dialog, /^Nummer/, '5');
    type(dialog, /^Postcode/, '2000');
    type(dialog, /^Gemeente/, 'Antwerpen');
    type(dialog, /^Website/, 'www.aandeschelde.be');
    openSelect(dialog, /Protocol/);
    fireEvent.click(await screen.findByRole('option', { name: 'https://' }));
    openSelect(dialog, /Aard van de samenwerking/);
    fireEvent.click(await screen.findByRole('option', { name: 'Zaakvoerder' }));
    type(dialog, /^Ingangsdatum/, '01/02/2027');
    save(dialog);
    await waitFor(() => expect(posted(fetchMock)).toHaveLength(1));
    expect(posted(fetchMock)[0]).toEqual({
      code: 'RECHTSPERSOON',
      startdate: '2027-02-01',
      iddiclegalentity: null,
      legalentityname: 'Dierenartsen Aan de Schelde',
      iddiclegalform: 'BV',
      orgtelephone: null,
      orgemail: null,
      orgwebsite: 'www.aandeschelde.be',
      siteProtocol: 'https',
      workaddress: 'ZAAKVOERDER',
      street: 'Kaai',
      number: '5',
      box: null,
      postcode: '2000',
      locality: 'Antwerpen',
      land: 'BE',
    });
    expect(await screen.findByText(/Uw aanvraag voor de gegevens van de rechtspersoon werd ontvangen/, undefined, { timeout: 3000 })).toBeTruthy();
  });
});
