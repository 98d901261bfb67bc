import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, posted, renderPage, openDialog, openSelect, save, type } from './adressen.fixtures';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdressenPage: change requests', () => {
  it('DOMICILIE: a 3-digit Belgian postcode is refused in Dutch and nothing is sent', async () => {
    const fetchMock = stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuw privéadres melden/);
    type(dialog, /^Straat/, 'Meir');
    type(dialog, /^Nummer/, '1');
    type(dialog, /^Postcode/, '200');
    type(dialog, /^Gemeente/, 'Antwerpen');
    save(dialog);
    await within(dialog).findByText('De waarde heeft niet het juist formaat');
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
    await screen.findByText('Uw adreswijziging werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.');
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
    await within(dialog).findByText('Deze gemeente is onbekend.');
    screen.getByRole('dialog');
  });

  it('CONTACTNEW: a failed organisation search says so, instead of "none found"', async () => {
    stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuwe samenwerking melden/);
    type(dialog, /^Organisatie/, 'storing');
    await screen.findByText('Er is een onbekend probleem opgetreden.');
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
    await screen.findByText('Typ minstens 2 tekens');
    type(dialog, /^Organisatie/, 'pa');
    fireEvent.click(await screen.findByRole('option', { name: /Paardenkliniek Kempen/ }, { timeout: 2000 }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/crm/public/legalentities?name=p&limit=5')).toBe(false);

    // Two addresses: the member must choose one.
    await within(dialog).findByLabelText('Stationsstraat 2 bus A, 2440 Geel');
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
    await screen.findByText(/Uw aanvraag voor een nieuwe samenwerking werd ontvangen/, undefined, { timeout: 3000 });
    // The list of requests is read again.
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/dierenartsen/addresschanges?')).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('CONTACTNEW: an organisation search without result shows "Geen gegevens gevonden", not an error', async () => {
    stubApi();
    renderPage();
    const dialog = await openDialog(/Nieuwe samenwerking melden/);
    type(dialog, /^Organisatie/, 'xyz');
    await screen.findByText('Geen gegevens gevonden', undefined, { timeout: 2000 });
  });

  it('CONTACTEND: ends the chosen cooperation on the given date', async () => {
    const fetchMock = stubApi({ post: () => json({ id: 11, code: 'COOPERATION_END_SUCCESS' }, 201) });
    renderPage();
    const dialog = await openDialog(/Samenwerking beëindigen/);
    type(dialog, /^Einddatum/, '31/12/2026');
    save(dialog);
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ code: 'CONTACTEND', startdate: '2026-12-31', iddiccontact: 7 }]));
    await screen.findByText(/Uw melding van het einde van de samenwerking werd ontvangen/);
  });

  it('RECHTSPERSOON: an existing organisation must be picked; a new one needs its name, legal form and address', async () => {
    const fetchMock = stubApi();
    renderPage();
    const dialog = await openDialog(/Rechtspersoon melden/);
    // An existing organisation must be picked.
    save(dialog);
    await within(dialog).findByText('Veld is verplicht, gelieve een selectie te maken.');
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
    await screen.findByText(/Uw aanvraag voor de gegevens van de rechtspersoon werd ontvangen/, undefined, { timeout: 3000 });
  });
});
