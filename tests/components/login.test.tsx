import fs from 'node:fs';
import path from 'node:path';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages, successMessages } from '../../domain/texts/errors.nl';
import { rememberPath } from '../../src/authProvider/session';
import { LoginPage, MESSAGE_MS } from '../../src/pages/login/LoginPage';
import { sendLoginMessage } from '../../src/pages/login/loginMessage';
import { json } from '../helpers/admin';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Answer = (init: RequestInit | undefined) => Response;
/** A fetch that answers the login page's calls by path (test double); LOGIN_INTRO always answers. */
function stubFetch(routes: Record<string, Answer> = {}) {
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/templates/pages/public/LOGIN_INTRO?language=nl') return json({ title: 'Aanmelden', content: '<p>Welkom op het ledenportaal</p>' });
    const answer = routes[url];
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const person = (username: string, roles: string[]) => ({
  id: 1,
  userid: 1,
  username,
  firstname: 'Jan',
  lastname: 'Peeters',
  displayname: 'Jan Peeters',
  email: 'jan@example.org',
  roles,
  legalEntityId: null,
  cursusType: null,
  kennisname: true,
});

function renderPage() {
  const navigate = vi.fn<(path: string, person: unknown) => void>();
  render(<LoginPage navigate={navigate} />);
  return { navigate };
}

const fillIn = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText('Gebruikersnaam'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Wachtwoord', { exact: true }), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Aanmelden' }));
const LOGIN = '/api/auth/person/j_security_check';

