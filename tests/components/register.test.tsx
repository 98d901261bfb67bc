import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registrationSchema } from '../../domain/schemas/registration';
import RegisterPage from '../../src/pages/register/RegisterPage';
import { i18nProvider } from '../../src/i18n';
import { json } from '../helpers/admin';
import { labelled } from '../helpers/labels';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const codelists: Record<string, { codedetail: string; description: string }[]> = {
  legalform: [
    { codedetail: 'BV', description: 'Besloten vennootschap' },
    { codedetail: 'VZW', description: 'Vereniging zonder winstoogmerk' },
  ],
  COUNTRY: [
    { codedetail: 'BE', description: 'België' },
    { codedetail: 'NL', description: 'Nederland' },
  ],
  CURSUSTYPE: [
    { codedetail: 'EBP', description: 'EBP-cursus' },
    { codedetail: 'BP', description: 'BP-cursus' },
  ],
};

type Post = (body: any) => Response;

/** fetch as the wizard sees it: the public code lists, the organisation search and the POST. */
function stubApi(post: Post = () => json({ id: 9, code: 'REGISTRATION_RECEIVED' }, 201)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const list = /\/api\/lists\/codelist\/public\/(\w+)\?language=nl(?:&active=1)?$/.exec(url);
    if (list) {
      const items = (codelists[list[1]!] ?? []).map((item, i) => ({ id: i + 1, active: 1, ...item }));
      return json({ items, limit: items.length, offset: 0, size: items.length });
    }
    if (url.startsWith('/api/crm/public/legalentities?')) {
      const name = new URL(url, 'http://x').searchParams.get('name') ?? '';
      if (!'dierenkliniek de linde'.includes(name.toLowerCase())) return json({ errorcode: 'NOT_FOUND' }, 404);
      return json({
        items: [{ id: 4, iddiclegalentity: 4, name: 'Dierenkliniek De Linde', locality: 'Gent', legalentityDisplayAddress: 'Lindelaan 1, 9000 Gent' }],
        size: 1,
        limit: 5,
        offset: 0,
      });
    }
    if (url === '/api/registraties' && init?.method === 'POST') return post(JSON.parse(String(init.body)));
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A data router, as in main.tsx (the wizard asks before leaving when filled in). */
function renderWizard() {
  const router = createMemoryRouter(
    [
      {
        path: '/register',
        element: (
          <AdminContext i18nProvider={i18nProvider}>
            <RegisterPage />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: ['/register'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const field = (label: string) => screen.getByLabelText(labelled(label)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));

async function choose(label: RegExp, option: string) {
  // A select of a code list shows once its values are loaded.
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

function fillPerson(password = 'Geheim123', repassword = password) {
  type('Voornaam', 'Marie');
  type('Naam', 'Lambert');
  type('E-mailadres', 'marie@academie.be');
  type('Gebruikersnaam', 'mlambert');
  type('Wachtwoord', password);
  type('Wachtwoord opnieuw', repassword);
}

async function fillNewOrganisation() {
  await screen.findByText('Voor welke organisatie registreert u zich?');
  fireEvent.click(screen.getByLabelText('Een nieuwe organisatie'));
  type('Naam van de organisatie', 'Dierenwelzijnsacademie');
  await choose(/^Rechtsvorm/, 'Vereniging zonder winstoogmerk');
  type('Straat', 'Brusselsesteenweg');
  type('Nummer', '200');
  type('Postcode', '1500');
  type('Gemeente', 'Halle');
}

describe('RegisterPage', () => {
  it('refuses a weak password and a mismatching repeat on step 1, with the Dutch texts', async () => {
    stubApi();
    renderWizard();
    await screen.findByRole('heading', { name: 'Registreren als opleidingsverstrekker' });
    fillPerson('abc', 'abd');
    next();
    await screen.findByText('Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.');
    screen.getByText("'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.");
    expect(screen.queryByText('Voor welke organisatie registreert u zich?')).toBeNull();

    // A strong password that its repeat does not match is still refused.
    type('Wachtwoord', 'Geheim123');
    type('Wachtwoord opnieuw', 'Geheim124');
    next();
    await waitFor(() => expect(screen.queryByText(/minstens 8 tekens lang zijn/)).toBeNull());
    screen.getByText("'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.");

    type('Wachtwoord opnieuw', 'Geheim123');
    next();
    await screen.findByText('Voor welke organisatie registreert u zich?');
  });

  it('asks the e-mail in its format and does not submit on Enter', async () => {
    const fetchMock = stubApi();
    renderWizard();
    fillPerson();
    type('E-mailadres', 'geen-adres');
    expect(fireEvent.keyDown(field('Gebruikersnaam'), { key: 'Enter', code: 'Enter' })).toBe(false);
    next();
    await screen.findByText('Dit is geen geldig e-mailadres.');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/registraties')).toBe(false);
  });

  it('requires the contact person of a new organisation when it is someone else', async () => {
    stubApi();
    renderWizard();
    fillPerson();
    next();
    await fillNewOrganisation();
    next();
    await screen.findByText('Wie is de contactpersoon van de organisatie?');
    fireEvent.click(screen.getByLabelText('Een andere persoon'));
    next();
    await waitFor(() => expect(screen.getAllByText('Dit veld is verplicht.')).toHaveLength(3));
    for (const label of ['Voornaam contactpersoon', 'Naam contactpersoon', 'E-mailadres contactpersoon']) {
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    }
    // The requestor as the contact person needs no other names.
    fireEvent.click(screen.getByLabelText('Ik ben zelf de contactpersoon'));
    next();
    await screen.findByRole('radio', { name: 'BP-cursus' });
  });

  it('requires the address of a new organisation, with a Belgian postcode of four digits', async () => {
    stubApi();
    renderWizard();
    fillPerson();
    next();
    await screen.findByText('Voor welke organisatie registreert u zich?');
    // An existing organisation must be chosen from the search.
    next();
    await screen.findByText('Veld is verplicht, gelieve een selectie te maken.');
    fireEvent.click(screen.getByLabelText('Een nieuwe organisatie'));
    type('Postcode', '15000');
    next();
    await screen.findByText('De waarde heeft niet het juist formaat');
    expect(screen.getAllByText('Dit veld is verplicht.').length).toBeGreaterThanOrEqual(5);
  });

  it('sends the website as entered with the chosen protocol apart, in a body that matches the schema', async () => {
    let sent: any;
    stubApi((body) => {
      sent = body;
      return json({ id: 9, code: 'REGISTRATION_RECEIVED' }, 201);
    });
    renderWizard();
    fillPerson();
    next();
    await fillNewOrganisation();
    await choose(/^Protocol/, 'https://');
    type('Website', 'www.x.be');
    next();
    await screen.findByText('Wie is de contactpersoon van de organisatie?');
    fireEvent.click(screen.getByLabelText('Een andere persoon'));
    type('Voornaam contactpersoon', 'Jan');
    type('Naam contactpersoon', 'Peeters');
    type('E-mailadres contactpersoon', 'jan@academie.be');
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'BP-cursus' }));

    // The summary shows what the server will store: the website with its protocol.
    const summary = screen.getByLabelText('Overzicht van uw registratie');
    within(summary).getByText('https://www.x.be');
    within(summary).getByText('Vereniging zonder winstoogmerk');
    within(summary).getByText('Jan Peeters (jan@academie.be)');
    expect(within(summary).queryByText('Geheim123')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Registratie versturen' }));
    await screen.findByText('Uw registratie werd goed ontvangen. U krijgt een e-mail zodra het secretariaat ze beoordeeld heeft.');
    expect(screen.getByRole('link', { name: 'Naar aanmelden' }).getAttribute('href')).toBe('/login');

    expect(sent.website).toBe('www.x.be');
    expect(sent.siteProtocol).toBe('https');
    expect(registrationSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({
      firstname: 'Marie',
      lastname: 'Lambert',
      email: 'marie@academie.be',
      username: 'mlambert',
      password: 'Geheim123',
      repassword: 'Geheim123',
      iddiclegalentity: null,
      name: 'Dierenwelzijnsacademie',
      iddiclegalform: 'VZW',
      street: 'Brusselsesteenweg',
      housenumber: '200',
      box: null,
      postcode: '1500',
      locality: 'Halle',
      country: 'BE',
      contactSame: 0,
      contact: { firstname: 'Jan', lastname: 'Peeters', email: 'jan@academie.be' },
      cursustype: 'BP',
    });
  });

  it('registers for an existing organisation found by the typeahead, sending its id only', async () => {
    let sent: any;
    const fetchMock = stubApi((body) => {
      sent = body;
      return json({ id: 9, code: 'REGISTRATION_RECEIVED' }, 201);
    });
    renderWizard();
    fillPerson();
    next();
    const search = (await screen.findByRole('combobox', { name: 'Organisatie zoeken' })) as HTMLInputElement;
    search.focus();
    fireEvent.change(search, { target: { value: 'x' } });
    fireEvent.change(search, { target: { value: 'xyz' } });
    await screen.findByText(/Geen organisatie gevonden/);
    fireEvent.change(search, { target: { value: 'Dieren' } });
    fireEvent.click(await screen.findByText('Dierenkliniek De Linde'));
    // One character is not searched; the search is debounced and asks for at most 5.
    const searches = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/crm/public/legalentities'));
    expect(searches).toEqual(['/api/crm/public/legalentities?name=xyz&limit=5', '/api/crm/public/legalentities?name=Dieren&limit=5']);
    next();
    await screen.findByText('Wie is de contactpersoon van de organisatie?');
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'EBP-cursus' }));
    screen.getByText('Dierenkliniek De Linde');
    fireEvent.click(screen.getByRole('button', { name: 'Registratie versturen' }));
    await waitFor(() => expect(sent).toBeDefined());
    expect(registrationSchema.safeParse(sent).success).toBe(true);
    expect(sent).toMatchObject({ iddiclegalentity: 4, name: null, street: null, website: null, contactSame: 1, cursustype: 'EBP' });
  });

  it('returns to step 1 with the message under the username when it is taken (409)', async () => {
    stubApi(() =>
      json(
        {
          errorcode: 'USERNAME_TAKEN',
          usererror: 'Deze gebruikersnaam is al in gebruik. Kies een andere.',
          fields: { username: 'Deze gebruikersnaam is al in gebruik. Kies een andere.' },
        },
        409,
      ),
    );
    renderWizard();
    fillPerson();
    next();
    await fillNewOrganisation();
    next();
    await screen.findByText('Wie is de contactpersoon van de organisatie?');
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'BP-cursus' }));
    fireEvent.click(screen.getByRole('button', { name: 'Registratie versturen' }));
    await screen.findByText('Deze gebruikersnaam is al in gebruik. Kies een andere.');
    expect(field('Gebruikersnaam').value).toBe('mlambert');
    expect(field('Gebruikersnaam').getAttribute('aria-invalid')).toBe('true');
    // Another username, and on: the other answers are kept.
    type('Gebruikersnaam', 'mlambert2');
    next();
    expect(((await screen.findByLabelText(labelled('Naam van de organisatie'))) as HTMLInputElement).value).toBe('Dierenwelzijnsacademie');
  });
});
