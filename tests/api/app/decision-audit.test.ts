import { beforeAll, describe, expect, it } from 'vitest';
import { actionCall, bulkCall } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import type { Transition } from '../../../domain/declare/queue';
import { rolesOf } from '../../../domain/roles';
import { columnOf, idColumnOf, tableOf } from '../../../server/generator/table';
import { as, useTestApp } from '../../helpers/app';
import { declarations, OWNER_ACCOUNT, ROLE_TABLE, sampleRecord } from '../../helpers/declared';
import { BODIES, fixtures, routeFixtures, withBody } from '../../helpers/routes';

/**
 * Every decision leaves an audit row with its before and after: the record's state before and
 * after, and the comment where the move takes one. The decisions are found as the role table finds
 * them: every queue's moves at their call (generated or written by hand) and its bulk moves.
 */
interface Decision {
  d: Declaration;
  key: string;
  name: string;
  transition: Transition | null;
}

const decisions: Decision[] = declarations.flatMap((d) => {
  if (!d.queue) return [];
  const moves = Object.entries(d.queue.transitions).map(([name, transition]) => ({ d, key: actionCall(d, name).key, name, transition }));
  const bulk = (d.queue.bulk ?? []).map((name) => ({ d, key: `POST ${bulkCall(d, name).run}`, name, transition: null }));
  // A decision call written by hand that no transition names (several requests approved at once).
  const custom = Object.entries(d.custom ?? {})
    .filter(([key, action]) => action === 'decide' && key.startsWith('POST ') && !moves.some((m) => m.key === key))
    .map(([key]) => ({ d, key, name: key, transition: null }));
  return [...moves, ...bulk, ...custom];
});

/** Who makes a move: the secretariat where it may, else an account of the move's role that owns the record. */
const callerOf = (roles: readonly string[]) => (roles.includes('SECRETARIAAT') ? 'secretariaat' : roles.includes('DIERENARTS') ? 'N1003' : OWNER_ACCOUNT);

describe('the audit row of every decision', () => {
  const t = useTestApp();
  const routes = routeFixtures(t);
  beforeAll(() => routes.setUp());

  it('finds the decisions of every queue, the generated and the hand-written ones', () => {
    const keys = new Set(decisions.map((x) => x.key));
    expect(keys).toContain('POST /dierenartsen/addresschanges/:id');
    expect(keys).toContain('POST /dierenartsen/addresschanges/actions/approve');
    expect(keys).toContain('POST /registraties/:id/beslissing');
    expect(keys).toContain('POST /bijscholing/punten/:id/actions/goedkeuren');
    for (const key of keys) expect(ROLE_TABLE[key], key).toBeDefined();
  });

  /** A body that makes this move: the queue's `decide` call names the state to go to. */
  async function bodyOf(x: Decision) {
    const given = BODIES[x.key]?.() as Record<string, unknown> | undefined;
    if (!x.transition) return given ?? { comment: 'Proef' };
    if (given) return { ...given, [x.d.queue!.state === 'status' ? 'status' : 'state']: x.transition.to, comment: 'Proef' };
    const sample = await sampleRecord(t.db, {
      ...x.d,
      fields: Object.fromEntries(Object.entries(x.d.fields).map(([n, f]) => [n, { ...f, readOnly: false, from: undefined }])),
    });
    const status = actionCall(x.d, x.name).decide ? { status: x.transition.to } : {};
    return { ...status, comment: 'Proef', ...Object.fromEntries((x.transition.sets ?? []).map((s) => [s.field, sample[s.field]])) };
  }

  const rows = decisions.map((x) => ({ ...x, label: `${x.d.name} ${x.name.replace(/^POST /, '')}` }));
  const refused: string[] = [];

  it.each(rows)('$label writes its before and after', async (x) => {
    const roles = x.transition ? rolesOf(x.transition.roles) : (ROLE_TABLE[x.key] as readonly string[]);
    // The bulk approval names the request made for it.
    const { method, url } = await routes.urlFor(x.key.includes(':id') ? x.key : x.key.replace('/actions/approve', '/:id'));
    const target = x.key.includes(':id') ? url : `/api${x.key.split(' ')[1]}`;
    const id = Number(/\/(\d+)(\/|$)/.exec(url)?.[1] ?? fixtures.lastRequest);
    // The record in the first state the move starts from (a hand-written queue's fresh request is in its first state already).
    if (x.transition && x.key.includes(':id') && !(x.key in (x.d.custom ?? {})))
      await t.db.query(`UPDATE ${tableOf(x.d)} SET ${columnOf(x.d, x.d.queue!.state)} = $2 WHERE ${idColumnOf(x.d)} = $1`, [id, x.transition.from[0]]);
    const [{ last }] = (await t.db.query<{ last: number }>('SELECT coalesce(max(id), 0)::int AS last FROM audit_log')) as [{ last: number }];
    const res = await as(t.app, await routes.sessionOf(callerOf(roles)), { method: method as 'POST', url: target, ...withBody(await bodyOf(x)) });
    if (res.statusCode !== 200) {
      // A move its record's other parts refuse (an election without its committee's key) decides nothing and writes no row.
      expect(res.statusCode, res.body).toBe(409);
      const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE id > $1 AND resource = $2', [last, x.d.name])) as [
        { n: number },
      ];
      expect(n).toBe(0);
      refused.push(`${x.label}: ${res.json().errorcode}`);
      return;
    }
    const written = await t.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'SELECT action, before, after FROM audit_log WHERE id > $1 AND resource = $2 ORDER BY id',
      [last, x.d.name],
    );
    expect(written.length, 'a decision without its audit row').toBeGreaterThan(0);
    const state = x.d.queue!.state;
    for (const row of written) {
      expect(row.before, `${row.action}: no before`).not.toBeNull();
      expect(row.after, `${row.action}: no after`).not.toBeNull();
      expect(row.before![state], `${row.action}: no state before`).toBeDefined();
      expect(row.after![state], `${row.action}: no state after`).toBeDefined();
      if (x.transition) expect(row.after![state]).toBe(x.transition.to === x.transition.from[0] ? row.before![state] : x.transition.to);
      if (x.transition && x.transition.comment !== 'none') expect(row.after!.comment, `${row.action}: no comment`).toBe('Proef');
      // What the move sets (a points row's effective points, an assessor, an end date) is in both.
      for (const { field } of x.transition?.sets ?? []) {
        expect(row.before, `${row.action}: no ${field} before`).toHaveProperty(field);
        expect(row.after, `${row.action}: no ${field} after`).toHaveProperty(field);
      }
    }
  });

  // A fresh record lacks what three moves ask of the rest of it (a course's programme, a course in the
  // state its evaluation may be approved in, an election's candidates and key): refused, they write no row.
  it('made every other decision', () => {
    expect(refused).toEqual([
      'cursussen indienen: CURSUS_WITHOUT_ITEMS',
      'evaluaties goedkeuren: CURSUS_STATUS_ERROR',
      'verkiezingen finaliseren: ELECTION_WITHOUT_CANDIDATES',
    ]);
  });
});
