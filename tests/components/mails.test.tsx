// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import { MailDialog } from '../../src/resources/mails/MailDialog';
import MailList from '../../src/resources/mails/MailList';
import { MailStatusChart } from '../../src/resources/mails/MailStatusChart';
import type { Mail } from '../../src/resources/mails/types';
import { fakeDataProvider, fn, json } from '../helpers/admin';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});



const mail: Mail = {
  id: 9,
  idmail: 9,
  recipient: 'jan.peeters@example.be',
  status: 'ERROR',
  // 13:00 UTC is 14:00 in Brussels in March (CET).
  creationdate: '2026-03-05T13:00:00Z',
  template: 'WACHTWOORD_RESET',
  description: 'Wachtwoord opnieuw instellen',
  attempts: 3,
  processed_at: null,
  message_id: null,
};


/** fetch as the mail screens see it: a mail's parameters and log, and the queue counters. */
function stubMailApi() {
  const fetchMock = vi.fn(async (url: string) => {
    if (url === '/api/mails/9/params') return json({ items: [{ name: 'voornaam', value: 'Jan' }, { name: 'link', value: 'https://portaal.example/token/abc' }] });
    if (url === '/api/mails/9/logs') {
      return json({
        items: [
          { id: 1, at: '2026-03-05T13:04:05Z', status: 'RETRY', message: 'Verbinding geweigerd' },
          { id: 2, at: '2026-07-01T08:09:07Z', status: 'ERROR', message: 'Time-out' },
        ],
      });
    }
    if (url === '/api/mails/stats') return json({ NEW: 3, STOP: 1, PROCESSED: 1250, ERROR: 2 });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('MailDialog', () => {
  it('shows the mail, its parameters and its log with Dutch dates, and saves a new status', async () => {
    stubMailApi();
    const dataProvider = fakeDataProvider();
    const onClose = vi.fn();
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <MailDialog mail={mail} onClose={onClose} />
        <Notification />
      </AdminContext>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Mail aan jan.peeters@example.be' });
    expect(within(dialog).getByText('Wachtwoord opnieuw instellen (WACHTWOORD_RESET)')).toBeTruthy();
    expect(within(dialog).getByText('05/03/2026 14:00')).toBeTruthy();
    expect(within(dialog).getByText(/terug op "Nieuw" gezet/)).toBeTruthy();

    const params = await within(dialog).findByRole('table', { name: 'Parameters' });
    expect(within(params).getByRole('row', { name: 'voornaam Jan' })).toBeTruthy();
    expect(within(params).getByText('https://portaal.example/token/abc')).toBeTruthy();

    const log = await within(dialog).findByRole('table', { name: 'Verzendlogboek' });
    const rows = within(log).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // Brussels time with seconds: CET in March, CEST in July.
    expect(within(rows[0]!).getByText('05/03/2026 14:04:05')).toBeTruthy();
    expect(within(rows[0]!).getByText('Nieuwe poging')).toBeTruthy();
    expect(within(rows[0]!).getByText('Verbinding geweigerd')).toBeTruthy();
    expect(within(rows[1]!).getByText('01/07/2026 10:09:07')).toBeTruthy();
    expect(within(rows[1]!).getByText('Fout')).toBeTruthy();

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Status/ }));
    const options = await screen.findByRole('listbox');
    expect(within(options).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nieuw', 'Gestopt', 'Verwerkt', 'Fout']);
    fireEvent.click(within(options).getByRole('option', { name: 'Nieuw' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Opslaan' }));

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    expect(dataProvider.update).toHaveBeenCalledWith('mails', expect.objectContaining({ id: 9, data: { status: 'NEW' } }));
    expect(await screen.findByText('De wijzigingen werden opgeslagen.')).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('MailStatusChart', () => {
  it('shows the four statuses in Dutch with their numbers', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <MailStatusChart stats={{ NEW: 3, STOP: 1, PROCESSED: 1250, ERROR: 2 }} />
      </AdminContext>,
    );
    expect(screen.getByRole('heading', { name: 'Mails per status' })).toBeTruthy();
    const bars = screen.getAllByRole('button');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual(['Nieuw: 3', 'Gestopt: 1', 'Verwerkt: 1.250', 'Fout: 2']);
    expect(screen.getByText('Totaal: 1.256')).toBeTruthy();
    // The largest count fills its bar; the others are their share of it.
    expect(getComputedStyle(screen.getByTestId('bar-PROCESSED')).width).toBe('100%');
    expect(getComputedStyle(screen.getByTestId('bar-NEW')).width).toBe('0.24%');
  });
});

describe('MailList', () => {
  it('shows the queue newest first with the counters, filters on a status and opens a mail', async () => {
    const fetchMock = stubMailApi();
    const processed: Mail = { ...mail, id: 10, idmail: 10, status: 'PROCESSED', recipient: 'an.maes@example.be', attempts: 1, creationdate: '2026-03-06T09:30:00Z' };
    const dataProvider = fakeDataProvider({ getList: fn(() => Promise.resolve({ data: [processed, mail], total: 2 })) });
    render(
      <MemoryRouter initialEntries={['/mails']}>
        <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
          <MailList />
          <Notification />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('an.maes@example.be')).toBeTruthy();
    expect(screen.getByText('06/03/2026 10:30')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Pogingen' })).toBeTruthy();
    expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ pagination: { page: 1, perPage: 25 } }));
    expect(await screen.findByRole('button', { name: 'Verwerkt: 1.250' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/mails/stats', expect.anything());

    fireEvent.click(screen.getByRole('button', { name: 'Fout: 2' }));
    await waitFor(() => expect(dataProvider.getList).toHaveBeenCalledWith('mails', expect.objectContaining({ filter: { status: 'ERROR' } })));

    fireEvent.click(screen.getByText('jan.peeters@example.be'));
    const dialog = await screen.findByRole('dialog', { name: 'Mail aan jan.peeters@example.be' });
    expect(await within(dialog).findByText('Verbinding geweigerd')).toBeTruthy();
  });
});
