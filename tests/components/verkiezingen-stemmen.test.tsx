import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealBallot } from '../../domain/crypto/ballot';
import { precomputed, sha256Hex } from '../../domain/crypto/group';
import { boxFingerprint } from '../../domain/crypto/tally';
import { fn } from '../helpers/admin';
import { TEST_KEY } from '../helpers/elections';
import { ballotReady, box, candidates, fakeServer, open, renderBallot, sealNow, sheet } from './verkiezingen-stemmen.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
const ended = { ...open, id: 3, title: 'Verkiezing Hoge Raad', starttime: iso(-30 * DAY), endtime: iso(-16 * DAY), numberOfElected: 1 };

describe('the ballot, sealed in the voter’s browser', () => {
  it('shows the candidates with their campaign files and how many may be chosen', async () => {
    fakeServer();
    renderBallot(open);
    await screen.findByRole('group', { name: 'Kies maximaal 2 kandidaten' });
    box('An Claes');
    const link = screen.getByRole('link', { name: 'Campagne van An Claes: claes.pdf' });
    expect(link.getAttribute('href')).toBe('/api/verkiezingen/2/kandidaten/11/campagne');
    expect(screen.queryByRole('link', { name: /Bart Goossens/ })).toBeNull();
  });

  it('does not seal without a choice, points to the blank vote button, and refuses more choices than seats', async () => {
    const server = fakeServer();
    renderBallot(open);
    await ballotReady();
    fireEvent.click(screen.getByRole('button', { name: 'Stembiljet verzegelen' }));
    expect(screen.getByRole('alert').textContent).toBe('U hebt geen kandidaat gekozen. Gebruik de knop "Blanco stemmen" om blanco te stemmen.');
    for (const name of ['An Claes', 'Bart Goossens', 'Chris Maes']) fireEvent.click(box(name));
    screen.getByText('3 van 2 gekozen');
    fireEvent.click(screen.getByRole('button', { name: 'Stembiljet verzegelen' }));
    expect(screen.getByRole('alert').textContent).toBe('U hebt meer kandidaten gekozen dan er verkozen kunnen worden.');
    expect(screen.queryByRole('heading', { name: 'Uw verzegeld stembiljet' })).toBeNull();
    expect(server.sent.filter((s) => s.method === 'POST')).toEqual([]);
  });

  it('seals the choice, shows its tracker, and casts only {fingerprint, ballot}: never the ids', async () => {
    // A committee election: its proofs are bound to its fingerprint, which the cast names. Every value
    // sent is a ciphertext's or a proof's hex: no candidate id, no choice.
    const fingerprint = 'ab'.repeat(32);
    const server = fakeServer();
    renderBallot({ ...open, fingerprint, keyHolders: 3, keyThreshold: 2 }, { ballotSheet: fn(() => Promise.resolve({ ...sheet, fingerprint })) });
    await ballotReady();
    screen.getByText(
      /^Hoe uw stem beschermd is: uw eigen browser versleutelt uw stem met de sleutel van het kiescomité; de server van het portaal krijgt alleen/,
    );
    fireEvent.click(box('An Claes'));
    fireEvent.click(box('Chris Maes'));
    const { heading, tracker } = await sealNow();
    expect(document.activeElement).toBe(heading);
    expect(tracker).toMatch(/^[0-9a-f]{64}$/);
    screen.getByText('In dit stembiljet: An Claes, Chris Maes.');
    expect(screen.getByTestId('booth-status').textContent).toBe('Uw stembiljet is verzegeld.');
    // Sealing sent nothing.
    expect(server.sent.filter((s) => s.method === 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Stem uitbrengen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stem bevestigen' });
    within(dialog).getByText(/U stemt voor: An Claes, Chris Maes\./);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await screen.findByText('Uw stem werd geregistreerd.');
    const [cast] = server.posts('/votes');
    expect(server.posts('/votes')).toHaveLength(1);
    expect(Array.isArray(cast!.body)).toBe(false);
    expect(Object.keys(cast!.body as object).sort()).toEqual(['ballot', 'fingerprint']);
    const body = cast!.body as { fingerprint: string; ballot: { v: unknown[][]; s: unknown[] } };
    expect(body.fingerprint).toBe(fingerprint);
    expect(Object.keys(body.ballot).sort()).toEqual(['s', 'v']);
    expect(body.ballot.v).toHaveLength(candidates.length + 1);
    expect(body.ballot.v.flat(Number.POSITIVE_INFINITY).every((x) => typeof x === 'string' && /^[0-9a-f]{64}$/.test(x))).toBe(true);
    expect(server.posts('/controles')).toEqual([]);

    // The receipt: the tracker this browser computed, where to find it, and what to check with it.
    expect(screen.getByTestId('receipt').textContent).toBe(tracker);
    // A code, the same in every language: a browser's translation leaves it alone.
    expect(screen.getByTestId('receipt').getAttribute('translate')).toBe('no');
    screen.getByText('Uw browser berekende deze code zelf uit het stembiljet dat hij verzegelde.');
    expect(screen.getByRole('link', { name: /^Het stembord: http:\/\/.*\/verkiezingen\/2\/stembord$/ }).getAttribute('href')).toBe('/verkiezingen/2/stembord');
    screen.getByText(/^Bij de sluiting: u krijgt de kop van het stembord per mail\./);
    screen.getByText(/^Na de telling: de stembus wordt gepubliceerd\./);
    expect(screen.queryByText(/de server antwoordde met een andere ontvangstcode/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('warns when the server answers another receipt than the tracker the browser computed', async () => {
    fakeServer({ receipt: 'f'.repeat(64) });
    renderBallot(open);
    await ballotReady();
    fireEvent.click(box('Bart Goossens'));
    await sealNow();
    fireEvent.click(screen.getByRole('button', { name: 'Stem uitbrengen' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Bevestigen' }));
    await screen.findByText(
      `Opgelet: de server antwoordde met een andere ontvangstcode (${'f'.repeat(64)}) dan de code die uw browser berekende. Bewaar beide codes en meld dit aan het secretariaat.`,
    );
  });

  it('seals a blank ballot from its own button, casts it after its own confirmation, and copies the receipt', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const server = fakeServer();
    renderBallot(open);
    await ballotReady();
    const { tracker } = await sealNow('Blanco stemmen');
    screen.getByText('Dit is een blanco stembiljet: u koos geen enkele kandidaat.');
    fireEvent.click(screen.getByRole('button', { name: 'Stem uitbrengen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blanco stem bevestigen' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bevestigen' }));
    await screen.findByText('Uw blanco stem werd geregistreerd.');
    const body = server.posts('/votes')[0]!.body as { ballot: object };
    expect(Array.isArray(body)).toBe(false);
    expect(sha256Hex(JSON.stringify(body.ballot))).toBe(tracker);
    // Found once the confirmation has closed: until its exit transition ends, the page behind it is aria-hidden.
    fireEvent.click(await screen.findByRole('button', { name: 'Code kopiëren' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(tracker));
    await screen.findByText('De code werd gekopieerd.');
  });

  it('says why a closed election takes no ballot', async () => {
    fakeServer();
    renderBallot(open, {
      ballotSheet: fn(() => Promise.reject(Object.assign(new Error('Er kan nu niet gestemd worden voor deze verkiezing.'), { status: 409 }))),
    });
    await screen.findByText('Er kan nu niet gestemd worden voor deze verkiezing.');
  });

  it('says on which day the member voted instead of showing the ballot', async () => {
    // The server keeps the day only and answers its start in Brussels.
    renderBallot(open, { voteStatus: fn(() => Promise.resolve({ voted: true, votedtime: '2026-11-19T23:00:00Z', open: true })) });
    await screen.findByText('U hebt gestemd op 20/11/2026.');
    expect(screen.getByRole('link', { name: 'Uw ontvangstcode zoeken op het stembord' }).getAttribute('href')).toBe('/verkiezingen/2/stembord');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when voting opens for an election not open yet', async () => {
    const later = { ...open, starttime: '2030-03-01T08:00:00Z', endtime: '2030-03-15T16:00:00Z' };
    renderBallot(later, { voteStatus: fn(() => Promise.resolve({ voted: false, votedtime: null, open: false })) });
    await screen.findByText('De stemming opent op 01/03/2030 09:00 en sluit op 15/03/2030 17:00.');
    expect(screen.queryByRole('button', { name: 'Stembiljet verzegelen' })).toBeNull();
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
