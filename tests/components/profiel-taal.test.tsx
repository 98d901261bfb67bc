import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCurrentPerson } from '../../src/authProvider';
import { createI18nProvider } from '../../src/i18n';
import ProfilePage from '../../src/pages/profile/ProfilePage';
import { LanguageSync } from '../../src/shared/layout/LanguageSync';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The secretariat's account, Dutch until the profile's choice is saved; `refuse` answers the PUT with a 400. */
function stubApi({ refuse = false } = {}) {
  let language: 'nl' | 'fr' = 'nl';
  const person = () => ({
    id: 2,
    userid: 2,
    username: 'secretariaat',
    firstname: 'Sofie',
    lastname: 'Wouters',
    displayname: 'Sofie Wouters',
    email: 'sec@example.org',
    roles: ['SECRETARIAAT'] as 'SECRETARIAAT'[],
    legalEntityId: null,
    cursusType: null,
    kennisname: true,
    language,
  });
  setCurrentPerson(person());
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/crm/user/secretariaat')
      return json({
        id: 2,
        username: 'secretariaat',
        firstname: 'Sofie',
        lastname: 'Wouters',
        email: 'sec@example.org',
        telephone: null,
        roles: ['SECRETARIAAT'],
      });
    if (url === '/api/auth/person/language' && init?.method === 'PUT') {
      if (refuse) return json({ errorcode: 'VALIDATION_ERROR', usererror: 'Niet bewaard.', fields: { language: 'x' } }, 400);
      language = JSON.parse(String(init.body)).language;
      return json(person());
    }
    if (url === '/api/auth/person') return json(person());
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderProfile() {
  const page = (
    <AdminContext i18nProvider={createI18nProvider('nl')}>
      <LanguageSync />
      <ProfilePage />
    </AdminContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/profiel'] })} />);
}

describe('the own language on /profiel', () => {
  it('offers Nederlands / Français, saves the choice and the screen follows in French', async () => {
    const fetchMock = stubApi();
    renderProfile();
    const group = await screen.findByRole('radiogroup', { name: 'Taal / Langue' }, { timeout: 10_000 });
    expect((screen.getByRole('radio', { name: 'Nederlands' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Données personnelles' }, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Français' }) as HTMLInputElement).checked).toBe(true);
    expect(group).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(([url]) => url === '/api/auth/person/language');
    expect(puts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ language: 'fr' }]);
    expect(localStorage.getItem('ovd.language')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('keeps the language when the server refuses the change', async () => {
    stubApi({ refuse: true });
    renderProfile();
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }, { timeout: 10_000 }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Nederlands' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeTruthy();
  });
});
