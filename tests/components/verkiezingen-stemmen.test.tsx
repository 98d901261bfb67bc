import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealBallot } from '../../domain/crypto/ballot';
import { precomputed } from '../../domain/crypto/group';
import { boxFingerprint } from '../../domain/crypto/tally';
import { i18nProvider } from '../../src/i18n';
import VoteTab from '../../src/resources/verkiezingen/VoteTab';
import { authAs, fakeDataProvider, fn } from '../helpers/admin';
import { TEST_KEY } from '../helpers/elections';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const open = {
  id: 2,
  title: 'Verkiezing provinciale raad Oost-Vlaanderen',
  starttime: iso(-3 * DAY),
  endtime: iso(11 * DAY),
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
};
const ended = { ...open, id: 3, title: 'Verkiezing Hoge Raad', starttime: iso(-30 * DAY), endtime: iso(-16 * DAY), numberOfElected: 1 };
const candidates = [
  { id: 11, firstname: 'An', lastname: 'Claes', campaignfilename: 'claes.pdf' },
  { id: 12, firstname: 'Bart', lastname: 'Goossens', campaignfilename: null },
  { id: 13, firstname: 'Chris', lastname: 'Maes', campaignfilename: 'maes.pdf' },
];

function renderBallot(election: object, overrides = {}) {
  const provider = fakeDataProvider({
    getOne: fn(() => Promise.resolve({ data: election })),
    electionCandidates: fn(() => Promise.resolve(candidates)),
    voteStatus: fn(() => Promise.resolve({ voted: false, votedtime: null, open: true })),
    castVote: fn((_id: unknown, ids: number[]) =>
      Promise.resolve({ receipt: 'K7Q2-PX9M-4RTA-ZZ81', blank: ids.length === 0, message: ids.length ? 'VOTE_SUCCESS' : 'VOTE_BLANCO_SUCCESS' }),
    ),
    ...overrides,
  });
  const id = (election as { id: number }).id;
  render(
    <MemoryRouter initialEntries={[`/verkiezingen/${id}/stemmen`]}>
      <AdminContext dataProvider={provider} authProvider={authAs('DIERENARTS')} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/verkiezingen/:id/stemmen" element={<VoteTab />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  return provider;
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('the ballot', () => {
  it('shows the candidates with their campaign files and how many may be chosen', async () => {
    renderBallot(open);
    await screen.findByRole('group', { name: 'Kies maximaal 2 kandidaten' });
    box('An Claes');
    const link = screen.getByRole('link', { name: 'Campagne van An Claes: claes.pdf' });
    expect(link.getAttribute('href')).toBe('/api/verkiezingen/2/kandidaten/11/campagne');
    expect(screen.queryByRole('link', { name: /Bart Goossens/ })).toBeNull();
  });

  it('does not post "Stemmen" without a choice, and points to the blank vote button', async () => {
    const provider = renderBallot(open);
    await screen.findByRole('group');
    fireEvent.click(screen.getByRole('button', { name: 'Stemmen' }));
    expect(screen.getByRole('alert').textContent).toBe('U hebt geen kandidaat gekozen. Gebruik de knop "Blanco stemmen" om blanco te stemmen.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(provider.castVote).not.toHaveBeenCalled();
  });

  it('refuses more choices than seats before posting, and lets the member choose again and vote', async () => {
    // A committee election: its key was made by its committee, and the receipt says what protects the vote.
    const provider = renderBallot({ ...open, fingerprint: 'ab'.repeat(32), keyHolders: 3, keyThreshold: 2 });
    await screen.findByRole('group');
    for (const name of ['An Claes', 'Bart Goossens', 'Chris Maes']) fireEvent.click(box(name));
    screen.getByText('3 van 2 gekozen');
    fireEvent.click(screen.getByRole('button', { name: 'Stemmen' }));
    expect(screen.getByRole('alert').textContent).toBe('U hebt meer kandidaten gekozen dan er verkozen kunnen worden.');
    expect(provider.castVote).not.toHaveBeenCalled();

    fireEvent.click(box('Bart Goossens'));
    fireEvent.click(screen.getByRole('button', { name: 'Stemmen' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/U stemt voor: An Claes, Chris Maes\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(provider.castVote).toHaveBeenCalledWith(2, [11, 13]));
    await screen.findByText('Uw stem werd geregistreerd.');
    screen.getByText('K7Q2-PX9M-4RTA-ZZ81');
    screen.getByText(/met deze code vindt u er uw versleutelde stembiljet in terug\. De code verraadt uw keuze niet\./);
    // Exactly what holds: the server seals the vote and sees it then; only 2 committee members together open a ballot.
    screen.getByText(
      /^Hoe uw stem beschermd is: de server van het portaal versleutelt uw stem \(niet uw browser\) met de sleutel van het kiescomité, en ziet uw keuze op dat moment\. Daarna kunnen alleen minstens 2 leden van het kiescomité samen een stembiljet openen; de server en de databank hebben geen sleutel\./,
    );
    expect(screen.queryByText(/niemand.*kan zien wie op wie stemde/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('casts a blank vote with its own confirmation and copies the receipt', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const provider = renderBallot(open);
    await screen.findByRole('group');
    fireEvent.click(screen.getByRole('button', { name: 'Blanco stemmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blanco stem bevestigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await waitFor(() => expect(provider.castVote).toHaveBeenCalledWith(2, []));
    await screen.findByText('Uw blanco stem werd geregistreerd.');
    // Found once the confirmation has closed: until its exit transition ends, the page behind it is aria-hidden.
    fireEvent.click(await screen.findByRole('button', { name: 'Code kopiëren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7Q2-PX9M-4RTA-ZZ81'));
    await screen.findByText('De code werd gekopieerd.');
  });

  it('says on which day the member voted instead of showing the ballot', async () => {
    // The server keeps the day only and answers its start in Brussels.
    renderBallot(open, { voteStatus: fn(() => Promise.resolve({ voted: true, votedtime: '2026-11-19T23:00:00Z', open: true })) });
    await screen.findByText('U hebt gestemd op 20/11/2026.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when voting opens for an election not open yet', async () => {
    const later = { ...open, starttime: '2030-03-01T08:00:00Z', endtime: '2030-03-15T16:00:00Z' };
    renderBallot(later, { voteStatus: fn(() => Promise.resolve({ voted: false, votedtime: null, open: false })) });
    await screen.findByText('De stemming opent op 01/03/2030 09:00 en sluit op 15/03/2030 17:00.');
    expect(screen.queryByRole('button', { name: 'Stemmen' })).toBeNull();
  });

  it('after the end finds the voter’s ballot in the published box by their receipt, and checks the whole box', async () => {
    const Y = precomputed(TEST_KEY.publicKey);
    const slots = { candidates: [11, 12, 13], max: 1 };
    const sealed = [sealBallot(Y, slots, [12]), sealBallot(Y, slots, [13]), sealBallot(Y, slots, [])];
    const ballots = sealed.map((b) => ({ tracker: b.tracker, ballot: b.text })).sort((a, b) => a.tracker.localeCompare(b.tracker));
    const published = {
      election: { id: 3, title: ended.title, numberOfElected: 1, publicKey: TEST_KEY.publicKey, keyHolders: 3, keyThreshold: 2, candidates },
      ballots,
      fingerprint: boxFingerprint(ballots.map((b) => b.tracker)),
      count: null,
    };
    const ballotBox = fn(() => Promise.resolve(published));
    renderBallot(ended, { ballotBox });
    await screen.findByText(/De stemming werd afgesloten op/);
    fireEvent.change(screen.getByLabelText('Ontvangstcode'), { target: { value: ` ${sealed[1]!.tracker.toUpperCase()} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    await screen.findByText('Uw versleutelde stembiljet zit in de stembus en telt mee in de telling.');

    fireEvent.change(screen.getByLabelText('Ontvangstcode'), { target: { value: 'VERKEERD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Controleren' }));
    await screen.findByText(/Er zit geen stembiljet met deze code in de stembus/);

    fireEvent.click(screen.getByRole('button', { name: 'Stembus controleren' }));
    await screen.findByText('Alle 3 stembiljetten zijn geldig versleuteld en de vingerafdruk klopt. De stemmen zijn nog niet geteld.', {}, { timeout: 5000 });
    // A box whose fingerprint does not fit its ballots says so.
    cleanup();
    renderBallot(ended, { ballotBox: fn(() => Promise.resolve({ ...published, fingerprint: '0'.repeat(64) })) });
    fireEvent.click(await screen.findByRole('button', { name: 'Stembus controleren' }));
    await screen.findByText(/De vingerafdruk van de stembus klopt niet met haar inhoud/, {}, { timeout: 5000 });
  });
});
