import { describe, expect, it } from 'vitest';
import { as, login, useTestApp } from './helpers/app';
import { endElection, makeCandidates, makeElection, makeVets } from './helpers/elections';
import { makeCommitteeElection } from './helpers/committee';

const DAY = 86_400_000;
const MEMBERS = ['N1003', 'N1004', 'N1005'];
const H = 'a'.repeat(64);
const F = 'f'.repeat(64);
const G0 = 'e2f2ae0a6abc4e71a884a961c500515f58e30b6aa582dd8db6a65945e08d2d76';

describe('review: malformed input', () => {
  const t = useTestApp();

  it('never answers 500', async () => {
    const sec = await login(t.app, 'secretariaat');
    const m1 = await login(t.app, 'N1003');
    const id = await makeElection(t.db, { state: 'NEW', start: 2 * DAY, end: 9 * DAY, elected: 1 });
    await makeCandidates(t.db, id, 2);
    await as(t.app, sec, { method: 'PUT', url: `/api/verkiezingen/${id}/comite`, payload: { threshold: 2, members: MEMBERS } });
    const done = await makeCommitteeElection(t.db, { candidates: 2 });
    const vets = await makeVets(t.db, 'FZ', 2);
    for (const v of vets) await as(t.app, v.cookie, { method: 'POST', url: `/api/verkiezingen/${done.id}/votes`, payload: [done.manifest.candidates[0]!.id] });
    await endElection(t.db, done.id);
    const bad: unknown[] = [
      null, [], 'x', 1, {}, { encKey: 1 }, { a: { b: { c: [] } } },
      { encKey: H, commitments: Array(5000).fill(G0), proof: { c: H, s: H } },
      { encKey: H, commitments: [G0, G0], proof: { c: F, s: F } },
      { encKey: H, commitments: [H, H], proof: { c: H, s: H } },
      { encKey: H, commitments: ['0'.repeat(64), G0], proof: { c: H, s: H } },
      { encKey: H, commitments: [G0, G0], proof: null },
      { shares: [{ to: 0, box: 'a' }] }, { shares: [{ to: 1.5, box: 'a'.repeat(144) }] }, { shares: Array(5000).fill({ to: 2, box: 'a'.repeat(144) }) },
      { shares: [{ to: 2, box: 'a'.repeat(144) }, { to: 2, box: 'a'.repeat(144) }] },
      { complaint: 'x' }, { complaint: 99 }, { complaint: -1 }, { complaint: 1e300 }, { complaint: 2 },
      { threshold: '2', members: MEMBERS }, { threshold: 2, members: Array(10000).fill('x') }, { threshold: 2, members: ['x'.repeat(100000), 'y'] }, { threshold: 2.5, members: MEMBERS },
      { decryptions: Array(2000).fill({ d: G0, c: H, s: H }) }, { decryptions: Array(3000).fill({ d: G0, c: H, s: H }) },
      { decryptions: [{ d: H, c: F, s: F }, { d: H, c: F, s: F }, { d: H, c: F, s: F }] },
      { decryptions: [{ d: G0, c: F, s: F }, { d: G0, c: H, s: H }, { d: G0, c: H, s: H }] },
      { decryptions: [{ d: G0 }, null, 1] },
    ];
    const ids = [id, done.id, 0, -1, 2147483648, '1e20', 'abc', '1.5', '01', 99999];
    const routes: ['GET' | 'POST' | 'PUT', string][] = [
      ['GET', '/comite'], ['PUT', '/comite'], ['POST', '/comite/herstart'], ['POST', '/comite/publicatie'], ['POST', '/comite/delen'],
      ['GET', '/comite/delen'], ['POST', '/comite/controle'], ['POST', '/deelontsleuteling'], ['GET', '/stembus'], ['GET', '/resultaten'],
    ];
    const fives: string[] = [];
    for (const who of [sec, m1]) {
      for (const [method, path] of routes) {
        for (const i of ids) {
          const bodies = method === 'GET' ? [undefined] : bad;
          for (const b of bodies) {
            const res = await as(t.app, who, { method, url: `/api/verkiezingen/${i}${path}`, payload: b as object, headers: { 'content-type': 'application/json' } });
            if (res.statusCode >= 500) fives.push(`${method} ${i}${path} ${JSON.stringify(b)?.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
          }
        }
      }
    }
    // invalid JSON
    const raw = await as(t.app, m1, { method: 'POST', url: `/api/verkiezingen/${id}/comite/publicatie`, payload: '{"encKey":', headers: { 'content-type': 'application/json' } });
    if (raw.statusCode >= 500) fives.push(`raw -> ${raw.statusCode}`);
    const state = await t.db.query('SELECT lid, published IS NOT NULL AS p, shares_sent, checked, complaint FROM verkiezing_comite WHERE verkiezing_id = $1 ORDER BY lid', [id]);
    console.log('500s:', fives.length, fives.slice(0, 20), 'state after:', JSON.stringify(state));
    const partials = await t.db.query('SELECT count(*)::int AS n FROM verkiezing_deelontsleutelingen WHERE verkiezing_id = $1', [done.id]);
    console.log('partials kept for done:', JSON.stringify(partials));
    expect(fives).toEqual([]);
  }, 300_000);
});
