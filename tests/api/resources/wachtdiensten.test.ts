import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedVolume } from '../../../server/seed/volume';
import { as, login, useTestApp } from '../../helpers/app';
import { resources } from '../../helpers/declared';

const API = '/api/wachtdiensten';
const service = (extra: object = {}) => ({
  name: `Wachtdienst ${Math.random().toString(36).slice(2, 8)}`,
  telephone: '09 111 22 33',
  type: 'GEZEL',
  diersoorten: ['GEZEL'],
  cities: ['44021'],
  ...extra,
});

/** On-call services (SPEC §2-§7): requests, decisions, members and the responsible person. */
describe('on-call services', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001', 'N1003', 'N1004', 'opleider']) cookies[u] = await login(t.app, u);
  });
  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    as(t.app, cookies[who], { method, url, payload: payload as object });
  const lastMail = async (template: string) =>
    (
      await t.db.query<{ recipient: string; params: Record<string, string> }>(
        `SELECT m.recipient, jsonb_object_agg(p.name, p.value) AS params FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail
          WHERE mt.name = $1 GROUP BY m.idmail ORDER BY m.idmail DESC LIMIT 1`,
        [template],
      )
    )[0];
  /** A registration request by N1003, approved by the secretariat: the new service. */
  const approvedService = async (extra: object = {}) => {
    const asked = (await call('N1003', 'POST', API, { service: service(extra) })).json();
    const decided = await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'APP' });
    expect(decided.statusCode, decided.body).toBe(200);
    return (await call('N1003', 'GET', `${API}/${decided.json().wachtdienstId}`)).json();
  };

  it('takes a request as userEmail and service, drops disciplines unless SPECIALIST, and keeps it the vet’s own', async () => {
    const general = await call('N1003', 'POST', API, { userEmail: 'els@voorbeeld.be', service: service({ disciplines: ['HEELK'] }) });
    expect(general.statusCode, general.body).toBe(201);
    expect(general.json()).toMatchObject({
      decision: 'REQ',
      requester: 'N1003',
      userEmail: 'els@voorbeeld.be',
      disciplines: [],
      requesterName: expect.stringMatching(/\S+ \S+/),
    });
    const specialist = await call('N1003', 'POST', API, { service: service({ type: 'SPECIALIST', disciplines: ['HEELK'] }) });
    expect(specialist.json().disciplines).toEqual(['HEELK']);
    // A vet sees their own requests only; the secretariat every one.
    const own = (await call('N1001', 'GET', `${API}/registrationrequests?limit=100`)).json();
    expect(own.items.some((r: { id: number }) => r.id === general.json().id)).toBe(false);
    expect((await call('N1001', 'GET', `${API}/registrationrequests/${general.json().id}`)).statusCode).toBe(403);
    const all = (await call('secretariaat', 'GET', `${API}/registrationrequests?decision=REQ&limit=100`)).json();
    expect(all.items.some((r: { id: number }) => r.id === general.json().id)).toBe(true);
  });

  it('refuses a request without species, without telephone and website, or with an inactive code', async () => {
    const noSpecies = await call('N1003', 'POST', API, { service: service({ diersoorten: [] }) });
    expect(noSpecies.statusCode).toBe(400);
    expect(noSpecies.json().fields.diersoorten).toBeTruthy();
    const unreachable = await call('N1003', 'POST', API, { service: service({ telephone: null, website: '' }) });
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().fields).toMatchObject({ telephone: expect.stringContaining('telefoon'), website: expect.stringContaining('website') });
    expect((await call('N1003', 'POST', API, { service: service({ telephone: null, website: 'https://dienst.be' }) })).statusCode).toBe(201);
    // PELS is an inactive species (only kept where already chosen).
    const inactive = await call('N1003', 'POST', API, { service: service({ diersoorten: ['PELS'] }) });
    expect(inactive.statusCode).toBe(400);
    expect((await call('secretariaat', 'POST', API, { service: service() })).statusCode).toBe(403);
  });

  it('keeps a request asked with REQ, approves it into a service with its requester responsible, and mails the decision', async () => {
    const asked = (await call('N1003', 'POST', API, { userEmail: 'els@voorbeeld.be', service: service() })).json();
    const kept = await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'REQ', comments: 'Website ontbreekt nog' });
    expect(kept.json()).toMatchObject({ decision: 'REQ', comments: 'Website ontbreekt nog', wachtdienstId: null });
    // The secretariat's corrections come with the decision, in SPEC §7's `service`.
    const approved = await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, {
      decision: 'APP',
      service: { name: 'Wachtdienst Gent-Oost', website: 'https://gent-oost.be' },
      comments: 'Welkom',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ decision: 'APP', name: 'Wachtdienst Gent-Oost', wachtdienstId: expect.any(Number) });
    const made = (await call('N1003', 'GET', `${API}/${approved.json().wachtdienstId}`)).json();
    expect(made).toMatchObject({ name: 'Wachtdienst Gent-Oost', website: 'https://gent-oost.be', responsible: 'N1003', active: true, memberCount: 1 });
    const mail = await lastMail('WACHTDIENST_REGISTRATIE');
    expect(mail).toMatchObject({ recipient: 'els@voorbeeld.be', params: { wachtdienst: 'Wachtdienst Gent-Oost', beslissing: 'Goedgekeurd', reden: 'Welkom' } });
    // Decided is decided.
    expect((await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'DEC', comments: 'Toch niet' })).statusCode).toBe(409);
    expect((await call('N1003', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'APP' })).statusCode).toBe(403);
  });

  it('declines only with a reason', async () => {
    const asked = (await call('N1003', 'POST', API, { service: service() })).json();
    expect((await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'DEC' })).statusCode).toBe(400);
    const declined = await call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'DEC', comments: 'Bestaat al' });
    expect(declined.json()).toMatchObject({ decision: 'DEC', wachtdienstId: null });
    expect((await lastMail('WACHTDIENST_REGISTRATIE'))?.params).toMatchObject({ beslissing: 'Afgekeurd', reden: 'Bestaat al' });
  });

  it('makes one service when the same request is approved twice at once', async () => {
    const name = `Dubbel ${Date.now()}`;
    const asked = (await call('N1003', 'POST', API, { service: service({ name }) })).json();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('secretariaat', 'POST', `${API}/${asked.id}/actions/evaluate`, { decision: 'APP' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM wachtdiensten WHERE name = $1', [name]);
    expect(row!.n).toBe(1);
  });

  it('changes a service on an approved update request; REQ is no decision there', async () => {
    const s = await approvedService();
    // A member asks (tests/api/resources/wachtdiensten-privacy.test.ts: only members and the responsible may).
    await call('N1001', 'POST', `${API}/${s.id}/members`, { activeMember: 'P' });
    const asked = await call('N1001', 'POST', `${API}/${s.id}/actions/request-update`, { service: { ...service(), name: s.name, info: 'Nu ook op zondag' } });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({ wachtdienstId: s.id, decision: 'REQ', requester: 'N1001' });
    const req = await call('secretariaat', 'POST', `${API}/updaterequests/${asked.json().id}/actions/evaluate`, { decision: 'REQ' });
    expect(req.statusCode).toBe(409);
    const app = await call('secretariaat', 'POST', `${API}/updaterequests/${asked.json().id}/actions/evaluate`, { decision: 'APP', comments: 'Aangepast' });
    expect(app.statusCode, app.body).toBe(200);
    expect((await call('N1003', 'GET', `${API}/${s.id}`)).json()).toMatchObject({ info: 'Nu ook op zondag', responsible: 'N1003' });
    expect((await lastMail('WACHTDIENST_WIJZIGING'))?.params).toMatchObject({ wachtdienst: s.name, beslissing: 'Goedgekeurd' });
    expect((await call('N1001', 'POST', `${API}/999999/actions/request-update`, { service: service() })).statusCode).toBe(400);
  });

  it('lets a vet join once (W or P) and leave with a comment; joining twice at once is one member', async () => {
    const s = await approvedService();
    const joins = await Promise.all(Array.from({ length: 8 }, () => call('N1004', 'POST', `${API}/${s.id}/members`, { activeMember: 'P' })));
    expect(joins.filter((j) => j.statusCode === 201)).toHaveLength(1);
    expect(joins.filter((j) => j.statusCode === 409).every((j) => j.json().errorcode === 'ALREADY_MEMBER')).toBe(true);
    const members = (await call('N1001', 'GET', `${API}/${s.id}/members`)).json().items;
    expect(members.map((m: { ordenummer: string; activeMember: string }) => [m.ordenummer, m.activeMember]).sort()).toEqual([
      ['N1003', 'W'],
      ['N1004', 'P'],
    ]);
    expect((await call('N1001', 'POST', `${API}/${s.id}/members`, { activeMember: 'X' })).statusCode).toBe(400);
    const mine = members.find((m: { ordenummer: string }) => m.ordenummer === 'N1004');
    expect((await call('N1001', 'POST', `${API}/${s.id}/members/${mine.id}/delete`, { comments: 'Niet van mij' })).statusCode).toBe(403);
    // Under another service's path the membership is not there; it stays.
    expect((await call('N1004', 'POST', `${API}/${s.id + 1}/members/${mine.id}/delete`, { comments: 'Elders' })).statusCode).toBe(404);
    expect((await call('N1004', 'POST', `${API}/${s.id}/members/${mine.id}/delete`, { comments: 'x'.repeat(2001) })).statusCode).toBe(400);
    const left = await call('N1004', 'POST', `${API}/${s.id}/members/${mine.id}/delete`, { comments: 'Verhuisd' });
    expect(left.statusCode, left.body).toBe(200);
    const [audit] = await t.db.query<{ after: { comment: string } }>(
      "SELECT after FROM audit_log WHERE resource = 'wachtdiensten' AND action = 'uitschrijven' AND record_id = $1",
      [String(s.id)],
    );
    expect(audit?.after.comment).toBe('Verhuisd');
    expect((await call('N1001', 'GET', `${API}/${s.id}/members`)).json().items).toHaveLength(1);
  });

  it('takes no new members into an inactive service', async () => {
    const s = await approvedService();
    expect((await call('secretariaat', 'POST', `${API}/${s.id}`, { active: false })).statusCode).toBe(200);
    const refused = await call('N1004', 'POST', `${API}/${s.id}/members`, { activeMember: 'W' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorcode).toBe('WACHTDIENST_INACTIVE');
    // Only the secretariat switches a service off.
    expect((await call('N1003', 'POST', `${API}/${s.id}`, { active: true })).statusCode).toBe(403);
  });

  it('lets only the responsible and the secretariat edit, name another responsible and export', async () => {
    const s = await approvedService();
    const join = (await call('N1004', 'POST', `${API}/${s.id}/members`, { activeMember: 'W' })).json();
    expect((await call('N1001', 'POST', `${API}/${s.id}`, { info: 'Gekaapt' })).statusCode).toBe(403);
    expect((await call('N1001', 'POST', `${API}/${s.id}/actions/set-responsible`, { id: join.id })).statusCode).toBe(403);
    expect((await call('N1001', 'GET', `${API}/${s.id}/members/actions/export`)).statusCode).toBe(403);
    expect((await call('opleider', 'GET', `${API}/${s.id}`)).statusCode).toBe(403);
    const edited = await call('N1003', 'POST', `${API}/${s.id}`, { info: 'Van de verantwoordelijke', type: 'SPECIALIST', disciplines: ['CARDIO'] });
    expect(edited.json()).toMatchObject({ info: 'Van de verantwoordelijke', disciplines: ['CARDIO'] });
    // Back to a general service: its disciplines go.
    expect((await call('N1003', 'POST', `${API}/${s.id}`, { type: 'GEZEL' })).json().disciplines).toEqual([]);
    // Only a member of the service can become its responsible.
    const stranger = (await t.db.query<{ id: number }>('SELECT id FROM wachtdienst_leden WHERE wachtdienst_id <> $1 LIMIT 1', [s.id]))[0]!;
    expect((await call('N1003', 'POST', `${API}/${s.id}/actions/set-responsible`, { id: stranger.id })).statusCode).toBe(400);
    const handed = await call('N1003', 'POST', `${API}/${s.id}/actions/set-responsible`, { id: join.id });
    expect(handed.json()).toMatchObject({ responsible: 'N1004' });
    expect((await call('N1003', 'POST', `${API}/${s.id}`, { info: 'Niet meer' })).statusCode).toBe(403);
    expect((await call('N1004', 'POST', `${API}/${s.id}`, { info: 'Nu van mij' })).statusCode).toBe(200);
    expect((await call('secretariaat', 'POST', `${API}/${s.id}/actions/set-responsible`, { id: join.id })).statusCode).toBe(200);
    // Every step is in the service's history, the new responsible named.
    const history = (await call('N1001', 'GET', `${API}/${s.id}/historiek`)).json().items;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'update', 'update', 'set-responsible', 'update', 'set-responsible']);
    expect(history[3].values).toEqual({ responsibleName: expect.stringMatching(/\S+ \S+/) });
  });

  it('exports the members as a real .xlsx named after the service, with Dutch labels', async () => {
    const s = await approvedService({ name: 'Wachtdienst Zuid/Oost' });
    await call('N1004', 'POST', `${API}/${s.id}/members`, { activeMember: 'P' });
    const res = await call('N1003', 'GET', `${API}/${s.id}/members/actions/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Wachtdienst Zuid_Oost.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as never);
    const sheet = book.getWorksheet('Leden')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Naam', 'Ordenummer', 'Lidmaatschap', 'Lid sinds', 'E-mail', 'Telefoon', 'Gsm']);
    const rows = [2, 3].map((r) => [sheet.getRow(r).getCell(2).value, sheet.getRow(r).getCell(3).value]);
    expect(rows.sort()).toEqual([
      ['N1003', 'Actief lid'],
      ['N1004', 'Passief lid'],
    ]);
  });

  it('filters the list on name, type, species, municipality, province and active', async () => {
    const list = async (query: string) => (await call('N1001', 'GET', `${API}?limit=100&${query}`)).json().items.map((s: { name: string }) => s.name);
    expect(await list('name=gent-zuid')).toEqual(['Wachtdienst Gent-Zuid']);
    expect(await list('type=SPECIALIST')).toContain('Paardenkliniek wachtdienst Vlaams-Brabant');
    expect(await list('diersoort=RUND')).toEqual(['Landbouwhuisdieren regio Antwerpen']);
    expect(await list('gemeente=24062')).toContain('Paardenkliniek wachtdienst Vlaams-Brabant');
    expect(await list('provincie=ANT')).toEqual(['Landbouwhuisdieren regio Antwerpen']);
    expect(await list('active=false')).toContain('Spoedkliniek Brugge (gestopt)');
    expect(await list('active=true')).not.toContain('Spoedkliniek Brugge (gestopt)');
    expect((await call('N1001', 'GET', `${API}?provincie=XX`)).statusCode).toBe(400);
    const page = (await call('N1001', 'GET', API)).json();
    expect(page.limit).toBe(25);
  });

  it('makes a benchmark volume of services and requests the schema accepts', async () => {
    const small = ['wachtdiensten', 'wachtdienstaanvragen'].map((name) => {
      const { d, part } = resources.find((r) => r.d.name === name)!;
      return { d, part: { ...part, volume: 30 } };
    });
    const lines: string[] = [];
    await seedVolume(t.db, small, (line) => lines.push(line));
    expect(lines).toEqual(['30 wachtdiensten', '30 wachtdienstaanvragen']);
    expect((await call('N1001', 'GET', `${API}?limit=25`)).json().items).toHaveLength(25);
  });
});
