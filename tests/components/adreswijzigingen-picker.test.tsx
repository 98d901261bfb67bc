import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { AddressChange } from '../../src/resources/adreswijzigingen/types';
import { contactNew, rechtspersoon, stubApi, renderQueue, postsTo } from './adreswijzigingen.fixtures';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('AdreswijzigingList: the organisation and address picker', () => {
  it("shows the organisation's addresses with the chosen one for a new cooperation, and the reason when approval ends in ERROR", async () => {
    const reason = 'De organisatie bestaat niet meer.';
    const fetchMock = stubApi({ one: () => json({ state: 'ERROR', request: { ...contactNew, state: 'ERROR', error: reason } }) });
    renderQueue();
    fireEvent.click(await screen.findByText('Tom Claes'));
    const dialog = await screen.findByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
    const picker = await within(dialog).findByRole('radiogroup', { name: 'Adressen van de organisatie' });
    expect(((await within(picker).findByRole('radio', { name: 'Stationsstraat 9, 9050 Gentbrugge' })) as HTMLInputElement).checked).toBe(true);
    expect((within(picker).getByRole('radio', { name: 'Lindelaan 1, 9000 Gent' }) as HTMLInputElement).checked).toBe(false);
    within(picker).getByText('gekozen door het lid');
    expect((within(dialog).getByRole('combobox', { name: 'Organisatie' }) as HTMLInputElement).value).toBe('Dierenkliniek De Linde');
    within(dialog).getByText('Zelfstandige medewerker');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')).toHaveLength(1));
    expect(JSON.parse(String(postsTo(fetchMock, '/api/dierenartsen/addresschanges/2')[0]![1]!.body))).toEqual({ state: 'APPROVED', comment: null });
    await within(dialog).findByText(`Kon niet verwerkt worden: ${reason}`);
    await screen.findByText(`De aanvraag kon niet verwerkt worden en staat nu in fout: ${reason}`);
    screen.getByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });
  });

  const approvals = (fetchMock: Mock, id: number) =>
    postsTo(fetchMock, `/api/dierenartsen/addresschanges/${id}`).map(([, init]) => JSON.parse(String((init as RequestInit).body)));
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
    within(dialog).getByRole('button', { name: 'Keuze van het lid herstellen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await waitFor(() => expect(approvals(fetchMock, 2)).toEqual([{ state: 'APPROVED', comment: null, iddicaddress: 40 }]));
    await screen.findByText('De aanvraag werd goedgekeurd en verwerkt. Het lid krijgt een e-mail.');
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
    await screen.findByText('Geen organisatie gevonden.');

    await pickOrganisation(dialog, 'Organisatie', 'Katten', /Kattenkliniek Brussel/);
    // Searched from 2 characters on, at most 5 suggestions; the chosen organisation's name is no new search.
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/crm/public/legalentities?'));
    expect(searches).toEqual(['/api/crm/public/legalentities?name=Zzz&limit=5', '/api/crm/public/legalentities?name=Katten&limit=5']);
    within(dialog).getByText('Andere organisatie dan het lid koos (Dierenkliniek De Linde): kies een werkadres van deze organisatie.');
    const oudergem = (await within(dialog).findByRole('radio', { name: 'Waversesteenweg 1390, 1160 Oudergem' })) as HTMLInputElement;
    expect(oudergem.checked).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Goedkeuren' }));
    await within(dialog).findByText('Veld is verplicht, gelieve een selectie te maken.');
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
    await within(dialog).findByText(select);
    screen.getByRole('dialog', { name: 'Nieuwe samenwerking: Tom Claes (N1004)' });

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
    within(dialog).getByText('Praktijk De Linde');
    expect(within(dialog).queryByRole('radiogroup')).toBeNull();
    await pickOrganisation(dialog, 'Bestaande organisatie', 'Dierenarts', /Dierenartsenpraktijk De Linde/);
    within(dialog).getByText('Bij goedkeuren wordt het lid gekoppeld aan Dierenartsenpraktijk De Linde; er wordt geen nieuwe organisatie aangemaakt.');
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
});