describe('LoginPage (light, without react-admin)', () => {
  it('shows the LOGIN_INTRO template and labelled fields', async () => {
    stubFetch();
    renderPage();
    await screen.findByText('Welkom op het ledenportaal');
    screen.getByRole('heading', { name: 'Ledenportaal Orde der Dierenartsen' });
    const username = screen.getByLabelText('Gebruikersnaam') as HTMLInputElement;
    expect(username.autocomplete).toBe('username');
    expect(username.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Dierenartsen: uw ordenummer').id).toBe(username.getAttribute('aria-describedby'));
    expect((screen.getByLabelText('Wachtwoord', { exact: true }) as HTMLInputElement).type).toBe('password');
  });

  it('shows the introduction in the language chosen on the page', async () => {
    localStorage.clear();
    const fetch = stubFetch({
      '/api/templates/pages/public/LOGIN_INTRO?language=fr': () => json({ title: 'Bienvenue', content: '<p>Bienvenue sur le portail des membres</p>' }),
    });
    renderPage();
    await screen.findByText('Welkom op het ledenportaal');
    fireEvent.click(screen.getByRole('button', { name: 'Français' }));
    await screen.findByText('Bienvenue sur le portail des membres');
    expect(screen.queryByText('Welkom op het ledenportaal')).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/templates/pages/public/LOGIN_INTRO?language=fr', expect.anything());
    localStorage.clear();
  });

  it('links a new provider to the registration wizard', () => {
    stubFetch();
    renderPage();
    const link = screen.getByRole('link', { name: 'Registreren als opleidingsverstrekker' });
    expect(link.getAttribute('href')).toBe('/register');
  });

  it('refuses an empty submit with LOGIN_FAILED, without calling the server', async () => {
    const fetch = stubFetch();
    const { navigate } = renderPage();
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(errorMessages.LOGIN_FAILED);
    fillIn('N1001', '');
    submit();
    expect(screen.getByRole('alert').textContent).toContain(errorMessages.LOGIN_FAILED);
    expect(fetch.mock.calls.some(([url]) => String(url) === LOGIN)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('logs in form-encoded and goes to the landing page of the role', async () => {
    const fetch = stubFetch({ [LOGIN]: () => json(person('N1001', ['DIERENARTS'])) });
    const { navigate } = renderPage();
    fillIn(' N1001 ', 'Dierenarts1');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dierenarts/N1001/adressen', expect.objectContaining({ roles: expect.any(Array) })));
    const init = fetch.mock.calls.find(([url]) => String(url) === LOGIN)![1]!;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('j_username=N1001&j_password=Dierenarts1');
  });

  it('goes back to a remembered deep link the role may open, else to the landing page', async () => {
    stubFetch({ [LOGIN]: () => json(person('secretariaat', ['SECRETARIAAT'])) });
    rememberPath('/profiel?tab=1');
    const first = renderPage();
    fillIn('secretariaat', 'Secretariaat1');
    submit();
    await waitFor(() => expect(first.navigate).toHaveBeenCalledWith('/profiel?tab=1', expect.objectContaining({ roles: expect.any(Array) })));
    cleanup();

    stubFetch({ [LOGIN]: () => json(person('N1001', ['DIERENARTS'])) });
    rememberPath('/codelijsten');
    const second = renderPage();
    fillIn('N1001', 'Dierenarts1');
    submit();
    await waitFor(() => expect(second.navigate).toHaveBeenCalledWith('/dierenarts/N1001/adressen', expect.objectContaining({ roles: expect.any(Array) })));
  });

  it('remembers the page react-admin sent the visitor from (router state)', async () => {
    stubFetch({ [LOGIN]: () => json(person('secretariaat', ['SECRETARIAAT'])) });
    window.history.replaceState({ usr: { nextPathname: '/codelijsten', nextSearch: '?page=2' }, key: 'x', idx: 0 }, '');
    const { navigate } = renderPage();
    fillIn('secretariaat', 'Secretariaat1');
    submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/codelijsten?page=2', expect.objectContaining({ roles: expect.any(Array) })));
    window.history.replaceState(null, '');
  });

  it.each([
    [401, { errorcode: 'LOGIN_FAILED' }, errorMessages.LOGIN_FAILED],
    [403, { errorcode: 'USER_NO_ROLES' }, errorMessages.USER_NO_ROLES],
    [429, { errorcode: 'LOGIN_THROTTLED' }, errorMessages.LOGIN_THROTTLED],
    [503, { errorcode: 'SERVICE_UNAVAILABLE' }, errorMessages.SERVICE_UNAVAILABLE],
  ])('a %i answer shows its Dutch message and stays on the page', async (status, body, text) => {
    stubFetch({ [LOGIN]: () => json(body, status) });
    const { navigate } = renderPage();
    fillIn('N1001', 'verkeerd');
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain(text);
    expect(navigate).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Aanmelden' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('forgot password: an empty username shows USERNAME_EMPTY in the dialog, a filled one sends the link', async () => {
    const fetch = stubFetch({ '/api/crm/user/resetpass/N1004': () => json({ code: 'RESETPASS_MAIL_SENDED' }) });
    renderPage();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    const dialog = screen.getByRole('dialog', { name: 'Wachtwoord vergeten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link versturen' }));
    within(dialog).getByText(errorMessages.USERNAME_EMPTY);
    expect(within(dialog).getByLabelText('Gebruikersnaam').getAttribute('aria-invalid')).toBe('true');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('resetpass'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Gebruikersnaam'), { target: { value: 'N1004' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link versturen' }));
    expect((await screen.findByRole('status')).textContent).toContain(successMessages.RESETPASS_MAIL_SENDED);
    expect(screen.queryByRole('dialog')).toBeNull();
    const [, init] = fetch.mock.calls.find(([url]) => String(url).includes('resetpass'))!;
    expect(init?.method).toBe('POST');
  });

  it('forgot password: the dialog starts with the typed username and Annuleren closes it', () => {
    stubFetch();
    renderPage();
    fireEvent.change(screen.getByLabelText('Gebruikersnaam'), { target: { value: 'N1002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wachtwoord vergeten?' }));
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Gebruikersnaam') as HTMLInputElement).value).toBe('N1002');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a message left by another page once, and hides it after 10 seconds', () => {
    vi.useFakeTimers();
    stubFetch();
    sendLoginMessage(successMessages.PASSWORD_CHANGED, 'success');
    renderPage();
    expect(screen.getByRole('status').textContent).toContain(successMessages.PASSWORD_CHANGED);
    expect(sessionStorage.getItem('ovd.loginMessage')).toBeNull();
    act(() => vi.advanceTimersByTime(MESSAGE_MS - 100));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows an error left by the app (401, unreachable) as an alert', () => {
    stubFetch();
    sendLoginMessage(errorMessages.LOGIN_MESSAGE);
    renderPage();
    expect(screen.getByRole('alert').textContent).toContain(errorMessages.LOGIN_MESSAGE);
  });
});

/**
 * DESIGN §5: the entry (src/main.tsx) statically imports only React, ReactDOM and the light login
 * page; react-admin, MUI, emotion, react-router and react-query come with the dynamic import of the App.
 */
describe('login entry chunk', () => {
  const root = path.resolve(__dirname, '../..');
  const resolve = (from: string, spec: string) => {
    const base = path.resolve(path.dirname(from), spec.split('?')[0]!);
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  };
  /** Value imports only: `import type` is erased; `import(...)` (dynamic) does not match. */
  const staticImports = (source: string) =>
    [...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)[^;]*?\sfrom\s+['"]([^'"]+)['"]/gm), ...source.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1]!,
    );

  it('pulls in no react-admin, MUI or emotion', () => {
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      if (!/\.tsx?$/.test(file)) return;
      for (const spec of staticImports(fs.readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = resolve(file, spec);
          expect(target, `${spec} from ${file}`).toBeTruthy();
          visit(target!);
        } else packages.add(spec);
      }
    };
    visit(path.join(root, 'src/main.tsx'));
    expect([...packages].sort()).toEqual(['react', 'react-dom', 'react-dom/client']);
    expect([...seen].map((f) => path.relative(root, f))).toContain('src/pages/login/LoginPage.tsx');
  });
});
