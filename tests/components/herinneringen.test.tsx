import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import HerinneringenPage from '../../src/pages/herinneringen/HerinneringenPage';
import { i18nProvider } from '../../src/i18n';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

// jsdom lays nothing out: the chart gets a size of its own to draw in.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const occasions = [
  { occasion: 'punten', planned: 3, sent: 10, last: '2026-11-20T06:00:00Z' },
  { occasion: 'stemmen', planned: 2, sent: 0, last: null },
  { occasion: 'vrijstelling', planned: 0, sent: 1, last: '2026-11-19T06:00:00Z' },
  { occasion: 'evaluatie', planned: 0, sent: 0, last: null },
];
const runs = [{ id: 8, at: '2026-11-20T06:00:00Z', scheduled: true, node: 'web-1', counts: { 'punten-30': 2, stemmen: 1 } }];
const lastRun = {
  id: 8,
  total: 3,
  reminded: [
    { occasion: 'punten', recipient: 'N1001', name: 'Pieter Janssens' },
    { occasion: 'stemmen', recipient: 'N1001', name: 'Pieter Janssens' },
    { occasion: 'punten', recipient: 'N1002', name: 'Els Peeters' },
  ],
};

function renderPage() {
  const reminderOverview = fn(() => Promise.resolve({ occasions, runs, members: 4, lastRun }));
  const runReminders = fn(() => Promise.resolve({ code: 'REMINDERS_QUEUED', counts: { 'punten-30': 3, stemmen: 2 } }));
  render(
    <MemoryRouter>
      <AdminContext dataProvider={fakeDataProvider({ reminderOverview, runReminders })} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <HerinneringenPage />
      </AdminContext>
    </MemoryRouter>,
  );
  return { reminderOverview, runReminders };
}

describe('HerinneringenPage', () => {
  it('asks before it mails, naming how many members, and sends nothing when cancelled', async () => {
    const { runReminders, reminderOverview } = renderPage();
    const run = await screen.findByRole('button', { name: 'Nu versturen' });
    await waitFor(() => expect(run.hasAttribute('disabled')).toBe(false));
    fireEvent.click(run);
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText('Er gaan nu herinneringen per mail naar 4 leden die er nog geen kregen.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runReminders).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Nu versturen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nu versturen' }));
    await waitFor(() => expect(runReminders).toHaveBeenCalledTimes(1));
    // The page reads again whom the run reminded.
    await waitFor(() => expect(reminderOverview.mock.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('names whom the last run reminded, by ordenummer, name and occasion', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Herinnerd in de laatste ronde' });
    within(table).getByRole('row', { name: 'N1001 Pieter Janssens Bijscholingspunten' });
    within(table).getByRole('row', { name: 'N1001 Pieter Janssens Stemmen' });
    within(table).getByRole('row', { name: 'N1002 Els Peeters Bijscholingspunten' });
  });
});
