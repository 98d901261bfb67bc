import { beforeAll, describe, expect, it } from 'vitest';
import cursussen from '../../../domain/resources/cursussen';
import { as, login, useTestApp } from '../../helpers/app';
import { newCourse } from '../../helpers/courses';

const STATES = ['NIEUW', 'ONVOLLEDIG', 'AANGEVRAAGD', 'BEOORDELEN_P', 'GOEDGEKEURD', 'AFGEKEURD'];
/** SPEC §4 as a table: who may move a course from which state, and where to. */
const ALLOWED: Record<string, { from: string[]; to: string; role: string }> = {
  indienen: { from: ['NIEUW', 'ONVOLLEDIG'], to: 'AANGEVRAAGD', role: 'opleider' },
  beoordelen: { from: ['AANGEVRAAGD'], to: 'BEOORDELEN_P', role: 'secretariaat' },
  goedkeuren: { from: ['AANGEVRAAGD', 'BEOORDELEN_P'], to: 'GOEDGEKEURD', role: 'secretariaat' },
  onvolledig: { from: ['AANGEVRAAGD', 'BEOORDELEN_P'], to: 'ONVOLLEDIG', role: 'secretariaat' },
  afkeuren: { from: ['AANGEVRAAGD', 'BEOORDELEN_P'], to: 'AFGEKEURD', role: 'secretariaat' },
};
const BODY = { comment: 'Zie opmerkingen', beoordelaar: 'NGR' };

