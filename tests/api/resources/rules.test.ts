import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

describe('rules of the reference lists', () => {
  /** The rules of the reference lists (SPEC §5 coefficient; periods that neither overlap nor share "active"). */
  const t = useTestApp();
  let sec = '';
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });
  const post = (url: string, payload: object) => as(t.app, sec, { method: 'POST', url, payload, headers: { origin: 'http://portaal.test' } });
  const periods = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_periodes'))[0]!.n;

  describe('coefficients', () => {
    it.each([
      ['1,5', 'Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).'],
      [2.5, 'Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).'],
      [100, 'Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).'],
      ['abc', 'Geef een geheel getal van 1 tot en met 99 in, zonder decimalen (bv. 3).'],
    ])('refuses %s as coefficient', async (coefficient, text) => {
      const res = await post('/api/bijscholing/coefficients', { code: 'FOUT', coefficient });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.coefficient).toBe(text);
    });

    it('accepts 99 and refuses the same code twice, in any case', async () => {
      expect((await post('/api/bijscholing/coefficients', { code: 'MAX', coefficient: '99' })).statusCode).toBe(201);
      const again = await post('/api/bijscholing/coefficients', { code: 'max', coefficient: 3 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ errorcode: 'VALUE_NOT_UNIQUE', fields: { code: 'Deze waarde bestaat al.' } });
    });
  });

  describe('periodes', () => {
    it('refuses a period that overlaps another by a single day', async () => {
      const [active] = await t.db.query<{ end: string }>("SELECT to_char(end_date, 'YYYY-MM-DD') AS end FROM bijscholing_periodes WHERE active");
      const before = await periods();
      const res = await post('/api/bijscholing/periodes', { startDate: active!.end, endDate: '2199-12-31', active: false, requiredPoints: 60 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ errorcode: 'RECORD_OVERLAP', fields: { startDate: 'Deze periode overlapt met een bestaande periode.' } });
      expect(await periods()).toBe(before);
    });

    it('refuses an end before the start, with the field named', async () => {
      const res = await post('/api/bijscholing/periodes', { startDate: '2150-02-01', endDate: '2150-01-01', requiredPoints: 60 });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.endDate).toBe('De einddatum mag niet vóór de begindatum liggen.');
    });

    it('refuses a second active period, also when it is made active by a change', async () => {
      const second = await post('/api/bijscholing/periodes', { startDate: '2160-01-01', endDate: '2162-12-31', active: true, requiredPoints: 60 });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({ errorcode: 'ONLY_ONE_ACTIVE', fields: { active: expect.stringMatching(/maar één actief/) } });
      const created = await post('/api/bijscholing/periodes', { startDate: '2160-01-01', endDate: '2162-12-31', active: false, requiredPoints: 60 });
      expect(created.statusCode).toBe(201);
      const change = await post(`/api/bijscholing/periodes/${created.json().id}`, { active: true });
      expect(change.statusCode).toBe(409);
      expect((await t.db.query('SELECT 1 FROM bijscholing_periodes WHERE active')).length).toBe(1);
    });

    it('keeps one active period when many activations arrive at once', async () => {
      await t.db.query('UPDATE bijscholing_periodes SET active = false');
      const made = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post('/api/bijscholing/periodes', { startDate: `${2300 + i}-01-01`, endDate: `${2300 + i}-12-31`, active: false, requiredPoints: 10 }),
        ),
      );
      const answers = await Promise.all(made.map((m) => post(`/api/bijscholing/periodes/${m.json().id}`, { active: true })));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
      expect((await t.db.query('SELECT 1 FROM bijscholing_periodes WHERE active')).length).toBe(1);
    });

    it('keeps periods apart when overlapping ones arrive at once', async () => {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/bijscholing/periodes', { startDate: '2400-01-01', endDate: '2400-06-30', requiredPoints: 10 })),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(7);
    });

    it('offers its filters and sort by the spec-style query string', async () => {
      const res = await as(t.app, sec, { method: 'GET', url: '/api/bijscholing/periodes?active=1' });
      expect(res.json().items.every((p: { active: boolean }) => p.active)).toBe(true);
      const sorted = await as(t.app, sec, { method: 'GET', url: '/api/bijscholing/periodes?sort=requiredPoints&order=DESC&limit=3' });
      const points = sorted.json().items.map((p: { requiredPoints: number }) => p.requiredPoints);
      expect(points).toEqual([...points].sort((a: number, b: number) => b - a));
    });
  });

  describe('categories', () => {
    it('takes a decimal comma for the duration and only an active CATTYPE code', async () => {
      const ok = await post('/api/bijscholing/categories', { code: 'RT', description: 'Rondetafel', type: 'bpcursussen', duur: '1,25' });
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json().duur).toBe(1.25);
      const bad = await post('/api/bijscholing/categories', { code: 'RT2', description: 'Rondetafel', type: 'BESTAATNIET', duur: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.type).toBe('Veld is verplicht, gelieve een selectie te maken.');
    });

    it('searches code and description with q and filters by type', async () => {
      const res = await as(t.app, sec, { method: 'GET', url: '/api/bijscholing/categories?q=workshop&type=ebpcursussen' });
      expect(res.json().items.map((c: { code: string }) => c.code)).toEqual(['WS']);
    });
  });
});
