import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { publishRound1, sharesFor } from '../domain/crypto/dkg';
import { checkAnswer } from '../domain/crypto/member';
import { ACCOUNTS } from './helpers';

/**
 * An election committee's key ceremony done over the API, as the members' browsers do it on /comite
 * (src/pages/comite/ceremony.ts): for the journeys whose subject is not the ceremony itself. The
 * seeds stay in this process and are returned, as the members' key files would hold them. The
 * ceremony's id is the server's (it names the attempt); round 3 sends the transcript checkAnswer makes,
 * the one whose code the members compare.
 */
async function session(baseURL: string, username: keyof typeof ACCOUNTS): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await context.post('/api/auth/person/j_security_check', { form: { j_username: username, j_password: ACCOUNTS[username] } });
  expect(res.ok(), `aanmelden als ${username}`).toBe(true);
  return context;
}

interface View {
  ceremony: string;
  threshold: number;
  members: {
    index: number;
    username: string;
    hasPublished: boolean;
    published: { encKey: string; commitments: string[]; proof: { c: string; s: string } } | null;
  }[];
}

const ok = async <T = unknown>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> => {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
};

/** The three rounds for every member of the committee the secretariat named for `electionId`. */
export async function ceremonyByApi(page: Page, electionId: number | string, usernames: readonly (keyof typeof ACCOUNTS)[]) {
  const baseURL = new URL(page.url()).origin;
  const members = await Promise.all(usernames.map((u) => session(baseURL, u)));
  const path = `/api/verkiezingen/${electionId}/comite`;
  try {
    const first = await ok<View>(await members[0]!.get(path), 'comite');
    const { ceremony, threshold } = first;
    const seeds = usernames.map(() => crypto.getRandomValues(new Uint8Array(32)));
    for (const [i, m] of members.entries()) {
      const { index: _index, ...published } = publishRound1(seeds[i]!, ceremony, i + 1, threshold);
      await ok(await m.post(`${path}/publicatie`, { data: published }), `publicatie ${i + 1}`);
    }
    const view = await ok<View>(await members[0]!.get(path), 'comite');
    const publications = view.members.map((p) => ({ ...p.published!, index: p.index }));
    for (const [i, m] of members.entries()) {
      await ok(await m.post(`${path}/delen`, { data: { shares: sharesFor(seeds[i]!, ceremony, i + 1, threshold, publications) } }), `delen ${i + 1}`);
    }
    const transcripts: string[] = [];
    for (const [i, m] of members.entries()) {
      // Each member's own view: what their browser would compare.
      const mine = await ok<View>(await m.get(path), `comite ${i + 1}`);
      const { shares } = await ok<{ shares: { from: number; box: string }[] }>(await m.get(`${path}/delen`), `ontvangen delen ${i + 1}`);
      const answer = checkAnswer(seeds[i]!, { ceremony, threshold, me: i + 1, members: mine.members }, shares);
      expect(answer.complaint, `controle ${i + 1}`).toBeNull();
      transcripts.push(answer.transcript);
      await ok(await m.post(`${path}/controle`, { data: answer }), `controle ${i + 1}`);
    }
    // The members compared the same code.
    expect(new Set(transcripts).size).toBe(1);
    return seeds;
  } finally {
    await Promise.all(members.map((m) => m.dispose()));
  }
}

/** Names a committee of portal accounts for an election over the API, as the secretariat's tab does. */
export async function nameCommitteeByApi(page: Page, electionId: number | string, usernames: readonly string[], threshold: number) {
  const res = await page.request.put(`/api/verkiezingen/${electionId}/comite`, {
    data: { threshold, members: usernames },
    headers: { origin: new URL(page.url()).origin },
  });
  await ok(res, 'comite bewaren');
}
