import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

const form = {
  firstname: 'Ruben',
  lastname: 'Verbeke',
  email: 'ruben@bijscholing-west.be',
  username: 'bijscholingwest',
  password: 'Opleiding123',
  repassword: 'Opleiding123',
  name: 'Bijscholing West',
  street: 'Markt',
  housenumber: '1',
  postcode: '8000',
  locality: 'Brugge',
  iddiclegalform: 'VZW',
  website: '  www.bijscholing-west.be ',
  siteProtocol: 'https',
  contactSame: 0,
  contact: { firstname: 'Lies', lastname: 'Verbeke', email: 'lies@bijscholing-west.be' },
  cursustype: 'BP',
};

describe('provider registration', () => {
  const t = useTestApp();
  let sec: string;
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });
  const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/registraties', payload });
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM provider_registrations'))[0]!.n;

  it('refuses missing or wrong fields in Dutch and stores nothing', async () => {
    const before = await count();
    const res = await register({ ...form, firstname: '', password: 'kort', contact: { firstname: '', lastname: '', email: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstname: 'Dit veld is verplicht.',
      password: expect.stringContaining('minstens 8 tekens'),
      'contact.firstname': 'Dit veld is verplicht.',
      'contact.email': 'Dit veld is verplicht.',
    });
    const mismatch = await register({ ...form, repassword: 'Opleiding124' });
    expect(mismatch.json().errorcode).toBe('PASS_AND_REPASS_NOT_SAME');
    const taken = await register({ ...form, username: 'opleider' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.username).toMatch(/al in gebruik/);
    expect(await count()).toBe(before);
  });

  it('receives a registration, never shows its password, and mails the requestor', async () => {
    const res = await register(form);
    expect(res.statusCode).toBe(201);
    expect(res.json().code).toBe('REGISTRATION_RECEIVED');
    const list = (await as(t.app, sec, { method: 'GET', url: '/api/registraties?status=NIEUW' })).json();
    const mine = list.items.find((r: { username: string }) => r.username === 'bijscholingwest');
    expect(mine).toMatchObject({ name: 'Bijscholing West', status: 'NIEUW' });
    expect(JSON.stringify(list)).not.toMatch(/passwordHash|Opleiding123/);
    const [mail] = await t.db.query<{ name: string }>(
      `SELECT t.name FROM mails m JOIN mail_templates t USING (idmailtemplate) WHERE m.recipient = 'ruben@bijscholing-west.be'`,
    );
    expect(mail!.name).toBe('REGISTRATIE_ONTVANGEN');
  });

  it('approves: provider organisation, contact person, inactive account and an activation link', async () => {
    const [row] = await t.db.query<{ id: number }>(`SELECT id FROM provider_registrations WHERE data->>'username' = 'bijscholingwest'`);
    const edit = await as(t.app, sec, { method: 'POST', url: `/api/registraties/${row!.id}`, payload: { cursustype: 'EBP' } });
    expect(edit.json().data.cursustype).toBe('EBP');
    const res = await as(t.app, sec, { method: 'POST', url: `/api/registraties/${row!.id}/beslissing`, payload: { status: 'APPROVED' } });
    expect(res.statusCode).toBe(200);
    const [le] = await t.db.query<{ website: string; is_provider: boolean }>(`SELECT website, is_provider FROM legal_entities WHERE name = 'Bijscholing West'`);
    expect(le).toEqual({ website: 'https://www.bijscholing-west.be', is_provider: true });
    const [contact] = await t.db.query<{ firstname: string }>(
      `SELECT p.firstname FROM contacts c JOIN persons p USING (iddicperson) JOIN legal_entities le USING (iddiclegalentity) WHERE le.name = 'Bijscholing West'`,
    );
    expect(contact!.firstname).toBe('Lies');
    const [user] = await t.db.query<{ active: boolean; roles: string[]; cursus_type: string }>(
      `SELECT active, roles, cursus_type FROM users WHERE username = 'bijscholingwest'`,
    );
    expect(user).toEqual({ active: false, roles: ['OPLVERSTREKKER'], cursus_type: 'EBP' });
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/person/j_security_check',
      payload: 'j_username=bijscholingwest&j_password=Opleiding123',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(blocked.statusCode).toBe(401);

    const [link] = await t.db.query<{ value: string }>(
      `SELECT p.value FROM mails m JOIN mail_params p USING (idmail) JOIN mail_templates t USING (idmailtemplate)
        WHERE t.name = 'REGISTRATIE_GOEDGEKEURD' AND p.name = 'link'`,
    );
    const token = link!.value.split('/activate/')[1]!;
    expect((await t.app.inject({ method: 'GET', url: `/api/crm/user/activate/${token}` })).json()).toEqual({ username: 'bijscholingwest', hasPassword: true });
    const activated = await t.app.inject({ method: 'POST', url: `/api/crm/user/activate/${token}`, payload: {} });
    expect(activated.json().code).toBe('ACTIVATIONSUCCESS');
    const me = await login(t.app, 'bijscholingwest', 'Opleiding123');
    const person = (await as(t.app, me, { method: 'GET', url: '/api/auth/person' })).json();
    expect(person).toMatchObject({ roles: ['OPLVERSTREKKER'], cursusType: 'EBP' });
    expect(person.legalEntityId).toBeGreaterThan(0);
    expect(
      (await as(t.app, sec, { method: 'POST', url: `/api/registraties/${row!.id}/beslissing`, payload: { status: 'DECLINED', comment: 'Te laat' } }))
        .statusCode,
    ).toBe(409);
  });

  it('declines with the reason in the mail', async () => {
    const [row] = await t.db.query<{ id: number }>(`SELECT id FROM provider_registrations WHERE data->>'username' = 'dwacademie'`);
    const res = await as(t.app, sec, {
      method: 'POST',
      url: `/api/registraties/${row!.id}/beslissing`,
      payload: { status: 'DECLINED', comment: 'Geen erkende opleidingen' },
    });
    expect(res.json().status).toBe('DECLINED');
    const [reason] = await t.db.query<{ value: string }>(
      `SELECT p.value FROM mails m JOIN mail_params p USING (idmail) WHERE m.recipient = 'marie.lambert@dierenwelzijnsacademie.be' AND p.name = 'reden'`,
    );
    expect(reason!.value).toBe('Geen erkende opleidingen');
  });

  it('refuses codes that are not in their codelist and an organisation that does not exist', async () => {
    const before = await count();
    const codes = await register({ ...form, username: 'codetest1', country: 'ZZ', iddiclegalform: 'ONZIN', cursustype: 'XYZ' });
    expect(codes.statusCode).toBe(400);
    expect(codes.json().fields).toMatchObject({ cursustype: 'Veld is verplicht, gelieve een selectie te maken.' });
    const entity = await register({ ...form, username: 'codetest2', iddiclegalentity: 999999 });
    expect(entity.json().fields).toEqual({ iddiclegalentity: 'Veld is verplicht, gelieve een selectie te maken.' });
    expect(await count()).toBe(before);
  });

  it('keeps a correction by the secretariat to the same rules, and a decline needs a reason', async () => {
    const created = await register({ ...form, username: 'correctie1' });
    const id = created.json().id;
    const edit = (payload: object) => as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}`, payload });
    const before = (await as(t.app, sec, { method: 'GET', url: `/api/registraties/${id}` })).json().data;

    expect((await edit({ iddiclegalentity: 999999 })).json().fields).toEqual({ iddiclegalentity: 'Veld is verplicht, gelieve een selectie te maken.' });
    expect((await edit({ name: null })).json().fields).toEqual({ name: 'Dit veld is verplicht.' });
    expect((await edit({ cursustype: 'XYZ' })).statusCode).toBe(400);
    expect((await edit({ username: 'opleider' })).json().errorcode).toBe('USERNAME_TAKEN');
    expect((await as(t.app, sec, { method: 'GET', url: `/api/registraties/${id}` })).json().data).toEqual(before);

    const ok = await edit({ firstname: 'Robbe' });
    expect(ok.json().data.firstname).toBe('Robbe');
    // Only the case of its own username: no other account is taken.
    expect((await edit({ username: 'Correctie1' })).json().data.username).toBe('Correctie1');

    const noReason = await as(t.app, sec, { method: 'POST', url: `/api/registraties/${id}/beslissing`, payload: { status: 'DECLINED', comment: ' ' } });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ comment: 'Dit veld is verplicht.' });
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM provider_registrations WHERE id = $1', [id]);
    expect(row!.status).toBe('NIEUW');
  });
});
