import { beforeAll, describe, expect, it } from 'vitest';
import { maskSecretLinks } from '../../../domain/mailTemplates';
import { findUserByUsername } from '../../../server/repositories/users';
import { issueTokenMail } from '../../../server/services/accounts';
import { as, login, useTestApp } from '../../helpers/app';

/** Decisions of the secretariat take effect once, also when they are sent many times at once (DESIGN §6). */
describe('decisions under simultaneous requests', () => {
  const t = useTestApp();
  let vet: string;
  let sec: string;
  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
    sec = await login(t.app, 'secretariaat');
  });
  const file = (payload: object) => as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/addresschanges', payload });
  const decide = (id: number, payload: object = { state: 'APPROVED' }) =>
    as(t.app, sec, { method: 'POST', url: `/api/dierenartsen/addresschanges/${id}`, payload });
  const approvalMails = async () =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name = 'ADRESWIJZIGING_GOEDGEKEURD'`,
      )
    )[0]!.n;

  it('decides an address change once, however often it is sent at the same moment', async () => {
    const id = (await file({ code: 'DOMICILIE', startdate: '2026-10-01', street: 'Ketelvest', number: '3', postcode: '9000', locality: 'Gent' })).json().id;
    const before = await approvalMails();
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide(id)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(7);
    expect(await approvalMails()).toBe(before + 1);
  });

  it('ends a cooperation once when two requests to end it are approved at the same moment', async () => {
    const [coop] = await t.db.query<{ id: number }>(
      `SELECT c.iddiccontact AS id FROM contacts c JOIN persons p USING (iddicperson) WHERE p.ordenummer = 'N1001' AND c.enddate IS NULL LIMIT 1`,
    );
    const ids = [];
    for (const startdate of ['2026-12-01', '2026-12-15']) ids.push((await file({ code: 'CONTACTEND', startdate, iddiccontact: coop!.id })).json().id);
    const before = await approvalMails();
    const answers = await Promise.all(ids.map((id) => decide(id)));
    expect(answers.map((res) => res.json().state).sort()).toEqual(['APPROVED', 'ERROR']);
    expect(answers.find((res) => res.json().state === 'ERROR')!.json().request.error).toBe('Deze samenwerking werd al beëindigd.');
    expect(await approvalMails()).toBe(before + 1);
  });

  it('keeps one current domicile when two new ones are approved at the same moment', async () => {
    const ids = [];
    for (const street of ['Korenmarkt', 'Vrijdagmarkt']) {
      ids.push((await file({ code: 'DOMICILIE', startdate: '2026-11-01', street, number: '1', postcode: '9000', locality: 'Gent' })).json().id);
    }
    const answers = await Promise.all(ids.map((id) => decide(id)));
    expect(answers.map((res) => res.json().state)).toEqual(['APPROVED', 'APPROVED']);
    const [open] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM person_addresses pa JOIN persons p USING (iddicperson)
        WHERE p.ordenummer = 'N1001' AND pa.role = 'LID' AND pa.enddate IS NULL`,
    );
    expect(open!.n).toBe(1);
  });

  it('changes a mail status once and issues one new link when a mail is sent again many times at once', async () => {
    const user = (await findUserByUsername(t.db, 'N1004'))!;
    await t.db.tx((q) => issueTokenMail(q, t.config, user, 'RESET'));
    const [mail] = await t.db.query<{ idmail: number; link: string }>(
      `SELECT m.idmail, p.value AS link FROM mails m JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'link' ORDER BY m.idmail DESC LIMIT 1`,
    );
    // As after a failed sending whose link was masked: the secretariat puts it back in the queue.
    await t.db.query(`UPDATE mails SET status = 'ERROR' WHERE idmail = $1`, [mail!.idmail]);
    await t.db.query(`UPDATE mail_params SET value = $2 WHERE idmail = $1 AND name = 'link'`, [mail!.idmail, maskSecretLinks(mail!.link)]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as(t.app, sec, { method: 'POST', url: `/api/mails/${mail!.idmail}`, payload: { status: 'NEW' } })),
    );
    expect(answers.every((res) => res.statusCode === 200 && res.json().status === 'NEW')).toBe(true);
    // The delivery log, as the secretariat reads it, names the change once.
    const logs = await as(t.app, sec, { method: 'GET', url: `/api/mails/${mail!.idmail}/logs` });
    const changes = logs.json().items.filter((line: { message: string }) => line.message.startsWith('Status gewijzigd'));
    expect(changes).toHaveLength(1);
    const [tokens] = await t.db.query<{ issued: number; open: number }>(
      `SELECT count(*)::int AS issued, count(*) FILTER (WHERE used_at IS NULL)::int AS open FROM user_tokens WHERE user_id = $1 AND kind = 'RESET'`,
      [user.id],
    );
    expect(tokens).toEqual({ issued: 2, open: 1 });
  });
});
