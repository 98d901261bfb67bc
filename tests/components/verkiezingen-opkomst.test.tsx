import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealBallot } from '../../domain/crypto/ballot';
import { cipherOut } from '../../domain/crypto/elgamal';
import { precomputed } from '../../domain/crypto/group';
import { boxSums } from '../../domain/crypto/tally';
import { i18nProvider } from '../../src/i18n';
import ResultsTab from '../../src/resources/verkiezingen/ResultsTab';
import TurnoutTab from '../../src/resources/verkiezingen/TurnoutTab';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';
import { TEST_KEY } from '../helpers/elections';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const running = {
  id: 2,
  title: 'Verkiezing provinciale raad Oost-Vlaanderen',
  starttime: iso(-3 * DAY),
  endtime: iso(11 * DAY),
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
};
const ended = { ...running, id: 3, title: 'Verkiezing Hoge Raad', starttime: '2026-10-01T07:00:00Z', endtime: '2026-10-15T16:00:00Z', numberOfElected: 1 };
const members = Array.from({ length: 30 }, (_, i) => ({ username: `N${3000 + i}`, firstname: 'Els', lastname: `Peeters${String(i).padStart(2, '0')}` }));
const unvoted = fn((_id: unknown, limit: number, offset: number) =>
  Promise.resolve({ items: members.slice(offset, offset + limit), limit, offset, size: members.length }),
);

