import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n';
import BoardTab from '../../src/resources/verkiezingen/BoardTab';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';

afterEach(cleanup);

const DAY = 86_400_000;
const election = {
  id: 2,
  title: 'Verkiezing provinciale raad Oost-Vlaanderen',
  starttime: new Date(Date.now() - 20 * DAY).toISOString(),
  endtime: new Date(Date.now() - 2 * DAY).toISOString(),
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
  fingerprint: 'ab'.repeat(32),
};
const hex = (n: number) => n.toString(16).padStart(64, '0');
/** 120 ballots over two days, the first three sealed by the server (cast before the browser sealed). */
const entries = Array.from({ length: 120 }, (_, i) => ({
  seq: i + 1,
  tracker: hex(0xabc000 + i),
  day: i < 60 ? '2026-11-19' : '2026-11-20',
  serverSealed: i < 3,
  hash: hex(0xdef000 + i),
}));
const head = { seq: 120, hash: entries.at(-1)!.hash };

function renderBoard(role = 'DIERENARTS', closedHead: string | null = head.hash) {
  const board = fn((_id: unknown, { after = 0, size = 50, tracker }: { after?: number; size?: number; tracker?: string } = {}) =>
    Promise.resolve({
      election: { id: 2, title: election.title, fingerprint: election.fingerprint, open: false },
      head,
      voters: 121,
      serverSealed: 3,
      audited: 2,
      closedHead,
      entries: entries.filter((e) => e.seq > after).slice(0, size),
      ...(tracker ? { found: entries.find((e) => e.tracker === tracker) ?? null } : {}),
    }),
  );
  const provider = fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: election })), board });
  render(
    <MemoryRouter initialEntries={['/verkiezingen/2/stembord']}>
      <AdminContext dataProvider={provider} authProvider={authAs(role)} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/verkiezingen/:id/stembord" element={<BoardTab />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return board;
}

const caption = () => screen.getByRole('table').querySelector('caption')!.textContent;

describe('the board tab', () => {
  it('shows the counts side by side, the head and the head announced at the close', async () => {
    renderBoard();
    await screen.findByRole('heading', { name: 'Stembord', level: 2 });
    expect(screen.getByTestId('board-voters').textContent).toBe('121');
    expect(screen.getByTestId('board-ballots').textContent).toBe('120');
    expect(screen.getByTestId('board-server-sealed').textContent).toBe('3');
    expect(screen.getByTestId('board-audited').textContent).toBe('2');
    screen.getByText('Laatste regel: nr. 120');
    expect(screen.getByTestId('board-head').textContent).toBe(head.hash);
    expect(screen.getByTestId('board-closed-head').textContent).toBe(head.hash);
    screen.getByText('De kop van het bord is dezelfde als de kop die bij de sluiting werd aangekondigd.');
    expect(screen.getByRole('link', { name: 'Stembord downloaden (JSON)' }).getAttribute('href')).toBe('/api/verkiezingen/2/bord/download');
  });

  it('warns when the head differs from the one announced at the close', async () => {
    renderBoard('SECRETARIAAT', 'f'.repeat(64));
    await screen.findByText('Opgelet: de kop van het bord verschilt van de kop die bij de sluiting werd aangekondigd.');
  });

  it('pages the entries 50 at a time by the last place seen, forward and back, with the day as dd/MM/yyyy', async () => {
    const board = renderBoard();
    await screen.findByRole('table');
    expect(caption()).toBe('Regels 1 tot 50 van 120');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(51);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', entries[0]!.tracker, '19/11/2026', 'de server']);
    expect(within(rows[4]!).getAllByRole('cell').at(-1)!.textContent).toBe('de browser van de kiezer');
    expect(within(rows[1]!).getAllByRole('cell')[1]!.getAttribute('translate')).toBe('no');
    expect(screen.getByRole('button', { name: 'Vorige' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByText('Regels 51 tot 100 van 120');
    expect(board).toHaveBeenCalledWith('2', { after: 50, size: 50 });
    expect(document.activeElement).toBe(screen.getByRole('table'));
    expect(screen.getAllByRole('cell', { name: '20/11/2026' })).toHaveLength(40);
    fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));
    await screen.findByText('Regels 101 tot 120 van 120');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByRole('button', { name: 'Volgende' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Vorige' }));
    await screen.findByText('Regels 51 tot 100 van 120');
  });

  it('finds a voter’s own tracker and says on which day it was accepted, or that it is not there', async () => {
    const board = renderBoard();
    const field = await screen.findByLabelText('Ontvangstcode');
    // Pasted with capitals and spaces, as from a note.
    fireEvent.change(field, { target: { value: ` ${entries[6]!.tracker.toUpperCase().replace(/(.{16})/g, '$1 ')} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByText('Uw stembiljet staat op het bord als nr. 7, aanvaard op 19/11/2026.');
    expect(board).toHaveBeenCalledWith('2', { size: 1, tracker: entries[6]!.tracker });

    fireEvent.change(field, { target: { value: '9'.repeat(64) } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByText(/^Er staat geen stembiljet met deze ontvangstcode op het bord\./);

    fireEvent.change(field, { target: { value: 'GEEN-ECHTE-CODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zoeken' }));
    await screen.findByText('Een ontvangstcode bestaat uit 64 tekens: cijfers en de letters a tot f.');
  });
});
