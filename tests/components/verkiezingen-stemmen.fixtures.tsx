import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { canonicalText, openBallot, trackerOf } from '../../domain/crypto/ballot';
import { fingerprintOf } from '../../domain/crypto/manifest';
import { i18nProvider } from '../../src/i18n';
import VoteTab from '../../src/resources/verkiezingen/VoteTab';
import { authAs, fakeDataProvider, fn, json } from '../helpers/admin';
import { manifestFor, runCeremony } from '../helpers/committee';
import { TEST_KEY } from '../helpers/elections';

/**
 * The voting page over a fake server: the election, its candidates and the member's status come from
 * the provider's doubles; the ballot sheet, the cast and the audit go through the real provider to a
 * stubbed fetch, so a test reads exactly the bodies the page sends.
 */
const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();
export const open = {
  id: 2,
  title: 'Verkiezing provinciale raad Oost-Vlaanderen',
  starttime: iso(-3 * DAY),
  endtime: iso(11 * DAY),
  numberOfElected: 2,
  votable: true,
  state: 'FINISHED',
};
export const candidates = [
  { id: 11, firstname: 'An', lastname: 'Claes', campaignfilename: 'claes.pdf' },
  { id: 12, firstname: 'Bart', lastname: 'Goossens', campaignfilename: null },
  { id: 13, firstname: 'Chris', lastname: 'Maes', campaignfilename: 'maes.pdf' },
];
/** An election keyed before the committee: no fingerprint and no manifest, so the tracker is the text's sha256. */
export const sheet = {
  electionId: 2,
  title: open.title,
  publicKey: TEST_KEY.publicKey,
  fingerprint: null,
  seats: 2,
  candidates: candidates.map(({ id, firstname, lastname }) => ({ id, firstname, lastname })),
  manifest: null,
};

/** A committee election's sheet: a real ceremony's key, its manifest and fingerprint (only these elections audit ballots). */
const ceremony = runCeremony(open.id, ['N1003', 'N1004', 'N1005'], 2);
const manifest = manifestFor(ceremony, { id: open.id, title: open.title, seats: 2 }, sheet.candidates);
export const committeeSheet = { ...sheet, publicKey: ceremony.publicKey, fingerprint: fingerprintOf(manifest), manifest };

export interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/**
 * The server's side: a cast answers the ballot's tracker as the server computes it (or `receipt`),
 * an audit its tracker kept (or `auditRefusal`). Every request is kept in `sent`, in order.
 */
export function fakeServer(options: { receipt?: string; auditRefusal?: { status: number; errorcode: string } } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = String(url).replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    sent.push({ method: init?.method ?? 'GET', path, body });
    if (path.endsWith('/controles')) {
      const refusal = options.auditRefusal;
      return refusal ? json({ errorcode: refusal.errorcode }, refusal.status) : json({ tracker: body.tracker, audited: true });
    }
    if (path.endsWith('/votes')) {
      // The tracker as the server computes it: of the ciphertexts (committee elections) or of the text.
      const shape = { candidates: sheet.candidates.map((c) => c.id), max: sheet.seats, fingerprint: body.fingerprint ?? undefined };
      const opened = openBallot(body.ballot, shape);
      const tracker = options.receipt ?? trackerOf(canonicalText(opened, !!body.fingerprint), opened, shape);
      return json({ receipt: tracker, blank: null, fingerprint: body.fingerprint, message: 'VOTE_SUCCESS' });
    }
    return json({ errorcode: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { sent, posts: (tail: string) => sent.filter((s) => s.method === 'POST' && s.path.endsWith(tail)) };
}

export function renderBallot(election: object, overrides = {}) {
  const provider = fakeDataProvider({
    getOne: fn(() => Promise.resolve({ data: election })),
    electionCandidates: fn(() => Promise.resolve(candidates)),
    voteStatus: fn(() => Promise.resolve({ voted: false, votedtime: null, open: true })),
    ballotSheet: fn(() => Promise.resolve(sheet)),
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

export const box = (name: string) => screen.getByRole('checkbox', { name });

/** The ballot's form, once the key has loaded (the seal button waits for it). */
export async function ballotReady() {
  await screen.findByRole('group', { name: /^Kies maximaal/ });
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Stembiljet verzegelen' }).hasAttribute('disabled')).toBe(false));
}

/** Seals and answers the tracker the page shows. */
export async function sealNow(button = 'Stembiljet verzegelen') {
  fireEvent.click(screen.getByRole('button', { name: button }));
  const heading = await screen.findByRole('heading', { name: 'Uw verzegeld stembiljet' }, { timeout: 5000 });
  return { heading, tracker: screen.getByTestId('sealed-tracker').textContent! };
}
