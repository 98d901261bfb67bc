import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/app';

describe('address-change requests', () => {
  const t = useTestApp();
  let vet: string;
  let sec: string;
  beforeAll(async () => {
    vet = await login(t.app, 'N1001');
    sec = await login(t.app, 'secretariaat');
  });
  const file = (payload: object, cookie = vet) => as(t.app, cookie, { method: 'POST', url: '/api/dierenartsen/addresschanges', payload });
  const decide = (id: number, payload: object) => as(t.app, sec, { method: 'POST', url: `/api/dierenartsen/addresschanges/${id}`, payload });
  const own = async () => (await as(t.app, vet, { method: 'GET', url: '/api/dierenartsen/N1001/addressen' })).json();
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM address_changes'))[0]!.n;
  const mailsTo = async (to: string) =>
    (await t.db.query<{ name: string }>('SELECT t.name FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE recipient = $1', [to])).map((m) => m.name);

  it('refuses bad requests with Dutch field errors and files nothing', async () => {
    const before = await count();
    const postcode = await file({ code: 'DOMICILIE', startdate: '2027-01-01', street: 'Meir', number: '1', postcode: '200', locality: 'Antwerpen' });
    expect(postcode.statusCode).toBe(400);
    expect(postcode.json().fields.postcode).toBe('De waarde heeft niet het juist formaat');
    const organisation = await file({ code: 'RECHTSPERSOON', startdate: '2027-01-01', workaddress: 'ZAAKVOERDER' });
    expect(organisation.json().fields).toMatchObject({ legalentityname: 'Dit veld is verplicht.', iddiclegalform: 'Dit veld is verplicht.' });
    const date = await file({ code: 'CONTACTEND', startdate: '31/12/2026', iddiccontact: 1 });
    expect(date.json().fields.startdate).toBe('Geef een geldige datum in (dd/mm/jjjj).');
    const foreign = await file({ code: 'CONTACTEND', startdate: '2027-01-01', iddiccontact: 999999 });
    expect(foreign.statusCode).toBe(400);
    const country = await file({ code: 'DOMICILIE', startdate: '2027-01-01', street: 'Rue Neuve', number: '1', postcode: '75001', locality: 'Parijs', land: 'ZZ' });
    expect(country.json().fields).toEqual({ land: 'Veld is verplicht, gelieve een selectie te maken.' });
    const form = await file({ code: 'RECHTSPERSOON', startdate: '2027-01-01', workaddress: 'ONZIN', legalentityname: 'Praktijk', iddiclegalform: 'BV', street: 'Markt', number: '1', postcode: '9000', locality: 'Gent' });
    expect(form.json().fields).toEqual({ workaddress: 'Veld is verplicht, gelieve een selectie te maken.' });
    expect(await count()).toBe(before);
  });

  it('applies a new domicile on approval and mails the member', async () => {
    const res = await file({ code: 'DOMICILIE', startdate: '2026-11-01', street: 'Coupure Links', number: '653', postcode: '9000', locality: 'Gent' });
    expect(res.statusCode).toBe(201);
    expect(res.json().code).toBe('ADDRESS_REQUEST_SUCCESS');
    const mine = (await as(t.app, vet, { method: 'GET', url: '/api/dierenartsen/addresschanges' })).json();
    expect(mine.items[0]).toMatchObject({ state: 'NEW', code: 'DOMICILIE', address: 'Coupure Links 653, 9000 Gent' });
    const decided = await decide(res.json().id, { state: 'APPROVED' });
    expect(decided.json().state).toBe('APPROVED');
    const home = (await own()).items.filter((a: { role: string }) => a.role === 'LID');
    expect(home.map((a: { street: string }) => a.street)).toEqual(['Coupure Links']);
    expect(await mailsTo('n1001@demo.orde-dierenartsen.be')).toContain('ADRESWIJZIGING_GOEDGEKEURD');
  });

  it('starts and ends cooperations, and registers a new organisation with its website', async () => {
    const [le] = await t.db.query<{ id: number; a: number }>(
      `SELECT iddiclegalentity AS id, iddicaddress AS a FROM legal_entities WHERE name = 'Paardenkliniek Kempen'`,
    );
    const start = await file({ code: 'CONTACTNEW', startdate: '2026-10-01', iddiclegalentity: le!.id, iddicaddress: le!.a, workaddress: 'ZELFSTANDIGE' });
    expect(start.json().code).toBe('COOPERATION_REQUEST_SUCCESS');
    await decide(start.json().id, { state: 'APPROVED' });
    const coop = (await own()).relaties.find((r: { legalentityname: string }) => r.legalentityname === 'Paardenkliniek Kempen');
    expect(coop).toMatchObject({ workaddress: 'ZELFSTANDIGE' });

    const end = await file({ code: 'CONTACTEND', startdate: '2026-11-15', iddiccontact: coop.iddiccontact });
    expect(end.json().code).toBe('COOPERATION_END_SUCCESS');
    await decide(end.json().id, { state: 'APPROVED' });
    expect((await own()).relaties.some((r: { iddiccontact: number }) => r.iddiccontact === coop.iddiccontact)).toBe(false);

    const org = await file({
      code: 'RECHTSPERSOON',
      startdate: '2026-11-01',
      legalentityname: 'Dierenartsenpraktijk Ter Beke',
      iddiclegalform: 'BV',
      orgwebsite: ' www.terbeke.be ',
      siteProtocol: 'https',
      workaddress: 'ZAAKVOERDER',
      street: 'Beekstraat',
      number: '4',
      postcode: '9030',
      locality: 'Gent',
    });
    expect(org.json().code).toBe('LEGALENTITY_REQUEST_SUCCESS');
    await decide(org.json().id, { state: 'APPROVED' });
    const [made] = await t.db.query<{ website: string }>(`SELECT website FROM legal_entities WHERE name = 'Dierenartsenpraktijk Ter Beke'`);
    expect(made!.website).toBe('https://www.terbeke.be');
    expect((await own()).relaties.some((r: { legalentityname: string }) => r.legalentityname === 'Dierenartsenpraktijk Ter Beke')).toBe(true);
  });

  it('leaves a request that cannot be applied in ERROR with the reason, and changes nothing', async () => {
    const [coop] = await t.db.query<{ id: number }>(
      `SELECT c.iddiccontact AS id FROM contacts c JOIN persons p USING (iddicperson) WHERE p.ordenummer = 'N1001' AND c.enddate IS NULL LIMIT 1`,
    );
    const end = await file({ code: 'CONTACTEND', startdate: '2026-12-01', iddiccontact: coop!.id });
    await t.db.query('UPDATE contacts SET enddate = $2 WHERE iddiccontact = $1', [coop!.id, '2026-01-01']);
    const res = await decide(end.json().id, { state: 'APPROVED' });
    expect(res.json().state).toBe('ERROR');
    expect(res.json().request.error).toBe('Deze samenwerking werd al beëindigd.');
    const [after] = await t.db.query<{ enddate: string }>('SELECT enddate::text FROM contacts WHERE iddiccontact = $1', [coop!.id]);
    expect(after!.enddate).toBe('2026-01-01');

    // A failure the database reports is told in Dutch too, without its own (English) words.
    const [le] = await t.db.query<{ id: number; a: number }>(`SELECT iddiclegalentity AS id, iddicaddress AS a FROM legal_entities WHERE name = 'Paardenkliniek Kempen'`);
    const coopNew = await file({ code: 'CONTACTNEW', startdate: '2026-12-01', iddiclegalentity: le!.id, iddicaddress: le!.a, workaddress: 'ZELFSTANDIGE' });
    await t.db.query(`UPDATE address_changes SET data = jsonb_set(data, '{iddicaddress}', '999999') WHERE id = $1`, [coopNew.json().id]);
    const technical = await decide(coopNew.json().id, { state: 'APPROVED' });
    expect(technical.json().request.error).toBe('Technische fout: de aanvraag verwijst naar een gegeven dat niet (meer) bestaat.');

    const queue = (await as(t.app, sec, { method: 'GET', url: '/api/dierenartsen/addresschanges?state=ERROR' })).json();
    expect(queue.limit).toBe(5);
    expect(queue.items.map((r: { id: number }) => r.id)).toContain(end.json().id);
  });

  it('declines with a comment, refuses a second decision, and approves a selection in bulk', async () => {
    const a = (await file({ code: 'DOMICILIE', startdate: '2026-12-01', street: 'A', number: '1', postcode: '1000', locality: 'Brussel' })).json().id;
    const noReason = await decide(a, { state: 'DECLINED', comment: '' });
    expect(noReason.json().fields).toEqual({ comment: 'Dit veld is verplicht.' });
    const declined = await decide(a, { state: 'DECLINED', comment: 'Adres onvolledig' });
    expect(declined.json().request).toMatchObject({ state: 'DECLINED', comment: 'Adres onvolledig' });
    expect((await decide(a, { state: 'APPROVED' })).statusCode).toBe(409);
    const b = (await file({ code: 'DOMICILIE', startdate: '2026-12-01', street: 'B', number: '2', postcode: '1000', locality: 'Brussel' })).json().id;
    const bulk = await as(t.app, sec, { method: 'POST', url: '/api/dierenartsen/addresschanges/actions/approve', payload: { ids: [b, a] } });
    expect(bulk.json().items).toEqual([
      { id: b, state: 'APPROVED' },
      { id: a, state: 'SKIPPED', errorcode: 'CONFLICT' },
    ]);
  });

  it('keeps the queue for the secretariat and requests for members', async () => {
    expect((await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/addresschanges/1', payload: { state: 'APPROVED' } })).statusCode).toBe(403);
    const theirs = (await as(t.app, vet, { method: 'GET', url: '/api/dierenartsen/addresschanges?limit=100' })).json();
    expect(theirs.items.every((r: { ordenummer: string }) => r.ordenummer === 'N1001')).toBe(true);
    expect((await file({ code: 'CONTACTEND', startdate: '2027-01-01', iddiccontact: 1 }, sec)).statusCode).toBe(403);
  });
});
