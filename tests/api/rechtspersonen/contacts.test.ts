import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/**
 * A provider adding people to its organisation: only people who already cooperate with it, and
 * no answer ever shows a person's private e-mail or telephone (the directory hides those too).
 */
describe('contacts of an organisation', () => {
  const t = useTestApp();
  let opl: string;
  let sec: string;
  let entity: number;
  const privateData: { email: string; telephone: string }[] = [];

  const contactRows = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts'))[0]!.n;
  const add = (cookie: string, ordenummer: string, workaddress = 'WERKNEMER') =>
    as(t.app, cookie, { method: 'POST', url: `/api/crm/public/legalentities/${entity}/contacts`, payload: { ordenummer, workaddress } });
  const expectNoPrivateData = (body: string) => {
    for (const p of privateData) {
      expect(body).not.toContain(p.email);
      expect(body).not.toContain(p.telephone);
    }
  };

  beforeAll(async () => {
    opl = await login(t.app, 'opleider');
    sec = await login(t.app, 'secretariaat');
    entity = (await t.db.query<{ id: number }>(`SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'`))[0]!.id;
    const people = await t.db.query<{ email: string; telephone: string }>(
      `SELECT email, telephone FROM persons WHERE ordenummer IN ('N1001', 'N1002', 'N1006') AND email IS NOT NULL AND telephone IS NOT NULL`,
    );
    expect(people).toHaveLength(3);
    privateData.push(...people);
    // N1002 teaches for the provider: a cooperation with a work e-mail of its own, not the private one.
    await t.db.query(
      `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, email, startdate)
       SELECT iddicperson, $1, 'ASSOCIE', 'docent@vetacademie.be', '2024-01-01' FROM persons WHERE ordenummer = 'N1002'`,
      [entity],
    );
  });

  it('lets a provider add only someone who already cooperates with it: others are refused and nothing is written', async () => {
    const before = await contactRows();
    const refused = await add(opl, 'N1001');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorcode: 'FORBIDDEN', fields: { ordenummer: expect.stringContaining('samenwerkt') } });
    expect(refused.json().usererror).toMatch(/secretariaat/);
    expectNoPrivateData(refused.body);
    expect(await contactRows()).toBe(before);

    const res = await add(opl, 'N1002');
    expect(res.statusCode, res.body).toBe(201);
    const rows = res.json().items.filter((c: { ordenummer: string }) => c.ordenummer === 'N1002');
    expect(rows.map((c: { workaddress: string }) => c.workaddress).sort()).toEqual(['ASSOCIE', 'WERKNEMER']);
    expect(rows.find((c: { workaddress: string }) => c.workaddress === 'ASSOCIE').email).toBe('docent@vetacademie.be');
    expect(await contactRows()).toBe(before + 1);
  });

  it('lets the secretariat link anyone, and never shows the private e-mail or telephone of a contact to either', async () => {
    const linked = await add(sec, 'N1006');
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().items.some((c: { ordenummer: string }) => c.ordenummer === 'N1006')).toBe(true);
    expectNoPrivateData(linked.body);
    for (const cookie of [opl, sec]) {
      const list = await as(t.app, cookie, { method: 'GET', url: `/api/crm/public/legalentities/${entity}/contacts` });
      expect(list.statusCode).toBe(200);
      expect(list.json().size).toBeGreaterThanOrEqual(3);
      expectNoPrivateData(list.body);
      const added = await add(cookie, 'N1002', 'ZELFSTANDIGE');
      expect(added.statusCode, added.body).toBe(201);
      expectNoPrivateData(added.body);
    }
  });
});
