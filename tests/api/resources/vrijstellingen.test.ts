import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import { exemptionEndDate } from '../../../domain/schemas/exemptions';
import { as, login, useTestApp } from '../../helpers/app';
import { form, SAMPLES, storedKeys } from '../../helpers/files';

const REGISTER = '/api/vrijstellingen/registrationrequests';
const evaluate = (id: number) => `/api/vrijstellingen/${id}/actions/evaluate`;
const download = (id: number) => `/api/vrijstellingen/${id}/actions/download-document`;

describe('exemptions (vrijstellingen)', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const ask = (who: string, fields: Record<string, string>, files: [string, string, Buffer][] = [['file', 'attest.pdf', SAMPLES.pdf]]) =>
    as(t.app, cookies[who], { method: 'POST', url: '/api/vrijstellingen', ...form(fields, files) });
  const storedFiles = async () => (await storedKeys(t.db)).length;
  const count = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vrijstellingen'))[0]!.n;
  const lastMail = async () =>
    (
      await t.db.query<Record<string, string>>(
        `SELECT m.recipient, json_object_agg(p.name, p.value) AS params
           FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail
          WHERE mt.name = 'VRIJSTELLING_BESLISSING' GROUP BY m.idmail ORDER BY m.idmail DESC LIMIT 1`,
      )
    )[0];

  beforeAll(async () => {
    for (const who of ['secretariaat', 'N1003', 'N1004', 'N1005', 'opleider'])
      cookies[who] = await login(t.app, who, who === 'secretariaat' ? 'Secretariaat1' : who === 'opleider' ? 'Opleider1' : 'Dierenarts1');
  });

  it("takes a vet's request with its document, REQ, and shows it to them and the secretariat only", async () => {
    const before = await storedFiles();
    const res = await ask('N1005', { years: '2', comments: 'Verblijf in het buitenland' });
    expect(res.statusCode).toBe(201);
    const made = res.json();
    expect(made).toMatchObject({
      username: 'N1005',
      years: 2,
      statecode: 'REQ',
      attachmentName: 'attest.pdf',
      comments: 'Verblijf in het buitenland',
      endDate: null,
    });
    expect(made.member).toMatch(/\S+ \S+/);
    expect(await storedFiles()).toBe(before + 1);
    const own = (await call('N1005', 'GET', '/api/vrijstellingen')).json();
    expect(own.items.map((i: { username: string }) => i.username)).toEqual(['N1005']);
    expect(own).toMatchObject({ limit: 25, offset: 0, size: 1 });
    const other = (await call('N1003', 'GET', '/api/vrijstellingen')).json();
    expect(other.items.every((i: { username: string }) => i.username === 'N1003')).toBe(true);
    expect(other.items.map((i: { id: number }) => i.id)).not.toContain(made.id);
    const all = (await call('secretariaat', 'GET', '/api/vrijstellingen?limit=100')).json();
    expect(all.items.map((i: { id: number }) => i.id)).toContain(made.id);
    // The register is the secretariat's, opening on what is still asked.
    const register = (await call('secretariaat', 'GET', `${REGISTER}?statecode=REQ`)).json();
    expect(register.items.every((i: { statecode: string }) => i.statecode === 'REQ')).toBe(true);
    expect(register.items.map((i: { id: number }) => i.id)).toContain(made.id);
    expect((await call('N1005', 'GET', REGISTER)).statusCode).toBe(403);
    // Only a vet asks, for themselves.
    expect((await ask('secretariaat', { years: '1' })).statusCode).toBe(403);
    expect((await ask('opleider', { years: '1' })).statusCode).toBe(403);
  });

  it('refuses 0 and 6 years, a missing file, two files and a document that is not what its name says; nothing is kept', async () => {
    const [rows, files] = [await count(), await storedFiles()];
    for (const years of ['0', '6', '', '2,5', 'twee']) {
      const res = await ask('N1005', { years });
      expect(res.statusCode, years).toBe(400);
      expect(res.json().fields.years, years).toMatch(/\S/);
    }
    // As every whole number of a declaration: the range and an example, for too low and too high alike.
    for (const years of ['0', '6'])
      expect((await ask('N1005', { years })).json().fields.years).toBe('Geef een geheel getal van 1 tot en met 5 in, zonder decimalen (bv. 3).');
    const none = await ask('N1005', { years: '2' }, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.file).toBe('Dit veld is verplicht.');
    const two = await ask('N1005', { years: '2' }, [
      ['file', 'a.pdf', SAMPLES.pdf],
      ['file', 'b.pdf', SAMPLES.pdf],
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().fields.file).toBe('Voeg precies één bestand toe.');
    const fake = await ask('N1005', { years: '2' }, [['file', 'attest.pdf', SAMPLES.html]]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errorcode).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await ask('N1005', { years: '2' }, [['file', 'foto.jpg', SAMPLES.pdf]])).json().errorcode).toBe('FILE_TYPE_NOT_ALLOWED');
    expect([await count(), await storedFiles()]).toEqual([rows, files]);
    // A photo is a document too; the fields may follow the file.
    const photo = await as(t.app, cookies.N1005, { method: 'POST', url: '/api/vrijstellingen', ...form({}, [['file', 'attest.jpg', SAMPLES.jpg]]) });
    expect(photo.statusCode).toBe(400);
    expect((await ask('N1005', { years: '5' }, [['file', 'attest.jpg', SAMPLES.jpg]])).statusCode).toBe(201);
  });

  it('downloads the document for its owner and the secretariat only', async () => {
    const { id } = (await ask('N1004', { years: '1' })).json();
    for (const who of ['N1004', 'secretariaat']) {
      const res = await call(who, 'GET', download(id));
      expect(res.statusCode, who).toBe(200);
      expect(res.rawPayload.equals(SAMPLES.pdf)).toBe(true);
      expect(res.headers['content-disposition']).toContain('attest.pdf');
    }
    expect((await call('N1003', 'GET', download(id))).statusCode).toBe(403);
    expect((await call('opleider', 'GET', download(id))).statusCode).toBe(403);
    expect((await as(t.app, undefined, { method: 'GET', url: download(id) })).statusCode).toBe(401);
    expect((await call('secretariaat', 'GET', download(999999))).statusCode).toBe(404);
  });

  it('lets the secretariat keep a request asked, approve it once with its end date, and mails the decision', async () => {
    const { id } = (await ask('N1005', { years: '2' })).json();
    expect((await call('N1005', 'POST', evaluate(id), { decision: 'APP' })).statusCode).toBe(403);
    const kept = await call('secretariaat', 'POST', evaluate(id), { decision: 'REQ', comments: 'Wacht op een bijkomend attest' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ statecode: 'REQ', reason: 'Wacht op een bijkomend attest', endDate: null, decisiondate: null });
    const approved = await call('secretariaat', 'POST', evaluate(id), { decision: 'APP', comments: 'In orde' });
    expect(approved.statusCode).toBe(200);
    const end = exemptionEndDate(brusselsDate(), 2);
    expect(approved.json()).toMatchObject({ statecode: 'APP', endDate: end, reason: 'In orde' });
    expect(approved.json().decisiondate).toEqual(expect.any(String));
    expect(await lastMail()).toEqual({
      recipient: 'n1005@demo.orde-dierenartsen.be',
      params: expect.objectContaining({ beslissing: 'Goedgekeurd', jaren: '2', einddatum: dutchDay(end), reden: 'In orde' }),
    });
    // Decided is decided: no second decision, in either direction.
    expect((await call('secretariaat', 'POST', evaluate(id), { decision: 'DEC', comments: 'Toch niet' })).statusCode).toBe(409);
    expect((await call('secretariaat', 'POST', evaluate(id), { decision: 'REQ' })).statusCode).toBe(409);
    expect((await call('N1005', 'GET', '/api/vrijstellingen?statecode=APP')).json().items[0]).toMatchObject({ id, endDate: end });
  });

  it('declines only with a reason, mailed without an end date; an end date given is kept, one in the past refused', async () => {
    const { id } = (await ask('N1005', { years: '3' })).json();
    const bare = await call('secretariaat', 'POST', evaluate(id), { decision: 'DEC' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toHaveProperty('comment');
    expect((await call('secretariaat', 'POST', evaluate(id), { decision: 'DEC', comments: 'Geen bewijs' })).json()).toMatchObject({
      statecode: 'DEC',
      endDate: null,
    });
    const mail = await lastMail();
    expect(mail!.params).toMatchObject({ beslissing: 'Afgekeurd', jaren: '3', einddatum: '', reden: 'Geen bewijs' });
    const next = (await ask('N1005', { years: '1' })).json();
    expect((await call('secretariaat', 'POST', evaluate(next.id), { decision: 'APP', endDate: '2001-01-01' })).json().fields).toHaveProperty('endDate');
    expect((await call('secretariaat', 'POST', evaluate(next.id), { decision: 'APP', endDate: '2099-12-31' })).json()).toMatchObject({
      statecode: 'APP',
      endDate: '2099-12-31',
    });
    expect((await call('secretariaat', 'POST', evaluate(next.id), { decision: 'XYZ' })).statusCode).toBe(400);
  });

  it('decides a request once when two decisions arrive at the same moment', async () => {
    const { id } = (await ask('N1004', { years: '2' })).json();
    const answers = await Promise.all([
      call('secretariaat', 'POST', evaluate(id), { decision: 'APP' }),
      call('secretariaat', 'POST', evaluate(id), { decision: 'DEC', comments: 'Nee' }),
      call('secretariaat', 'POST', evaluate(id), { decision: 'APP' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE resource = 'vrijstellingsaanvragen' AND record_id = $1`, [
      id,
    ]);
    expect(n).toBe(1);
  });

  it('frees a member from the control list while 32 or more days of an approved exemption remain', async () => {
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', 40) RETURNING id`,
    );
    const control = async (username: string) =>
      (await call('secretariaat', 'GET', `/api/bijscholing/periodes/${p!.id}/controle?username=${username}`)).json().items[0];
    const shortList = async () =>
      (await call('secretariaat', 'GET', `/api/bijscholing/periodes/${p!.id}/controle?docontrol=1&limit=500`))
        .json()
        .items.map((i: { username: string }) => i.username);
    await t.db.query('DELETE FROM vrijstellingen WHERE username IN ($1, $2)', ['N1004', 'N1005']);
    await t.db.query(
      `INSERT INTO vrijstellingen (username, years, statecode, end_date) VALUES ('N1004', 1, 'APP', current_date + 31), ('N1005', 1, 'APP', current_date + 32)`,
    );
    expect(await control('N1004')).toMatchObject({ exempt: false });
    expect(await control('N1005')).toMatchObject({ exempt: true });
    expect(await shortList()).toContain('N1004');
    expect(await shortList()).not.toContain('N1005');
    // Asked or declined frees no one, however far its end date lies.
    await t.db.query(`UPDATE vrijstellingen SET statecode = 'DEC' WHERE username = 'N1005'`);
    expect(await control('N1005')).toMatchObject({ exempt: false });
  });
});
