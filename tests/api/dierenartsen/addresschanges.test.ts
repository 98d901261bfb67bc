import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

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
    (await t.db.query<{ name: string }>('SELECT t.name FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE recipient = $1', [to])).map(
      (m) => m.name,
    );

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
    const country = await file({
      code: 'DOMICILIE',
      startdate: '2027-01-01',
      street: 'Rue Neuve',
      number: '1',
      postcode: '75001',
      locality: 'Parijs',
      land: 'ZZ',
    });
    expect(country.json().fields).toEqual({ land: 'Veld is verplicht, gelieve een selectie te maken.' });
    const form = await file({
      code: 'RECHTSPERSOON',
      startdate: '2027-01-01',
      workaddress: 'ONZIN',
      legalentityname: 'Praktijk',
      iddiclegalform: 'BV',
      street: 'Markt',
      number: '1',
      postcode: '9000',
      locality: 'Gent',
    });
    expect(form.json().fields).toEqual({ workaddress: 'Veld is verplicht, gelieve een selectie te maken.' });
    const [existing] = await t.db.query<{ id: number }>(`SELECT iddiclegalentity AS id FROM legal_entities WHERE name = 'Paardenkliniek Kempen'`);
    const legalForm = await file({
      code: 'RECHTSPERSOON',
      startdate: '2027-01-01',
      workaddress: 'ZAAKVOERDER',
      iddiclegalentity: existing!.id,
      iddiclegalform: 'ONZIN',
    });
    expect(legalForm.json().fields).toEqual({ iddiclegalform: 'Veld is verplicht, gelieve een selectie te maken.' });
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
    // The summary names the cooperation that ends: its organisation and work address.
    expect(end.json()).toMatchObject({ code: 'COOPERATION_END_SUCCESS' });
    const [listed] = (await as(t.app, sec, { method: 'GET', url: '/api/dierenartsen/addresschanges?state=NEW&limit=1' })).json().items;
    expect(listed).toMatchObject({
      code: 'CONTACTEND',
      organisation: 'Dierenkliniek Zuiderpark',
      address: 'Dierenkliniek Zuiderpark, Kortrijksesteenweg 1024, 9000 Gent',
    });
    await t.db.query('UPDATE contacts SET enddate = $2 WHERE iddiccontact = $1', [coop!.id, '2026-01-01']);
    const res = await decide(end.json().id, { state: 'APPROVED' });
    expect(res.json().state).toBe('ERROR');
    expect(res.json().request.error).toBe('Deze samenwerking werd al beëindigd.');
    const [after] = await t.db.query<{ enddate: string }>('SELECT enddate::text FROM contacts WHERE iddiccontact = $1', [coop!.id]);
    expect(after!.enddate).toBe('2026-01-01');

    // A failure the database reports is told in Dutch too, without its own (English) words.
    const [le] = await t.db.query<{ id: number; a: number }>(
      `SELECT iddiclegalentity AS id, iddicaddress AS a FROM legal_entities WHERE name = 'Paardenkliniek Kempen'`,
    );
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

  describe('corrections by the secretariat', () => {
    const entity = async (name: string) =>
      (await t.db.query<{ id: number; a: number }>('SELECT iddiclegalentity AS id, iddicaddress AS a FROM legal_entities WHERE name = $1', [name]))[0]!;
    /** Kattenkliniek Brussel's second site (where N1005 works), besides its main address. */
    const site = async () =>
      (await t.db.query<{ a: number }>(`SELECT iddicaddress AS a FROM addresses WHERE street = 'Waversesteenweg' AND housenumber = '1390'`))[0]!.a;
    const stored = async (id: number) =>
      (await t.db.query<{ state: string; data: Record<string, any> }>('SELECT state, data FROM address_changes WHERE id = $1', [id]))[0]!;
    /** The address the last mail to `to` names. */
    const mailedAddress = async (to: string) =>
      (
        await t.db.query<{ value: string }>(
          `SELECT mp.value FROM mails m JOIN mail_params mp ON mp.idmail = m.idmail AND mp.name = 'adres' WHERE m.recipient = $1 ORDER BY m.idmail DESC LIMIT 1`,
          [to],
        )
      )[0]!.value;
    const snapshot = async () =>
      JSON.stringify(
        await t.db.query(
          `SELECT (SELECT count(*)::int FROM contacts) AS contacts, (SELECT count(*)::int FROM legal_entities) AS entities,
                  (SELECT count(*)::int FROM mails) AS mails, (SELECT json_agg(ac ORDER BY id) FROM address_changes ac) AS requests,
                  (SELECT json_agg(le ORDER BY iddiclegalentity) FROM legal_entities le) AS organisations`,
        ),
      );
    const cooperation = async (name: string) =>
      (await own()).relaties.find((r: { legalentityname: string; enddate: string | null }) => r.legalentityname === name);

    it('applies another work address of the organisation, keeps what was asked, and mails the address applied', async () => {
      const kattenkliniek = await entity('Kattenkliniek Brussel');
      const oudergem = await site();
      const req = (
        await file({ code: 'CONTACTNEW', startdate: '2026-10-01', iddiclegalentity: kattenkliniek.id, iddicaddress: kattenkliniek.a, workaddress: 'WERKNEMER' })
      ).json().id;
      const res = await decide(req, { state: 'APPROVED', comment: null, iddicaddress: oudergem });
      expect(res.statusCode).toBe(200);
      expect(res.json().state).toBe('APPROVED');
      expect((await stored(req)).data).toMatchObject({
        iddiclegalentity: kattenkliniek.id,
        iddicaddress: oudergem,
        requested: { iddiclegalentity: kattenkliniek.id, iddicaddress: kattenkliniek.a },
      });
      expect(await cooperation('Kattenkliniek Brussel')).toMatchObject({ street: 'Waversesteenweg', housenumber: '1390', locality: 'Oudergem' });
      expect(await mailedAddress('n1001@demo.orde-dierenartsen.be')).toBe('Kattenkliniek Brussel, Waversesteenweg 1390, 1160 Oudergem');
    });

    it('applies another organisation with one of its addresses', async () => {
      const kempen = await entity('Paardenkliniek Kempen');
      const westhoek = await entity('Dierenartsen Westhoek');
      const req = (
        await file({ code: 'CONTACTNEW', startdate: '2026-10-01', iddiclegalentity: kempen.id, iddicaddress: kempen.a, workaddress: 'ZELFSTANDIGE' })
      ).json().id;
      const res = await decide(req, { state: 'APPROVED', comment: null, iddiclegalentity: westhoek.id, iddicaddress: westhoek.a });
      expect(res.json()).toMatchObject({
        state: 'APPROVED',
        request: { organisation: 'Dierenartsen Westhoek', address: 'Dierenartsen Westhoek, Ieperstraat 12, 8970 Poperinge' },
      });
      expect((await stored(req)).data).toMatchObject({ iddiclegalentity: westhoek.id, iddicaddress: westhoek.a, requested: { iddiclegalentity: kempen.id } });
      expect(await cooperation('Dierenartsen Westhoek')).toMatchObject({ workaddress: 'ZELFSTANDIGE', street: 'Ieperstraat' });
      expect(await mailedAddress('n1001@demo.orde-dierenartsen.be')).toBe('Dierenartsen Westhoek, Ieperstraat 12, 8970 Poperinge');
    });

    it('links a new organisation to an existing one instead of creating a duplicate, and updates its details', async () => {
      const linde = await entity('Dierenartsenpraktijk De Linde');
      const before = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM legal_entities'))[0]!.n;
      const req = (
        await file({
          code: 'RECHTSPERSOON',
          startdate: '2026-11-01',
          legalentityname: 'Praktijk De Linde',
          iddiclegalform: 'CV',
          orgtelephone: '+32 16 11 22 33',
          orgwebsite: 'www.delinde-leuven.be',
          siteProtocol: 'https',
          workaddress: 'ZAAKVOERDER',
          street: 'Tiensesteenweg',
          number: '88',
          postcode: '3000',
          locality: 'Leuven',
        })
      ).json().id;
      const res = await decide(req, { state: 'APPROVED', comment: null, iddiclegalentity: linde.id });
      expect(res.json()).toMatchObject({ state: 'APPROVED', request: { address: 'Dierenartsenpraktijk De Linde' } });
      expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM legal_entities'))[0]!.n).toBe(before);
      const [updated] = await t.db.query('SELECT iddiclegalform, telephone, website FROM legal_entities WHERE iddiclegalentity = $1', [linde.id]);
      expect(updated).toEqual({ iddiclegalform: 'CV', telephone: '+32 16 11 22 33', website: 'https://www.delinde-leuven.be' });
      expect((await stored(req)).data).toMatchObject({
        iddiclegalentity: linde.id,
        legalentityname: null,
        street: null,
        requested: {
          iddiclegalentity: null,
          legalentityname: 'Praktijk De Linde',
          street: 'Tiensesteenweg',
          number: '88',
          postcode: '3000',
          locality: 'Leuven',
        },
      });
      expect(await cooperation('Dierenartsenpraktijk De Linde')).toMatchObject({ workaddress: 'ZAAKVOERDER' });
      expect(await mailedAddress('n1001@demo.orde-dierenartsen.be')).toBe('Dierenartsenpraktijk De Linde');
    });

    it('refuses corrections that do not fit, in Dutch, and writes nothing', async () => {
      const kattenkliniek = await entity('Kattenkliniek Brussel');
      const westhoek = await entity('Dierenartsen Westhoek');
      const linde = await entity('Dierenartsenpraktijk De Linde');
      const coop = (
        await file({ code: 'CONTACTNEW', startdate: '2026-10-01', iddiclegalentity: kattenkliniek.id, iddicaddress: kattenkliniek.a, workaddress: 'WERKNEMER' })
      ).json().id;
      const home = (await file({ code: 'DOMICILIE', startdate: '2026-12-01', street: 'Kouter', number: '7', postcode: '9000', locality: 'Gent' })).json().id;
      const linked = (await file({ code: 'RECHTSPERSOON', startdate: '2026-11-01', iddiclegalentity: linde.id, workaddress: 'ASSOCIE' })).json().id;
      const fresh = (
        await file({
          code: 'RECHTSPERSOON',
          startdate: '2026-11-01',
          legalentityname: 'Nieuw',
          iddiclegalform: 'BV',
          workaddress: 'ASSOCIE',
          street: 'Markt',
          number: '1',
          postcode: '9000',
          locality: 'Gent',
        })
      ).json().id;
      const before = await snapshot();
      const select = 'Veld is verplicht, gelieve een selectie te maken.';
      const notHere =
        'Een andere organisatie of ander adres kan enkel gekozen worden bij het goedkeuren van een nieuwe samenwerking of van een nieuwe organisatie.';

      // An address of another organisation.
      const foreign = await decide(coop, { state: 'APPROVED', comment: null, iddicaddress: westhoek.a });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().fields).toEqual({ iddicaddress: select });
      // Another organisation, with the address the member chose at the first one.
      expect((await decide(coop, { state: 'APPROVED', comment: null, iddiclegalentity: westhoek.id })).json().fields).toEqual({ iddicaddress: select });
      // An organisation that does not exist.
      expect((await decide(coop, { state: 'APPROVED', comment: null, iddiclegalentity: 999999, iddicaddress: kattenkliniek.a })).json().fields).toEqual({
        iddiclegalentity: select,
      });
      expect((await decide(fresh, { state: 'APPROVED', comment: null, iddiclegalentity: 999999 })).json().fields).toEqual({ iddiclegalentity: select });
      // A correction with a decline.
      const declined = await decide(coop, { state: 'DECLINED', comment: 'Onbekend adres', iddicaddress: kattenkliniek.a });
      expect(declined.statusCode).toBe(400);
      expect(declined.json().fields).toEqual({ iddicaddress: notHere });
      // A kind of request that cannot be corrected, or a correction that does not fit the kind.
      const domicile = await decide(home, { state: 'APPROVED', comment: null, iddicaddress: kattenkliniek.a });
      expect(domicile.statusCode).toBe(400);
      expect(domicile.json().fields).toEqual({ iddicaddress: notHere });
      expect((await decide(linked, { state: 'APPROVED', comment: null, iddiclegalentity: westhoek.id })).json().fields).toEqual({ iddiclegalentity: notHere });
      expect((await decide(fresh, { state: 'APPROVED', comment: null, iddiclegalentity: westhoek.id, iddicaddress: westhoek.a })).json().fields).toEqual({
        iddicaddress: notHere,
      });
      // Ids the database cannot hold.
      expect((await decide(coop, { state: 'APPROVED', comment: null, iddicaddress: 2 ** 31 })).json().fields).toEqual({ iddicaddress: select });

      expect(await snapshot()).toBe(before);
      for (const id of [coop, home, linked, fresh]) expect((await stored(id)).state).toBe('NEW');
    });

    it('keeps the request as asked when the corrected approval cannot be applied, and the bulk approval takes no corrections', async () => {
      const kattenkliniek = await entity('Kattenkliniek Brussel');
      const oudergem = await site();
      const req = (
        await file({ code: 'CONTACTNEW', startdate: '2026-10-01', iddiclegalentity: kattenkliniek.id, iddicaddress: kattenkliniek.a, workaddress: 'WERKNEMER' })
      ).json().id;
      // A start date the database refuses makes the application fail there.
      await t.db.query(`UPDATE address_changes SET data = jsonb_set(data, '{startdate}', '"2026-13-45"') WHERE id = $1`, [req]);
      const contacts = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts'))[0]!.n;
      const res = await decide(req, { state: 'APPROVED', comment: null, iddicaddress: oudergem });
      expect(res.json().state).toBe('ERROR');
      expect(res.json().request.error).toMatch(/^Technische fout: /);
      const after = await stored(req);
      expect(after.data.iddicaddress).toBe(kattenkliniek.a);
      expect(after.data.requested).toBeUndefined();
      expect((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM contacts'))[0]!.n).toBe(contacts);

      const bulk = await as(t.app, sec, {
        method: 'POST',
        url: '/api/dierenartsen/addresschanges/actions/approve',
        payload: { ids: [req], iddicaddress: oudergem },
      });
      expect(bulk.statusCode).toBe(200);
      expect((await stored(req)).data.requested).toBeUndefined();
    });
  });

  it('keeps the queue for the secretariat and requests for members', async () => {
    expect((await as(t.app, vet, { method: 'POST', url: '/api/dierenartsen/addresschanges/1', payload: { state: 'APPROVED' } })).statusCode).toBe(403);
    const theirs = (await as(t.app, vet, { method: 'GET', url: '/api/dierenartsen/addresschanges?limit=100' })).json();
    expect(theirs.items.every((r: { ordenummer: string }) => r.ordenummer === 'N1001')).toBe(true);
    expect((await file({ code: 'CONTACTEND', startdate: '2027-01-01', iddiccontact: 1 }, sec)).statusCode).toBe(403);
  });
});
