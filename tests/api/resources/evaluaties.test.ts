import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDate } from '../../../domain/dates';
import { addDays } from '../../../domain/rules/courses';
import { as, login, useTestApp } from '../../helpers/app';
import { multipart, SAMPLES } from '../../helpers/files';

/** Evaluation tests (SPEC §4): NEW at upload; approved with a number only for an approved course without one; declined with a comment. */
describe('evaluation tests', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'opleider', 'N1001']) cookies[u] = await login(t.app, u);
  });
  const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) => as(t.app, cookies[who], { method, url, payload });
  const setState = (id: number, status: string) => t.db.query('UPDATE bijscholing_cursussen SET status = $2 WHERE id = $1', [id, status]);
  const course = async (title: string) => {
    const res = await call('opleider', 'POST', '/api/bijscholing/cursussen', {
      title,
      startDate: addDays(brusselsDate(), 30),
      endDate: addDays(brusselsDate(), 30),
      type: 'EBP',
    });
    return res.json().id as number;
  };
  const uploadEvaluation = (id: number) =>
    as(t.app, cookies.opleider, { method: 'POST', url: `/api/bijscholing/cursussen/${id}/evaluation`, ...multipart('toets.pdf', SAMPLES.pdf) });
  // SPEC §7: POST /bijscholing/aanvragen/{id}/eok approves the test, /enok declines it.
  const CALL: Record<string, string> = { goedkeuren: 'eok', afkeuren: 'enok' };
  const decide = (id: number, action: string, body: object = {}) => call('secretariaat', 'POST', `/api/bijscholing/aanvragen/${id}/${CALL[action]}`, body);

  it("puts an uploaded evaluation in the secretariat's queue as NEW, and only there", async () => {
    const id = await course('Cursus met toets');
    const without = await course('Cursus zonder toets');
    expect((await uploadEvaluation(id)).statusCode).toBe(201);
    const queue = (await call('secretariaat', 'GET', '/api/bijscholing/evaluaties?status=NEW&limit=100')).json();
    const ids = queue.items.map((e: { id: number }) => e.id);
    expect(ids).toContain(id);
    expect(ids).not.toContain(without);
    expect(queue.items.find((e: { id: number }) => e.id === id)).toMatchObject({
      evaluationStatus: 'NEW',
      evaluationName: 'toets.pdf',
      evaluationNumber: null,
    });
    expect((await call('opleider', 'GET', '/api/bijscholing/evaluaties')).statusCode).toBe(403);
  });

  it('approves only when the course is GOEDGEKEURD, and gives consecutive numbers of the year', async () => {
    const first = await course('Eerste toets');
    const second = await course('Tweede toets');
    for (const id of [first, second]) await uploadEvaluation(id);
    const early = await decide(first, 'goedkeuren');
    expect(early.statusCode).toBe(409);
    expect(early.json().errorcode).toBe('CURSUS_STATUS_ERROR');
    await setState(first, 'GOEDGEKEURD');
    await setState(second, 'GOEDGEKEURD');
    const a = (await decide(first, 'goedkeuren')).json();
    const b = (await decide(second, 'goedkeuren')).json();
    const year = brusselsDate().slice(0, 4);
    expect(a).toMatchObject({ evaluationStatus: 'APPROVED', evaluationNumber: expect.stringMatching(new RegExp(`^${year}-\\d{4}$`)) });
    expect(Number(b.evaluationNumber.slice(5))).toBe(Number(a.evaluationNumber.slice(5)) + 1);
    expect((await decide(first, 'goedkeuren')).statusCode).toBe(409);
    const [mail] = await t.db.query<{ value: string }>(
      "SELECT p.value FROM mails m JOIN mail_templates mt USING (idmailtemplate) JOIN mail_params p ON p.idmail = m.idmail AND p.name = 'evaluatienummer' WHERE mt.name = 'EVALUATIE_GOEDGEKEURD' ORDER BY m.idmail DESC LIMIT 1",
    );
    expect(mail!.value).toBe(b.evaluationNumber);
  });

  it('declines only with a comment, and shows both the course and its evaluation in the course history', async () => {
    const id = await course('Af te keuren toets');
    await uploadEvaluation(id);
    expect((await decide(id, 'afkeuren')).statusCode).toBe(400);
    expect((await decide(id, 'afkeuren', { comment: 'Vragen ontbreken' })).json().evaluationStatus).toBe('DECLINED');
    const history = (await call('opleider', 'GET', `/api/bijscholing/cursussen/${id}/historiek`)).json().items;
    expect(history.map((h: { resource: string; action: string; comment: string | null }) => [h.resource, h.action, h.comment])).toEqual([
      ['cursussen', 'create', null],
      ['cursussen', 'upload', null],
      ['evaluaties', 'afkeuren', 'Vragen ontbreken'],
    ]);
  });

  it('keeps an approved test final, and lets a declined one be replaced as NEW without its number or reason', async () => {
    const approved = await course('Goedgekeurde toets');
    await uploadEvaluation(approved);
    await setState(approved, 'GOEDGEKEURD');
    const number = (await decide(approved, 'goedkeuren')).json().evaluationNumber;
    const again = await uploadEvaluation(approved);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errorcode: 'EVALUATION_FINAL' });
    const kept = (await call('opleider', 'GET', `/api/bijscholing/cursussen/${approved}`)).json();
    expect(kept).toMatchObject({ evaluationStatus: 'APPROVED', evaluationNumber: number, evaluationName: 'toets.pdf' });

    const declined = await course('Afgekeurde toets');
    await uploadEvaluation(declined);
    await decide(declined, 'afkeuren', { comment: 'Te weinig vragen' });
    // The provider reads the decision on its own course: state and reason.
    expect((await call('opleider', 'GET', `/api/bijscholing/cursussen/${declined}`)).json()).toMatchObject({
      evaluationStatus: 'DECLINED',
      evaluationComment: 'Te weinig vragen',
      evaluationNumber: null,
    });
    expect((await uploadEvaluation(declined)).statusCode).toBe(201);
    const renewed = (await call('opleider', 'GET', `/api/bijscholing/cursussen/${declined}`)).json();
    expect(renewed).toMatchObject({ evaluationStatus: 'NEW', evaluationComment: null, evaluationNumber: null });
    // Approved after all, it is numbered like any other.
    await setState(declined, 'GOEDGEKEURD');
    expect((await decide(declined, 'goedkeuren')).json()).toMatchObject({
      evaluationStatus: 'APPROVED',
      evaluationNumber: expect.stringMatching(/^\d{4}-\d{4}$/),
    });
  });
});
