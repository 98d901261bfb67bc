import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as fr from '../../domain/texts/errors.fr';
import { createI18nProvider } from '../../src/i18n';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { json } from '../helpers/admin';

const person = (language: 'nl' | 'fr') => ({
  id: 1,
  userid: 1,
  username: 'N1001',
  firstname: 'Jan',
  lastname: 'Peeters',
  displayname: 'Jan Peeters',
  email: 'jan@example.org',
  roles: ['DIERENARTS'],
  legalEntityId: null,
  cursusType: null,
  kennisname: true,
  language,
});

const LOGIN = '/api/auth/person/j_security_check';
const LANGUAGE = '/api/auth/person/language';

/** A fetch that answers the login page's calls; the account is Dutch until a PUT says otherwise. */
function stubFetch({ refuse = false } = {}) {
  let language: 'nl' | 'fr' = 'nl';
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url.startsWith('/api/templates/pages/public/')) return json({ title: '', content: '<p>Intro</p>' });
    if (url === LOGIN) return refuse ? json({ errorcode: 'LOGIN_FAILED', usererror: '' }, 401) : json(person(language));
    if (url === LANGUAGE) {
      language = JSON.parse(String(init?.body)).language;
      return json(person(language));
    }
    throw new Error(`unexpected call ${url}`);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the login page speaks the chosen language', () => {
  it('starts in the browser’s language: French when French comes first, with Nederlands / Français to choose', async () => {
    browserLanguages(['fr-BE', 'nl']);
    stubFetch();
    render(<LoginPage navigate={vi.fn()} />);
    expect(await screen.findByLabelText("Nom d'utilisateur")).toBeTruthy();
    const picker = screen.getByRole('group', { name: 'Taal / Langue' });
    expect(picker.textContent).toBe('NederlandsFrançais');
    expect(screen.getByRole('button', { name: 'Français' }).getAttribute('aria-pressed')).toBe('true');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('starts in Dutch for any other browser, and switches at a click, remembered for the next visit', async () => {
    browserLanguages(['nl-BE', 'fr']);
    stubFetch();
    render(<LoginPage navigate={vi.fn()} />);
    expect(screen.getByLabelText('Gebruikersnaam')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByLabelText("Nom d'utilisateur")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(localStorage.getItem('ovd.language')).toBe('fr');
    // An empty form is refused in the page's language.
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toContain(fr.errorMessages.LOGIN_FAILED);
    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    expect(await screen.findByLabelText('Gebruikersnaam')).toBeTruthy();
    expect(localStorage.getItem('ovd.language')).toBe('nl');
  });

  it('saves a language chosen on the page to a Dutch account at login, and goes on with the saved person', async () => {
    browserLanguages(['nl-BE']);
    const fetch = stubFetch();
    const navigate = vi.fn();
    render(<LoginPage navigate={navigate} />);
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    fireEvent.change(await screen.findByLabelText("Nom d'utilisateur"), { target: { value: 'N1001' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Dierenarts1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]![1]).toMatchObject({ language: 'fr' });
    expect(fetch.mock.calls.filter(([url]) => url === LANGUAGE)).toHaveLength(1);
  });

  it('leaves the account’s language alone when nothing was chosen on this visit (a browser shared by several people)', async () => {
    localStorage.setItem('ovd.language', 'fr');
    const fetch = stubFetch();
    const navigate = vi.fn();
    render(<LoginPage navigate={navigate} />);
    fireEvent.change(await screen.findByLabelText("Nom d'utilisateur"), { target: { value: 'N1001' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Dierenarts1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(navigate.mock.calls[0]![1]).toMatchObject({ language: 'nl' });
    expect(fetch.mock.calls.filter(([url]) => url === LANGUAGE)).toHaveLength(0);
    // The account's language is what this browser shows next time.
    expect(localStorage.getItem('ovd.language')).toBe('nl');
  });
});

describe('the app’s translations switch language', () => {
  it('loads French when asked and speaks it, and back to Dutch', async () => {
    const i18n = createI18nProvider('nl');
    expect(i18n.translate('ra.action.save')).toBe('Opslaan');
    await i18n.changeLocale('fr');
    expect(i18n.getLocale()).toBe('fr');
    expect(i18n.translate('ra.action.save')).toBe('Enregistrer');
    expect(i18n.getLocales?.().map((l) => l.name)).toEqual(['Nederlands', 'Français']);
    await i18n.changeLocale('nl');
    expect(i18n.translate('ra.action.save')).toBe('Opslaan');
  });

  it('keeps the last choice when French is still loading', async () => {
    const i18n = createI18nProvider('nl');
    const toFrench = i18n.changeLocale('fr');
    const back = i18n.changeLocale('nl');
    await Promise.all([toFrench, back]);
    expect(i18n.getLocale()).toBe('nl');
    expect(i18n.translate('ra.action.save')).toBe('Opslaan');
  });
});

describe('the API hears the chosen language', () => {
  it('sends the login page’s language with the login, so an anonymous refusal comes in it', async () => {
    localStorage.setItem('ovd.language', 'fr');
    const fetch = stubFetch({ refuse: true });
    render(<LoginPage navigate={vi.fn()} />);
    fireEvent.change(await screen.findByLabelText("Nom d'utilisateur"), { target: { value: 'N1001' } });
    fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'fout' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toContain(fr.errorMessages.LOGIN_FAILED);
    const login = fetch.mock.calls.find(([url]) => url === LOGIN)!;
    expect(new Headers(login[1]!.headers).get('Accept-Language')).toBe('fr');
  });
});
