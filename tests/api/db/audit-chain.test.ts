import { describe, expect, it } from 'vitest';
import { insertAudit } from '../../../server/repositories/declared';
import { chainHead, verifyChain } from '../../../server/ops/verifyAudit';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * The audit trail's hash chain (migration 067): whoever changes or removes a row with the owner's
 * rights (here the tests' superuser, its guard switched off) is found, by the row; an erasure keeps the
 * chain whole; rows written at once by many connections form one line.
 */
describe("the audit trail's hash chain", () => {
  const t = useTestApp();
  /** As the owner: the guard off for one statement, on again. */
  const asOwner = (sql: string, params: unknown[] = []) =>
    t.db.tx(async (q) => {
      await q.query('ALTER TABLE audit_log DISABLE TRIGGER USER');
      await q.query(sql, params);
      await q.query('ALTER TABLE audit_log ENABLE TRIGGER USER');
    });
  const middle = async () =>
    (await t.db.query<{ id: number; seq: number }>('SELECT id::int AS id, seq::int AS seq FROM audit_log ORDER BY seq LIMIT 1 OFFSET 3'))[0]!;

  it('holds for the demo data, and the logbook shows its head', async () => {
    const report = await verifyChain(t.db);
    expect(report.broken).toBeNull();
    expect(report.rows).toBeGreaterThan(3);
    expect(report.head?.seq).toBe(report.rows);
    const cookie = await login(t.app, 'secretariaat');
    const shown = await as(t.app, cookie, { method: 'GET', url: '/api/logboek/keten' });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toEqual({ label: 'Kop van de keten', volgnummer: report.head!.seq, hash: report.head!.hash });
  });

  it('names the row the owner changed, whether its content or its time', async () => {
    const row = await middle();
    const [saved] = await t.db.query<{ after: unknown; at: string }>('SELECT after, at FROM audit_log WHERE id = $1', [row.id]);
    await asOwner(`UPDATE audit_log SET after = '{"bedrag": 1}' WHERE id = $1`, [row.id]);
    expect((await verifyChain(t.db)).broken).toMatchObject({ id: row.id, seq: row.seq, reason: 'inhoud gewijzigd' });
    await asOwner("UPDATE audit_log SET after = $2, at = at - interval '1 hour' WHERE id = $1", [row.id, JSON.stringify(saved!.after)]);
    expect((await verifyChain(t.db)).broken).toMatchObject({ id: row.id, reason: expect.stringMatching(/^gewijzigd/) });
    await asOwner("UPDATE audit_log SET at = at + interval '1 hour' WHERE id = $1", [row.id]);
    expect((await verifyChain(t.db)).broken).toBeNull();
  });

  it('names a removed row, in the middle or at the end', async () => {
    const row = await middle();
    const [{ copy }] = (await t.db.query<{ copy: object }>('SELECT to_jsonb(a) AS copy FROM audit_log a WHERE id = $1', [row.id])) as [{ copy: object }];
    await asOwner('DELETE FROM audit_log WHERE id = $1', [row.id]);
    expect((await verifyChain(t.db)).broken).toMatchObject({ seq: row.seq, reason: expect.stringMatching(/^verwijderd/) });
    await asOwner('INSERT INTO audit_log SELECT * FROM jsonb_populate_record(NULL::audit_log, $1)', [JSON.stringify(copy)]);
    expect((await verifyChain(t.db)).broken).toBeNull();

    const head = (await chainHead(t.db))!;
    await asOwner('DELETE FROM audit_log WHERE seq = $1', [head.seq]);
    expect((await verifyChain(t.db)).broken).toMatchObject({ id: null, seq: head.seq, reason: expect.stringMatching(/^verwijderd/) });
  });
});

describe('the chain through an erasure and parallel writes', () => {
  const t = useTestApp();

  it('stays whole through an erasure, which it records in a later row naming the redacted rows', async () => {
    const cookie = await login(t.app, 'secretariaat');
    // A row of her own first, written through the route.
    const contact = { email: 'n1005@demo.orde-dierenartsen.be', telephone: '+32 470 55 55 55', mobile: null };
    expect((await as(t.app, await login(t.app, 'N1005'), { method: 'POST', url: '/api/dierenartsen/N1005', payload: contact })).statusCode).toBe(200);
    const before = (await chainHead(t.db))!;
    const erased = await as(t.app, cookie, { method: 'POST', url: '/api/dierenartsen/N1005/wissen', payload: { bevestiging: 'N1005' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const [redaction] = await t.db.query<{ seq: number; after: { rijen: number[] } }>(
      "SELECT seq::int AS seq, after FROM audit_log WHERE resource = 'audit_log' AND action = 'redactie' ORDER BY seq DESC LIMIT 1",
    );
    expect(redaction!.seq).toBeGreaterThan(before.seq);
    expect(redaction!.after.rijen.length).toBeGreaterThan(0);
    const salts = await t.db.query<{ salt: unknown }>('SELECT salt FROM audit_log WHERE id = ANY ($1::bigint[])', [redaction!.after.rijen]);
    expect(salts.every((r) => r.salt === null)).toBe(true);
    expect((await verifyChain(t.db)).broken).toBeNull();
  });

  it('keeps one line when many connections add rows at once', async () => {
    const before = (await chainHead(t.db))!;
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.tx((q) => insertAudit(q, { username: 'secretariaat', resource: 'proef', recordId: String(i), action: 'create', before: null, after: { i } })),
      ),
    );
    const report = await verifyChain(t.db);
    expect(report.broken).toBeNull();
    expect(report.head!.seq).toBe(before.seq + 40);
  });
});