function renderTab(tab: string, element: ReactElement, election: object, overrides = {}) {
  const provider = fakeDataProvider({ getOne: fn(() => Promise.resolve({ data: election })), unvoted, ...overrides });
  render(
    <MemoryRouter initialEntries={[`/verkiezingen/${(election as { id: number }).id}/${tab}`]}>
      <AdminContext dataProvider={provider} authProvider={authAs('SECRETARIAAT')} i18nProvider={i18nProvider}>
        <Routes>
          <Route path={`/verkiezingen/:id/${tab}`} element={element} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

describe('the turnout', () => {
  const turnout = fn(() =>
    Promise.resolve({
      invited: 40,
      voted: 10,
      perDay: [
        { day: '2026-11-21', votes: 6 },
        { day: '2026-11-22', votes: 4 },
      ],
    }),
  );

  it('gives invited, voted and the share, and the votes per day as a table for screen readers', async () => {
    renderTab('opkomst', <TurnoutTab />, running, { turnout });
    await screen.findByText('10 van 40 uitgenodigde dierenartsen hebben gestemd (25%).');
    const table = screen.getByRole('table', { name: 'Opkomst per dag' });
    within(table).getByRole('row', { name: '21/11/2026 6' });
    within(table).getByRole('row', { name: '22/11/2026 4' });
  });

  it('lists who has not voted 25 a page and sends a reminder after confirming, saying how many were queued', async () => {
    const remindUnvoted = fn(() => Promise.resolve({ count: 30, already: 2 }));
    renderTab('opkomst', <TurnoutTab />, running, { turnout, remindUnvoted });
    await screen.findByText('Peeters00 Els');
    expect(unvoted).toHaveBeenCalledWith('2', 25, 0);
    screen.getByRole('heading', { name: 'Nog niet gestemd (30)' });
    expect(screen.queryByText('Peeters25 Els')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Volgende pagina' }));
    await screen.findByText('Peeters25 Els');

    fireEvent.click(screen.getByRole('button', { name: 'Herinnering sturen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(remindUnvoted).toHaveBeenCalledWith('2'));
    await screen.findByText('30 herinneringen werden in de wachtrij van de mails gezet. 2 leden hadden al een herinnering en kregen er geen tweede.');
  });
});

describe('the results', () => {
  const results = {
    ballots: 12,
    blank: 2,
    voters: 12,
    fingerprint: 'a3f1c9e0b2d4e6f8a3f1c9e0b2d4e6f8a3f1c9e0b2d4e6f8a3f1c9e0b2d4e6f8',
    countedAt: '2026-10-16T08:30:00Z',
    proven: true,
    serverSealed: 1,
    candidates: [
      { id: 11, firstname: 'An', lastname: 'Claes', votes: 7, elected: true },
      { id: 12, firstname: 'Bart', lastname: 'Goossens', votes: 3, elected: false },
    ],
  };

  it('before the end says when the results come, without asking for them', async () => {
    const electionResults = fn(() => Promise.resolve(results));
    renderTab('resultaten', <ResultsTab />, { ...running, endtime: '2030-03-15T16:00:00Z' }, { electionResults });
    await screen.findByText('De resultaten zijn er na het einde van de stemming, op 15/03/2030 17:00.');
    expect(electionResults).not.toHaveBeenCalled();
  });

  it('after the end shows the votes per candidate, the blank votes, the elected and the box’s fingerprint, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderTab('resultaten', <ResultsTab />, ended, { electionResults: fn(() => Promise.resolve(results)) });
    await screen.findByRole('heading', { name: 'Verslag van de verkiezing "Verkiezing Hoge Raad"' });
    // Whoever sent SPEC's array from another program had their ballot sealed by the server, and the report says how many.
    screen.getByText(
      '12 stembiljetten, waarvan 2 blanco. Geteld op 16/10/2026 10:30. 1 stembiljet werd door de server verzegeld uit een lijst kandidaten, niet in de browser van de kiezer.',
    );
    const table = screen.getByRole('table', { name: 'Stemmen per kandidaat' });
    within(table).getByRole('row', { name: 'An Claes 7 Verkozen' });
    within(table).getByRole('row', { name: 'Bart Goossens 3' });
    within(table).getByRole('row', { name: 'Blanco 2' });
    expect(screen.getByTestId('fingerprint').textContent).toBe(results.fingerprint);
    screen.getByText(/GET \/api\/verkiezingen\/3\/stembus/);
    fireEvent.click(screen.getByRole('button', { name: 'Afdrukken' }));
    expect(print).toHaveBeenCalled();
  });

  it('before the count asks the committee’s shares, names a mistyped one, and counts in the browser with the right ones', async () => {
    const Y = precomputed(TEST_KEY.publicKey);
    const slots = { candidates: [11, 12], max: 1 };
    const box = [[11], [11], [12], []].map((c) => sealBallot(Y, slots, c)).map((b) => ({ tracker: b.tracker, ballot: b.text }));
    const sums = {
      publicKey: TEST_KEY.publicKey,
      keyHolders: 3,
      keyThreshold: 2,
      ballots: 4,
      candidates: [11, 12],
      sums: boxSums(box, slots).map((x) => cipherOut(x)),
    };
    let counted = false;
    const notYet = Object.assign(new Error('De stemmen zijn nog niet geteld.'), { status: 409, body: { errorcode: 'COUNT_NOT_DONE' } });
    const provider = renderTab(
      'resultaten',
      <ResultsTab />,
      { ...ended, keyThreshold: 2 },
      {
        electionResults: fn(() => (counted ? Promise.resolve(results) : Promise.reject(notYet))),
        countSums: fn(() => Promise.resolve(sums)),
        submitCount: fn(() => {
          counted = true;
          return Promise.resolve(results);
        }),
      },
    );
    const panel = await screen.findByRole('region', { name: 'Telling' });
    const start = within(panel).getByRole('button', { name: 'Telling starten' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Deelsleutel van lid 1' }), { target: { value: TEST_KEY.shares[0] } });
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Deelsleutel van lid 2' }), { target: { value: TEST_KEY.shares[2]!.replace('1ea0', '1ea1') } });
    fireEvent.click(start);
    expect((await within(panel).findByRole('alert')).textContent).toBe('Deelsleutel 2 is niet juist overgenomen: de controlecijfers kloppen niet.');
    expect(provider.submitCount).not.toHaveBeenCalled();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Deelsleutel van lid 2' }), { target: { value: TEST_KEY.shares[2] } });
    fireEvent.click(start);
    await waitFor(() => expect(provider.submitCount).toHaveBeenCalledWith('3', expect.objectContaining({ totals: [2, 1, 1] })));
    await screen.findByRole('heading', { name: 'Verslag van de verkiezing "Verkiezing Hoge Raad"' });
  });
});
