import { useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
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

function renderProfile(beside?: ReactNode) {
  const page = (
    <AdminContext i18nProvider={createI18nProvider('nl')}>
      <LanguageSync />
      {beside}
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

  it('asks the server again for what it said in the old language, however long it would have kept it', async () => {
    stubApi();
    let reads = 0;
    // Data the server says in the reader's language (the agenda, a codelist), kept as long as it likes.
    function Spoken() {
      const { data } = useQuery({
        queryKey: ['cursusagenda', 'fiche', 1],
        queryFn: async () => {
          reads += 1;
          return reads;
        },
        staleTime: Number.POSITIVE_INFINITY,
      });
      return <p>{`gelezen ${data ?? 0}`}</p>;
    }
    renderProfile(<Spoken />);
    await screen.findByText('gelezen 1', undefined, { timeout: 10_000 });
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }, { timeout: 10_000 }));
    expect(await screen.findByText('gelezen 2', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('keeps the language when the server refuses the change', async () => {
    stubApi({ refuse: true });
    renderProfile();
    fireEvent.click(await screen.findByRole('radio', { name: 'Français' }, { timeout: 10_000 }));
    await waitFor(() => expect((screen.getByRole('radio', { name: 'Nederlands' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('heading', { name: 'Persoonlijke gegevens' })).toBeTruthy();
  });
});
