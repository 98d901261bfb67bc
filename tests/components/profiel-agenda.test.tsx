import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../domain/roles';
import { setCurrentPerson } from '../../src/authProvider';
import ProfilePage from '../../src/pages/profile/ProfilePage';
import { i18nProvider } from '../../src/i18n';
import { json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  setCurrentPerson(undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const LINK = 'http://localhost:8080/agenda/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde.ics';

/** The API as the server answers it, with one calendar link that POST replaces and DELETE removes. */
function stubApi(username: string, roles: Role[], link: { createdAt: string } | null) {
  let state = link ? { exists: true, createdAt: link.createdAt } : { exists: false, createdAt: null as string | null };
  const person = {
    id: 7,
    userid: 7,
    username,
    firstname: 'Els',
    lastname: 'Claes',
    displayname: 'Els Claes',
    email: 'els@example.org',
    roles,
    legalEntityId: null,
    cursusType: null,
    kennisname: true,
  };
  setCurrentPerson(person);
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === `/api/crm/user/${username}`)
      return json({ id: 7, username, firstname: 'Els', lastname: 'Claes', email: 'els@example.org', telephone: null, roles });
    if (url === '/api/agenda') {
      if (init?.method === 'POST') {
        state = { exists: true, createdAt: '2026-11-24T15:05:00.000Z' };
        return json({ ...state, url: LINK });
      }
      if (init?.method === 'DELETE') state = { exists: false, createdAt: null };
      return json(state);
    }
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const calls = (fetchMock: ReturnType<typeof stubApi>, method: string) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/agenda' && init?.method === method);

function renderProfile() {
  const page = (
    <AdminContext i18nProvider={i18nProvider}>
      <ProfilePage />
      <Notification autoHideDuration={300} />
    </AdminContext>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/profiel'] })} />);
}

const section = async () => within((await screen.findByRole('heading', { name: 'Agenda' }, { timeout: 10_000 })).closest('section')!);

describe('the calendar link on /profiel', () => {
  it('makes a first link without asking, shows it once with a copy button', async () => {
    const fetchMock = stubApi('N1003', ['DIERENARTS'], null);
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderProfile();
    const agenda = await section();
    agenda.getByText('U heeft nog geen agendalink.');
    // It says what the link shows: the courses put in the agenda too.
    agenda.getByText(/de bijscholingen waarvoor u punten registreerde of die u in uw agenda zette\./);
    expect(agenda.queryByRole('button', { name: 'Link intrekken' })).toBeNull();
    fireEvent.click(agenda.getByRole('button', { name: 'Nieuwe link maken' }));
    const field = (await agenda.findByRole('textbox', { name: 'Uw agendalink' })) as HTMLTextAreaElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
    agenda.getByText(/wordt maar één keer getoond/);
    fireEvent.click(agenda.getByRole('button', { name: 'Link kopiëren' }));
    await waitFor(() => expect(agenda.getByRole('status').textContent).toBe('De link is gekopieerd.'));
    expect(writeText).toHaveBeenCalledWith(LINK);
  });

  it('says since when a link exists without showing it, and asks before replacing it', async () => {
    const fetchMock = stubApi('N1003', ['DIERENARTS'], { createdAt: '2026-03-01T08:30:00.000Z' });
    renderProfile();
    const agenda = await section();
    agenda.getByText(/gemaakt op 01\/03\/2026 09:30/);
    expect(agenda.queryByRole('textbox')).toBeNull();
    fireEvent.click(agenda.getByRole('button', { name: 'Nieuwe link maken' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Nieuwe agendalink maken?');
    within(dialog).getByText(/huidige link stopt dan meteen met werken/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST')).toHaveLength(0);
    fireEvent.click(agenda.getByRole('button', { name: 'Nieuwe link maken' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nieuwe link maken' }));
    expect(((await agenda.findByRole('textbox', { name: 'Uw agendalink' })) as HTMLTextAreaElement).value).toBe(LINK);
    expect(calls(fetchMock, 'POST')).toHaveLength(1);
  });

  it('revokes the link after a confirmation', async () => {
    const fetchMock = stubApi('N1003', ['DIERENARTS'], { createdAt: '2026-03-01T08:30:00.000Z' });
    renderProfile();
    const agenda = await section();
    fireEvent.click(agenda.getByRole('button', { name: 'Link intrekken' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/stopt dan meteen met werken/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link intrekken' }));
    await agenda.findByText('U heeft nog geen agendalink.');
    expect(calls(fetchMock, 'DELETE')).toHaveLength(1);
    await screen.findByText('Uw agendalink werd ingetrokken.');
    expect(agenda.queryByRole('button', { name: 'Link intrekken' })).toBeNull();
  });

  it('is not there for the secretariat, which asks nothing about it', async () => {
    const fetchMock = stubApi('secretariaat', ['SECRETARIAAT'], null);
    renderProfile();
    await screen.findByText('Wachtwoord opnieuw', undefined, { timeout: 10_000 });
    expect(screen.queryByRole('heading', { name: 'Agenda' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/agenda')).toBe(false);
  });
});
