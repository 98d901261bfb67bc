import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nlMessages } from '../../src/i18n/nl';
import '../../src/shared/declared/registry';
import { declaredRoutes, declaredScreens } from '../../src/shared/declared/screens';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';

const i18nProvider = polyglotI18nProvider(() => nlMessages, 'nl', [], { allowMissing: false });

// The screens load lazily in the app; loaded here first, a route draws at once.
beforeAll(() => Promise.all(declaredScreens.filter(([path]) => path === '/mails').map(([, s]) => s.preload())));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const mail = {
  id: 9,
  idmail: 9,
  recipient: 'jan.peeters@example.be',
  status: 'ERROR',
  // 13:00 UTC is 14:00 in Brussels in March (CET).
  creationdate: '2026-03-05T13:00:00Z',
  idmailtemplate: 5,
  template: 'WACHTWOORD_RESET',
  description: 'Wachtwoord opnieuw instellen',
  attempts: 3,
  processed_at: null,
  message_id: null,
};
const processed = { ...mail, id: 10, idmail: 10, status: 'PROCESSED', recipient: 'an.maes@example.be', attempts: 1, creationdate: '2026-03-06T09:30:00Z' };
const ROWS: Record<string, object[]> = {
  mails: [processed, mail],
  mailparams: [
    { id: 1, idmail: 9, name: 'voornaam', value: 'Jan' },
    { id: 2, idmail: 9, name: 'link', value: 'https://portaal.example/token/***' },
  ],
  maillogs: [
    { id: 1, idmail: 9, at: '2026-03-05T13:04:05Z', status: 'RETRY', message: 'Verbinding geweigerd' },
    // CEST in July: 08:09 UTC is 10:09 in Brussels.
    { id: 2, idmail: 9, at: '2026-07-01T08:09:07Z', status: 'ERROR', message: 'Time-out' },
  ],
};

/** fetch for the calls beside the CRUD ones: the counts per state and the decision (POST /mails/{id}). */
function stubMailApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === '/api/mails/stats')
      return json({
        items: [
          { state: 'NEW', count: 3 },
          { state: 'STOP', count: 1 },
          { state: 'PROCESSED', count: 1250 },
          { state: 'ERROR', count: 2 },
        ],
      });
    if (url === '/api/mails/9' && init?.method === 'POST') return json({ ...mail, ...JSON.parse(String(init.body)) });
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const Address = () => <output data-testid="address">{useLocation().search}</output>;

/** The mail queue at /mails, as the app routes it, for the secretariat. */
function renderQueue() {
  const fetchMock = stubMailApi();
  const dataProvider = fakeDataProvider({
    getList: fn((resource: string) => Promise.resolve({ data: ROWS[resource] ?? [], total: (ROWS[resource] ?? []).length })),
  });
  render(
    <MemoryRouter initialEntries={['/mails']}>
      <AdminContext dataProvider={dataProvider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>{declaredRoutes()}</Routes>
        <Address />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { dataProvider, fetchMock };
}

const statsCalls = (fetchMock: ReturnType<typeof stubMailApi>) => fetchMock.mock.calls.filter(([url]) => url === '/api/mails/stats').length;

describe('the mail queue', () => {
  it('lists the mails newest first with the counts per state, and filters on a status', async () => {
    const { dataProvider } = renderQueue();
    const row = (await screen.findByText('an.maes@example.be')).closest('tr')!;
    within(row).getByText('06/03/2026 10:30');
    within(row).getByText('Verwerkt');
    screen.getByRole('columnheader', { name: /Pogingen/ });
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'mails',
      expect.objectContaining({ pagination: { page: 1, perPage: 25 }, sort: { field: 'creationdate', order: 'DESC' } }),
    );

    // The chart: a bar per state in Dutch with its count, the total beside the title.
    const chart = screen.getByRole('region', { name: 'Aantal per status' });
    await within(chart).findByRole('button', { name: 'Verwerkt 1.250' });
    within(chart).getByText('1.256 in totaal');
    fireEvent.click(within(chart).getByRole('button', { name: 'Fout 2' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ filter: { status: 'ERROR' } })));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?status=ERROR'));

    // The status filter, always shown.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Gestopt' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ filter: { status: 'STOP' } })));
  });

  it('reads the queue and its counts again every 5 seconds while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { dataProvider, fetchMock } = renderQueue();
    await screen.findByText('an.maes@example.be');
    screen.getByText('Deze lijst wordt elke 5 seconden vernieuwd.');
    await waitFor(() => expect(statsCalls(fetchMock)).toBeGreaterThan(0));
    const lists = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'mails').length;
    const stats = statsCalls(fetchMock);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() => expect(dataProvider.getList.mock.calls.filter(([resource]) => resource === 'mails').length).toBeGreaterThan(lists));
    await waitFor(() => expect(statsCalls(fetchMock)).toBeGreaterThan(stats));
  });

  it('opens a mail with its values, parameters and log in Dutch, and sets a new status with the decide call', async () => {
    const { dataProvider, fetchMock } = renderQueue();
    fireEvent.click(await screen.findByText('jan.peeters@example.be'));
    const dialog = await screen.findByRole('dialog', { name: 'Mail „jan.peeters@example.be"' });
    within(dialog).getByText('Wachtwoord opnieuw instellen');
    within(dialog).getByText('WACHTWOORD_RESET');
    within(dialog).getByText('05/03/2026 14:00');

    const params = within(dialog).getByRole('region', { name: 'Parameters' });
    await within(params).findByRole('row', { name: 'voornaam Jan' });
    // A parameter's name is the code the template uses ({{voornaam}}): shown as code, never translated.
    const code = within(params).getByText('voornaam');
    expect(code.tagName).toBe('CODE');
    expect(code.getAttribute('translate')).toBe('no');
    expect(dataProvider.getList).toHaveBeenCalledWith('mailparams', expect.objectContaining({ filter: { idmail: 9 } }));

    const log = within(dialog).getByRole('region', { name: 'Verzendlogboek' });
    await within(log).findByText('Verbinding geweigerd');
    const [first, second] = within(log).getAllByRole('row').slice(1);
    within(first!).getByText('05/03/2026 14:04');
    within(first!).getByText('Nieuwe poging');
    within(second!).getByText('01/07/2026 10:09');
    within(second!).getByText('Fout');

    // Only the moves from its state: a failed mail can go anywhere but to "Fout".
    within(dialog).getByText('Een mail die terug op "Nieuw" gezet wordt, komt opnieuw in de wachtrij en wordt opnieuw verstuurd.');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Nieuwe status' }));
    const options = await screen.findByRole('listbox');
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Nieuw', 'Gestopt', 'Verwerkt']);
    fireEvent.click(within(options).getByRole('option', { name: 'Nieuw' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Beslissen' }));
    await waitFor(() => expect(dataProvider.runAction).toHaveBeenCalledWith('mails', 9, 'opnieuw', {}));
    expect(fetchMock).toHaveBeenCalledWith('/api/mails/9', expect.objectContaining({ method: 'POST', body: '{"status":"NEW"}' }));
    await screen.findByText('De wijzigingen werden opgeslagen.');
    // Decided, the mail's dialog closes (it would show its old state) and the queue is read again.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(dataProvider.getList.mock.calls.filter(([resource]) => resource === 'mails').length).toBeGreaterThan(1));
  });
});
