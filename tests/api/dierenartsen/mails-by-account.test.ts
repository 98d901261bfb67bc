import fs from 'node:fs';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * A mail belongs to the account it was sent to, not to whoever has the same address: N1001 takes
 * N1006's e-mail address, and yet their own data file holds only their own mails, and erasing N1006
 * removes only hers (migration 063: mails.recipient_username).
 */
describe("mails follow their recipient's account", () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const shared = 'n1006@demo.orde-dierenartsen.be';
  const mailsOf = async (who: string) => {
    const res = await as(t.app, cookies[who], { method: 'GET', url: `/api/dierenartsen/${who}/gegevens` });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(await (await JSZip.loadAsync(res.rawPayload)).file('gegevens.json')!.async('string'));
    return (data.mails as { recipient_username: string; waarden: Record<string, string> }[]).map((m) => m.waarden.gebruikersnaam);
  };

  beforeAll(async () => {
    for (const user of ['secretariaat', 'N1001', 'N1006']) cookies[user] = await login(t.app, user);
    const taken = await as(t.app, cookies.N1001, {
      method: 'POST',
      url: '/api/crm/user/N1001',
      payload: { firstname: 'Pieter', lastname: 'Janssens', email: shared },
    });
    expect(taken.statusCode, taken.body).toBe(200);
    for (const user of ['N1001', 'N1006']) expect((await t.app.inject({ method: 'POST', url: `/api/crm/user/resetpass/${user}` })).statusCode).toBe(200);
  });

  it('queues each mail under its account, also when two accounts share the address', async () => {
    const rows = await t.db.query<{ recipient: string; recipient_username: string }>(
      'SELECT recipient, recipient_username FROM mails WHERE recipient = $1 ORDER BY idmail',
      [shared],
    );
    expect(rows).toEqual([
      { recipient: shared, recipient_username: 'N1001' },
      { recipient: shared, recipient_username: 'N1006' },
    ]);
  });

  it("gives each member only their own account's mails in their data file", async () => {
    expect(await mailsOf('N1001')).toEqual(['N1001']);
    expect(await mailsOf('N1006')).toEqual(['N1006']);
  });

  it("erases only the erased member's mails, not those of another account at the same address", async () => {
    const erased = await as(t.app, cookies.secretariaat, { method: 'POST', url: '/api/dierenartsen/N1006/wissen', payload: { bevestiging: 'N1006' } });
    expect(erased.statusCode, erased.body).toBe(200);
    const left = await t.db.query<{ recipient_username: string }>('SELECT recipient_username FROM mails WHERE recipient = $1', [shared]);
    expect(left).toEqual([{ recipient_username: 'N1001' }]);
    expect(await mailsOf('N1001')).toEqual(['N1001']);
  });

  it('gives the mails queued before their account by address, only where one account has that address', async () => {
    const backfill = /UPDATE mails[\s\S]*?;/.exec(fs.readFileSync('server/db/migrations/063_mail_recipient_account.sql', 'utf8'))![0];
    await t.db.query("UPDATE users SET email = 'gedeeld@voorbeeld.be' WHERE username IN ('N1003', 'N1004')");
    const queued = await t.db.query<{ idmail: number }>(
      `INSERT INTO mails (idmailtemplate, recipient) SELECT min(idmailtemplate), a FROM mail_templates,
         unnest(ARRAY['N1005@DEMO.orde-dierenartsen.be', 'gedeeld@voorbeeld.be', 'niemand@voorbeeld.be']) a GROUP BY a ORDER BY a RETURNING idmail`,
    );
    await t.db.query(backfill);
    const rows = await t.db.query<{ recipient: string; recipient_username: string | null }>(
      'SELECT recipient, recipient_username FROM mails WHERE idmail = ANY ($1::bigint[]) ORDER BY recipient',
      [queued.map((q) => q.idmail)],
    );
    expect(rows).toEqual([
      { recipient: 'N1005@DEMO.orde-dierenartsen.be', recipient_username: 'N1005' },
      { recipient: 'gedeeld@voorbeeld.be', recipient_username: null },
      { recipient: 'niemand@voorbeeld.be', recipient_username: null },
    ]);
  });
});
