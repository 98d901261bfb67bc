import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditTrailRow } from '../../../server/repositories/auditTrail';
import { describeRow } from '../../../server/services/auditLog';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * The audit trail: every decision and every change of a member's data writes one row in its own
 * transaction, hand-written calls included; the database refuses to change or remove a row; the
 * secretariat reads the trail in the logbook and exports it, in Dutch.
 */
describe('audit trail', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const user of ['secretariaat', 'N1001', 'N1003']) cookies[user] = await login(t.app, user);
  });
  const rowsOf = (resource: string, recordId: string) =>
    t.db.query<{ username: string; action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>(
      'SELECT username, action, before, after FROM audit_log WHERE resource = $1 AND record_id = $2 ORDER BY id',
      [resource, recordId],
    );

  it('refuses to change, remove or empty a row, on both databases; an erasure may only take a name out', async () => {
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM audit_log ORDER BY id LIMIT 1');
    for (const sql of ['UPDATE audit_log SET action = $2 WHERE id = $1', 'DELETE FROM audit_log WHERE id = $1 AND $2::text IS NOT NULL']) {
      await expect(t.db.query(sql, [row!.id, 'anders'])).rejects.toThrow(/written once/);
    }
    await expect(t.db.query('TRUNCATE audit_log')).rejects.toThrow(/written once/);
    await expect(
      t.db.tx(async (q) => {
        await q.query("SELECT set_config('portal.erasure', 'on', true)");
        await q.query("UPDATE audit_log SET action = 'anders' WHERE id = $1", [row!.id]);
      }),
    ).rejects.toThrow(/written once/);
    await t.db.tx(async (q) => {
      await q.query("SELECT set_config('portal.erasure', 'on', true)");
      await q.query("UPDATE audit_log SET username = 'gewist' WHERE id = $1", [row!.id]);
    });
    expect((await t.db.query<{ username: string }>('SELECT username FROM audit_log WHERE id = $1', [row!.id]))[0]!.username).toBe('gewist');
  });

  it("writes a row for every change a member makes to their own data, without a password or a link's token", async () => {
    const vet = cookies.N1001!;
    const contact = { email: 'n1001@demo.orde-dierenartsen.be', telephone: '+32 470 65 43 21', mobile: null };
    expect((await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001', payload: contact })).statusCode).toBe(200);
    expect(
      (await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/N1001/activiteiten', payload: { practpct: 70, species: ['PAARD'] } })).statusCode,
    ).toBe(200);
    const profile = { firstname: 'Pieter', lastname: 'Janssens', email: 'n1001@demo.orde-dierenartsen.be', password: 'Nieuw12345!', repassword: 'Nieuw12345!' };
    expect((await as(t.app, vet, { method: 'POST', url: '/api/crm/user/N1001', payload: profile })).statusCode).toBe(200);
    const link = await as(t.app, vet, { method: 'POST', url: '/api/agenda' });
    expect(link.statusCode).toBe(200);
    expect((await as(t.app, vet, { method: 'DELETE', url: '/api/agenda' })).statusCode).toBe(200);

    const member = await rowsOf('dierenartsen', 'N1001');
    expect(member.map((r) => r.action)).toEqual(expect.arrayContaining(['contactgegevens', 'activiteiten']));
    expect(member.find((r) => r.action === 'contactgegevens')!.after).toMatchObject({ telephone: '+32 470 65 43 21' });
    const account = await rowsOf('gebruikers', 'N1001');
    expect(account.at(-1)).toMatchObject({
      username: 'N1001',
      action: 'update',
      before: expect.objectContaining({ nieuwWachtwoord: false }),
      after: expect.objectContaining({ firstname: 'Pieter', nieuwWachtwoord: true }),
    });
    // A save without a new password: the real before and after, and no password in it.
    const renamed = { firstname: 'Piet', lastname: 'Janssens', email: 'n1001@demo.orde-dierenartsen.be' };
    expect((await as(t.app, vet, { method: 'POST', url: '/api/crm/user/N1001', payload: renamed })).statusCode).toBe(200);
    const saved = (await rowsOf('gebruikers', 'N1001')).at(-1)!;
    expect(saved.before).toMatchObject({ firstname: 'Pieter', lastname: 'Janssens' });
    expect(saved.after).toMatchObject({ firstname: 'Piet', lastname: 'Janssens' });
    expect(saved.after).not.toHaveProperty('nieuwWachtwoord');
    const logged = (await as(t.app, cookies.secretariaat!, { method: 'GET', url: '/api/logboek?soort=gebruikers&record=N1001' })).json().items[0];
    expect(logged).toMatchObject({ label: 'Gewijzigd', changes: ['Voornaam'], diff: [{ label: 'Voornaam', before: 'Pieter', after: 'Piet' }] });
    expect(logged.link).toBe('/zoeken/dierenarts/N1001');
    expect((await rowsOf('agenda', 'N1001')).map((r) => r.action)).toEqual(['create', 'delete']);
    const everything = JSON.stringify(await t.db.query('SELECT before, after FROM audit_log'));
    expect(everything).not.toContain('Nieuw12345!');
    expect(everything).not.toMatch(/"(password|passwordHash|password_hash|token)"/);
    expect(everything).not.toContain(String(link.json().url).split('/agenda/')[1]!.replace('.ics', ''));
  });

  it("writes a row for the secretariat's hand-written decisions: an address change, a registration, a translation", async () => {
    const sec = cookies.secretariaat!;
    const filed = await as(t.app, cookies.N1003!, {
      method: 'POST',
      url: '/api/dierenartsen/addresschanges',
      payload: { code: 'DOMICILIE', startdate: '2026-11-01', street: 'Coupure Links', number: '653', postcode: '9000', locality: 'Gent' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().id as number;
    expect(
      (await as(t.app, sec, { method: 'POST', url: `/api/dierenartsen/addresschanges/${id}`, payload: { state: 'DECLINED', comment: 'Onvolledig' } }))
        .statusCode,
    ).toBe(200);
    expect((await rowsOf('adreswijzigingen', String(id))).map((r) => [r.username, r.action])).toEqual([
      ['N1003', 'create'],
      ['secretariaat', 'DECLINED'],
    ]);
    // The logbook shows the decision's before and after, and leads to the request in the queue.
    const declined = (await as(t.app, sec, { method: 'GET', url: `/api/logboek?soort=adreswijzigingen&record=${id}&handeling=APPROVED,DECLINED` })).json();
    expect(declined.items).toHaveLength(1);
    expect(declined.items[0].diff).toEqual(
      expect.arrayContaining([
        { label: 'Status', before: 'Nieuw', after: 'Afgekeurd' },
        { label: 'Commentaar', before: null, after: 'Onvolledig' },
      ]),
    );
    expect(declined.items[0].link).toBe(`/dierenarts/adreswijzigingen?filter=${encodeURIComponent(JSON.stringify({ id }))}`);
    const queued = await as(t.app, sec, { method: 'GET', url: `/api/dierenartsen/addresschanges?id=${id}` });
    expect(queued.json().items.map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([[id, 'DECLINED']]);

    const [registration] = await t.db.query<{ id: number }>("SELECT id FROM provider_registrations WHERE status = 'NIEUW' ORDER BY id LIMIT 1");
    if (registration) {
      expect(
        (
          await as(t.app, sec, {
            method: 'POST',
            url: `/api/registraties/${registration.id}/beslissing`,
            payload: { status: 'DECLINED', comment: 'Geen opleidingen' },
          })
        ).statusCode,
      ).toBe(200);
      expect((await rowsOf('registraties', String(registration.id))).at(-1)).toMatchObject({ username: 'secretariaat', action: 'DECLINED' });
    }

    const [item] = await t.db.query<{ id: number }>('SELECT min(iddiccodedetail)::int AS id FROM codelist_items');
    expect(
      (await as(t.app, sec, { method: 'POST', url: `/api/lists/codelists/items/${item!.id}/translations/fr`, payload: { description: 'Essai' } })).statusCode,
    ).toBe(200);
    expect((await rowsOf('codelijst-items', String(item!.id))).at(-1)).toMatchObject({
      action: 'vertaling',
      after: { languagecode: 'fr', description: 'Essai' },
    });
  });

  it('shows the secretariat the trail newest first, filtered, in Dutch, and exports it; nobody else', async () => {
    const sec = cookies.secretariaat!;
    const read = async (query: string) => (await as(t.app, sec, { method: 'GET', url: `/api/logboek?${query}` })).json();
    const all = await read('');
    expect(all.size).toBeGreaterThan(5);
    const times = all.items.map((r: { at: string }) => r.at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = await read('wie=n1001&soort=dierenartsen&handeling=contactgegevens');
    expect(mine.items[0]).toMatchObject({ username: 'N1001', subject: 'Dierenarts', label: 'Contactgegevens gewijzigd', link: '/zoeken/dierenarts/N1001' });
    expect(mine.items[0].changes).toContain('Telefoon');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
    expect((await read(`van=${today}&tot=${today}&soort=agenda`)).size).toBe(2);
    expect((await read('van=2000-01-01&tot=2000-01-02')).size).toBe(0);
    const wrong = await as(t.app, sec, { method: 'GET', url: '/api/logboek?van=2026-02-30' });
    expect(wrong.statusCode).toBe(400);
    expect((await as(t.app, sec, { method: 'GET', url: '/api/logboek?van=2026-02-01&tot=2026-01-01' })).json().fields.tot).toMatch(/\S/);
    for (const user of ['N1001']) expect((await as(t.app, cookies[user], { method: 'GET', url: '/api/logboek' })).statusCode).toBe(403);
    expect((await as(t.app, cookies.N1001, { method: 'GET', url: '/api/logboek/excel' })).statusCode).toBe(403);

    const file = await as(t.app, sec, { method: 'GET', url: '/api/logboek/excel?soort=adreswijzigingen' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/logboek-\d{4}-\d{2}-\d{2}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as never);
    const sheet = book.getWorksheet('Logboek')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Tijdstip', 'Door', 'Soort', 'Nummer', 'Handeling', 'Gewijzigde velden']);
    const actions = sheet.getColumn(5).values.slice(2);
    expect(actions).toEqual(expect.arrayContaining(['Afgekeurd']));
    expect(actions).not.toContain('DECLINED');
    expect(
      sheet
        .getColumn(3)
        .values.slice(2)
        .every((v) => v === 'Adreswijziging'),
    ).toBe(true);
  });

  it('names every row the product wrote in Dutch and in French, in the logbook as in the workbook', async () => {
    const rows = await t.db.query<AuditTrailRow>(
      `SELECT DISTINCT ON (resource, action) id, at, username, NULL AS name, resource, record_id AS "recordId", action, before, after FROM audit_log ORDER BY resource, action, id`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const language of ['nl', 'fr'] as const) {
      const unnamed = rows.map((row) => describeRow(row, language)).filter((r) => r.label === r.action || r.subject === r.resource);
      expect(unnamed.map((r) => `${language} ${r.resource}:${r.action}`)).toEqual([]);
    }
  });
});
