import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, fakeDataProvider, json } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path === '/mails').map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SENDING = { paused: false, since: null, reason: null, by: null };
// 22:15 UTC on 2 March is 23:15 in Brussels (CET).
const RESTORED = { paused: true, since: '2026-03-02T22:15:00.000Z', reason: 'restore', by: 'npm run restore' };

/** The mail queue at /mails for the secretariat, with the server's sending switch behind fetch. */
function renderQueue(initial: object) {
  let state = initial;
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url !== '/api/mails/versturen') return json({ items: [] });
    if (init?.method === 'PUT') {
      const { paused } = JSON.parse(String(init.body));
      state = paused ? { paused: true, since: '2026-07-01T08:09:00.000Z', reason: 'manual', by: 'Sofie Secretariaat' } : SENDING;
    }
    return json(state);
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <MemoryRouter initialEntries={['/mails']}>
      <AdminContext dataProvider={fakeDataProvider()} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>{declaredRoutes()}</Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return fetchMock;
}

const puts = (fetchMock: ReturnType<typeof renderQueue>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === '/api/mails/versturen' && init?.method === 'PUT');

describe('the mail queue’s sending switch', () => {
  it('shows a restored copy’s pause with its time, and resumes only after confirmation', async () => {
    const fetchMock = renderQueue(RESTORED);
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(
      'Het versturen van mails is gepauzeerd sinds 02/03/2026 23:15 (herstelde back-up). Nieuwe mails blijven in de wachtrij tot u het versturen hervat.',
    );
    fireEvent.click(within(banner).getByRole('button', { name: 'Versturen hervatten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versturen van mails hervatten?' });
    expect(puts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Versturen hervatten' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]![1]).toMatchObject({ body: '{"paused":false}' });
    await screen.findByText('Het versturen van mails is hervat.');
    await waitFor(() => expect(screen.queryByText(/gepauzeerd sinds/)).toBeNull());
    screen.getByRole('button', { name: 'Versturen pauzeren' });
  });

  it('lets the secretariat pause, after confirmation, and then says who paused since when', async () => {
    const fetchMock = renderQueue(SENDING);
    fireEvent.click(await screen.findByRole('button', { name: 'Versturen pauzeren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Versturen van mails pauzeren?' });
    within(dialog).getByText(/nieuwe mails blijven in de wachtrij tot u het versturen hervat/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(fetchMock)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Versturen pauzeren' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Versturen pauzeren' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0]![1]).toMatchObject({ body: '{"paused":true}' });
    await screen.findByText(/gepauzeerd sinds 01\/07\/2026 10:09 \(door Sofie Secretariaat\)/);
  });
});