describe('course states', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  let courseId = 0;
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'opleider2', 'N1001']) cookies[u] = await login(t.app, u);
    courseId = await newCourse(t, cookies.opleider, { title: 'Statuscursus', days: 60 });
  });
  // SPEC §7: one call sets the new status, POST /bijscholing/aanvragen/{id}/status.
  const act = (who: string, name: string, payload: object = BODY) =>
    as(t.app, cookies[who], { method: 'POST', url: `/api/bijscholing/aanvragen/${courseId}/status`, payload: { status: ALLOWED[name]!.to, ...payload } });
  const setState = (status: string) => t.db.query('UPDATE bijscholing_cursussen SET status = $2 WHERE id = $1', [courseId, status]);

  it('declares exactly the transitions of SPEC §4', () => {
    expect(Object.fromEntries(Object.entries(cursussen.queue!.transitions).map(([n, tr]) => [n, { from: [...tr.from], to: tr.to }]))).toEqual(
      Object.fromEntries(Object.entries(ALLOWED).map(([n, a]) => [n, { from: a.from, to: a.to }])),
    );
  });

  const cases = Object.entries(ALLOWED).flatMap(([name, rule]) =>
    STATES.flatMap((state) =>
      // A veterinarian may not call it, another provider's course is not yours; a move of the other role is not one from here.
      ['opleider', 'opleider2', 'secretariaat', 'N1001'].map((who) => ({
        name,
        state,
        who,
        expected: who === 'N1001' || who === 'opleider2' ? 403 : who === rule.role && rule.from.includes(state) ? 200 : 409,
      })),
    ),
  );
  it.each(cases)('$name from $state as $who → $expected', async ({ name, state, who, expected }) => {
    await setState(state);
    const res = await act(who, name);
    expect(res.statusCode, res.body).toBe(expected);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM bijscholing_cursussen WHERE id = $1', [courseId]);
    expect(row!.status).toBe(expected === 200 ? ALLOWED[name]!.to : state);
    // SPEC §8: a course submitted twice is 500021 (the browser then goes back to the list).
    const again = name === 'indienen' && who === 'opleider' && state === 'AANGEVRAAGD';
    if (expected === 409) expect(res.json()).toMatchObject({ errorcode: again ? '500021' : 'CURSUS_STATUS_ERROR', usererror: expect.stringMatching(/\S/) });
  });

  it('refuses a course state that no move leads to as a refused move, and a value that is no state as wrong input', async () => {
    await setState('AANGEVRAAGD');
    const post = (payload: object) => as(t.app, cookies.secretariaat, { method: 'POST', url: `/api/bijscholing/aanvragen/${courseId}/status`, payload });
    const unreachable = await post({ status: 'NIEUW', comment: 'x' });
    expect(unreachable.statusCode).toBe(409);
    expect(unreachable.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    for (const status of ['ONBEKEND', '']) expect((await post({ status, comment: 'x' })).statusCode, status).toBe(400);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM bijscholing_cursussen WHERE id = $1', [courseId]);
    expect(row!.status).toBe('AANGEVRAAGD');
  });

  it("takes SPEC's names for a status change: cursusId, commentaar, statusCodeId (the code or its codelist id), beoordelaar", async () => {
    const post = (payload: object) => as(t.app, cookies.secretariaat, { method: 'POST', url: `/api/bijscholing/aanvragen/${courseId}/status`, payload });
    await setState('AANGEVRAAGD');
    const named = await post({ cursusId: courseId, statusCodeId: 'BEOORDELEN_P', commentaar: 'Naar de beoordelaar', beoordelaar: 'NGR' });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ status: 'BEOORDELEN_P', beoordelaar: 'NGR' });
    const history = (await as(t.app, cookies.secretariaat, { method: 'GET', url: `/api/bijscholing/cursussen/${courseId}/historiek` })).json().items;
    // The history names the person and the assessor the decision chose.
    const [secretary] = await t.db.query<{ name: string }>("SELECT firstname || ' ' || lastname AS name FROM users WHERE username = 'secretariaat'");
    expect(history.at(-1)).toMatchObject({
      action: 'beoordelen',
      comment: 'Naar de beoordelaar',
      username: 'secretariaat',
      name: secretary!.name,
      values: { beoordelaar: 'NGR' },
    });
    expect(history[0].values).toEqual({});
    // The state's id in the codelist CURSTATUS names it as well.
    const [item] = await t.db.query<{ id: number }>(
      "SELECT i.iddiccodedetail AS id FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code = 'CURSTATUS' AND i.codedetail = 'AFGEKEURD'",
    );
    expect((await post({ statusCodeId: item!.id })).json().fields.comment).toBe('Dit veld is verplicht.');
    expect((await post({ statusCodeId: item!.id, commentaar: 'Niet voldoende onderbouwd' })).json()).toMatchObject({ status: 'AFGEKEURD' });
    // Another course's id in the body, or two different states, change nothing.
    await setState('AANGEVRAAGD');
    const other = await post({ cursusId: courseId + 1000, statusCodeId: 'GOEDGEKEURD' });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toHaveProperty('cursusId');
    expect((await post({ status: 'GOEDGEKEURD', statusCodeId: 'AFGEKEURD', comment: 'x' })).statusCode).toBe(400);
    const [row] = await t.db.query<{ status: string }>('SELECT status FROM bijscholing_cursussen WHERE id = $1', [courseId]);
    expect(row!.status).toBe('AANGEVRAAGD');
  });

  it('lists the moves the caller may make now, with what each asks and the rule that refuses it today', async () => {
    await setState('AANGEVRAAGD');
    const statuses = async (who: string) => (await as(t.app, cookies[who], { method: 'GET', url: `/api/bijscholing/aanvragen/${courseId}/statussen` })).json();
    expect((await statuses('secretariaat')).items.map((s: { status: string }) => s.status)).toEqual(['BEOORDELEN_P', 'GOEDGEKEURD', 'ONVOLLEDIG', 'AFGEKEURD']);
    expect((await statuses('secretariaat')).items[0]).toMatchObject({
      name: 'beoordelen',
      comment: 'optional',
      sets: [{ field: 'beoordelaar', required: true }],
      refused: null,
    });
    expect((await statuses('opleider')).items).toEqual([]);
    await setState('NIEUW');
    expect((await statuses('opleider')).items).toEqual([{ name: 'indienen', status: 'AANGEVRAAGD', comment: 'none', sets: [], refused: null }]);
    expect((await statuses('secretariaat')).items).toEqual([]);
    expect((await as(t.app, cookies.opleider2, { method: 'GET', url: `/api/bijscholing/aanvragen/${courseId}/statussen` })).statusCode).toBe(403);
  });

  it('needs an assessor to put a course with an assessor, and a comment to decline it or send it back', async () => {
    await setState('AANGEVRAAGD');
    const noAssessor = await act('secretariaat', 'beoordelen', { comment: 'Graag een beoordelaar' });
    expect(noAssessor.statusCode).toBe(400);
    expect(noAssessor.json().fields.beoordelaar).toBe('Dit veld is verplicht.');
    expect((await act('secretariaat', 'beoordelen', { beoordelaar: 'GEEN' })).statusCode).toBe(400);
    const assessed = await act('secretariaat', 'beoordelen', { beoordelaar: 'NGR' });
    expect(assessed.json()).toMatchObject({ status: 'BEOORDELEN_P', beoordelaar: 'NGR' });
    for (const name of ['afkeuren', 'onvolledig']) {
      const res = await act('secretariaat', name, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.comment).toBe('Dit veld is verplicht.');
    }
  });

  it('mails the provider every new state in Dutch, and keeps every decision in the course history', async () => {
    await setState('NIEUW');
    expect((await act('opleider', 'indienen', {})).statusCode).toBe(200);
    expect((await act('secretariaat', 'afkeuren', { comment: 'Te weinig wetenschappelijke onderbouwing' })).statusCode).toBe(200);
    const [mail] = await t.db.query<{ recipient: string; params: Record<string, string> }>(
      `SELECT m.recipient, (SELECT jsonb_object_agg(p.name, p.value) FROM mail_params p WHERE p.idmail = m.idmail) AS params
         FROM mails m JOIN mail_templates mt USING (idmailtemplate) WHERE mt.name = 'CURSUS_STATUS' ORDER BY m.idmail DESC LIMIT 1`,
    );
    const [opleider] = await t.db.query<{ email: string }>("SELECT email FROM users WHERE username = 'opleider'");
    expect(mail!.recipient).toBe(opleider!.email);
    expect(mail!.params).toMatchObject({ cursus: 'Statuscursus', status: 'Afgekeurd', reden: 'Te weinig wetenschappelijke onderbouwing' });
    expect(mail!.params.link).toMatch(new RegExp(`/bijscholing/cursussen/${courseId}$`));

    const history = await as(t.app, cookies.opleider, { method: 'GET', url: `/api/bijscholing/cursussen/${courseId}/historiek` });
    // The trail is never pruned: the steps of the tests before come between the creation and these two.
    const steps = history.json().items.map((h: { state: string; username: string; comment: string | null }) => [h.state, h.username, h.comment]);
    expect(steps[0]).toEqual(['NIEUW', 'opleider', null]);
    expect(steps.slice(-2)).toEqual([
      ['AANGEVRAAGD', 'opleider', null],
      ['AFGEKEURD', 'secretariaat', 'Te weinig wetenschappelijke onderbouwing'],
    ]);
    expect((await as(t.app, cookies.opleider2, { method: 'GET', url: `/api/bijscholing/cursussen/${courseId}/historiek` })).statusCode).toBe(403);
  });

  it('gives the history 25 steps a page, oldest first, with the total', async () => {
    await t.db.query(
      `INSERT INTO audit_log (username, resource, record_id, action, before, after)
       SELECT 'secretariaat', 'cursussen', $1, 'onvolledig', '{}'::jsonb, jsonb_build_object('status', 'ONVOLLEDIG', 'comment', 'Stap ' || n) FROM generate_series(1, 30) n`,
      [String(courseId)],
    );
    const read = async (query: string) =>
      (await as(t.app, cookies.opleider, { method: 'GET', url: `/api/bijscholing/cursussen/${courseId}/historiek${query}` })).json();
    const first = await read('');
    const total = first.size as number;
    expect(first.items).toHaveLength(25);
    expect(first).toMatchObject({ limit: 25, offset: 0 });
    expect(total).toBeGreaterThan(30);
    const last = await read(`?offset=${total - 5}`);
    expect(last.items).toHaveLength(5);
    expect(last.items.at(-1).comment).toBe('Stap 30');
    expect(await read(`?offset=${total + 10}`)).toMatchObject({ items: [], size: total });
    for (const bad of ['limit=0', 'limit=0x10', 'limit=1e1', 'offset=99999999999999', 'offset=-1', 'offset=%201']) {
      const res = await as(t.app, cookies.opleider, { method: 'GET', url: `/api/bijscholing/cursussen/${courseId}/historiek?${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().usererror, bad).toMatch(/\S/);
    }
  });
});
