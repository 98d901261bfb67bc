import { beforeAll, describe, expect, it } from 'vitest';
import { insertAudit } from '../../../server/repositories/declared';
import { eraseFromTrail } from '../../../server/services/erasureTrail';
import { useTestApp } from '../../helpers/app';

/**
 * The trail's rows an erasure changes, one shape at a time: found by structure (who wrote it, the
 * member's own record, an account or person key naming them), and only the member's values go.
 */
describe("an erasure's pass over the trail", () => {
  const t = useTestApp();
  const member = { username: 'N1006', person: 6, pseudonym: 'GEWIST-8', records: { punten: [900] } };
  const rows: Record<string, { username: string; resource: string; recordId: string; before: unknown; after: unknown }> = {
    committee: { username: 'secretariaat', resource: 'verkiezingen', recordId: '7', before: null, after: { comite: ['N1003', 'n1006'], drempel: 2 } },
    contact: {
      username: 'secretariaat',
      resource: 'rechtspersonen',
      recordId: '3',
      before: null,
      after: { ordenummer: 'N1006', iddicperson: 6, workaddress: 'ASSOCIE' },
    },
    speaker: {
      username: 'opleider',
      resource: 'cursussprekers',
      recordId: '41',
      before: null,
      after: { personId: 6, firstName: 'Lotte', lastName: 'Van den Broeck', title: 'Dr.', cursusId: 5 },
    },
    ownPoints: { username: 'secretariaat', resource: 'punten', recordId: '900', before: { member: 'Lotte Van den Broeck' }, after: { member: null } },
    written: { username: 'N1006', resource: 'wachtdiensten', recordId: '2', before: { telephone: '011 11 11 11' }, after: { telephone: '011 22 22 22' } },
    handed: {
      username: 'N1006',
      resource: 'wachtdiensten',
      recordId: '2',
      before: { name: 'Wachtdienst Haspengouw', responsible: 'N1006', responsibleName: 'Lotte Van den Broeck' },
      after: { name: 'Wachtdienst Haspengouw', responsible: 'N1004', responsibleName: 'Wouter De Smet' },
    },
    // Not hers: her ordenummer as another value, another person's id, a number that starts like hers.
    title: { username: 'N1001', resource: 'punten', recordId: '901', before: null, after: { username: 'N1001', member: 'Pieter Janssens', title: 'N1006' } },
    otherPerson: {
      username: 'opleider',
      resource: 'cursussprekers',
      recordId: '42',
      before: null,
      after: { personId: 60, firstName: 'Jan', lastName: 'Claes' },
    },
    comment: { username: 'N1003', resource: 'wachtdiensten', recordId: '1', before: null, after: { comment: 'Overleg met N1006 gehad' } },
  };
  const stored = (name: string) =>
    t.db.query<{ username: string; record_id: string; before: unknown; after: unknown }>(
      'SELECT username, record_id, before, after FROM audit_log WHERE id = $1',
      [ids[name]],
    );
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    for (const [name, row] of Object.entries(rows)) {
      await insertAudit(t.db, { ...row, action: 'update' });
      ids[name] = (await t.db.query<{ id: number }>('SELECT max(id)::int AS id FROM audit_log'))[0]!.id;
    }
    const changed = await t.db.tx(async (q) => {
      await q.query("SELECT set_config('portal.erasure', 'on', true)");
      return eraseFromTrail(q, member);
    });
    expect(changed).toBe(6);
  });

  it('puts the pseudonym in place of her username, also in a list of them, and takes her names out', async () => {
    expect((await stored('committee'))[0]!.after).toEqual({ comite: ['N1003', 'GEWIST-8'], drempel: 2 });
    expect((await stored('contact'))[0]!.after).toEqual({ ordenummer: 'GEWIST-8', iddicperson: 6, workaddress: 'ASSOCIE' });
    expect((await stored('speaker'))[0]!.after).toEqual({ personId: 6, cursusId: 5 });
    expect((await stored('ownPoints'))[0]).toMatchObject({ before: {}, after: {} });
    expect((await stored('written'))[0]).toMatchObject({ username: 'GEWIST-8', after: { telephone: '011 22 22 22' } });
  });

  it("keeps, in a row that names her and another, the other's values and the service's own", async () => {
    expect((await stored('handed'))[0]).toEqual({
      username: 'GEWIST-8',
      record_id: '2',
      before: { name: 'Wachtdienst Haspengouw', responsible: 'GEWIST-8' },
      after: { name: 'Wachtdienst Haspengouw', responsible: 'N1004', responsibleName: 'Wouter De Smet' },
    });
  });

  it('leaves a row alone that holds her ordenummer or a like number only as some other value', async () => {
    for (const name of ['title', 'otherPerson', 'comment']) {
      const { username, recordId, before, after } = rows[name]!;
      expect((await stored(name))[0], name).toEqual({ username, record_id: recordId, before, after });
    }
  });
});
