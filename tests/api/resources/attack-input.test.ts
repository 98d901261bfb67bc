import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

/** Hand-made input to the generated routes of the reference lists: every refusal a Dutch 400 naming the field, nothing written. */
describe('input of the reference lists, attacked', () => {
  const t = useTestApp();
  let sec = '';
  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
  });
  const post = (url: string, payload: object) => as(t.app, sec, { method: 'POST', url, payload, headers: { origin: 'http://portaal.test' } });
  const audits = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;
  const DATE = 'Geef een geldige datum in (dd/mm/jjjj).';

  const refused = async (url: string, payload: object, field: string, text?: string) => {
    const before = await audits();
    const res = await post(url, payload);
    expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
    expect(res.json().errorcode).toBe('VALIDATION_ERROR');
    expect(res.json().usererror).toMatch(/\S/);
    expect(res.json().fields?.[field], JSON.stringify(payload)).toEqual(text ?? expect.any(String));
    expect(await audits()).toBe(before);
  };

  it.each(['0000-01-01', '2027-02-30', '2027-1-1', '2027-01-01T00:00:00Z', '+02027-01-01', '1900-02-29'])(
    'refuses %s as a date with the field named',
    async (startDate) => {
      await refused('/api/bijscholing/periodes', { startDate, endDate: '9999-12-31', requiredPoints: 1 }, 'startDate', DATE);
    },
  );

  it('accepts the first and the last day the database can hold in a date', async () => {
    const first = await post('/api/bijscholing/periodes', { startDate: '0001-01-01', endDate: '0001-12-31', requiredPoints: 1 });
    expect(first.statusCode, first.body).toBe(201);
    const last = await post('/api/bijscholing/periodes', { startDate: '9999-12-01', endDate: '9999-12-31', requiredPoints: 1 });
    expect(last.statusCode, last.body).toBe(201);
  });

  it.each([
    ['1.000,5', 'De waarde is te hoog.'],
    ['1e3', 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    ['Infinity', 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    ['0x10', 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    ['0,001', 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    [1e300, 'De waarde is te hoog.'],
    [-0.5, 'De waarde is te laag.'],
    [true, 'Geen geldig getal, gebruik volgende formaat : 20,65'],
    [[1], 'Geen geldig getal, gebruik volgende formaat : 20,65'],
  ])('refuses %j as a duration', async (duur, text) => {
    await refused('/api/bijscholing/categories', { code: 'DUUR', description: 'x', type: 'bpcursussen', duur }, 'duur', text);
  });

  it.each([
    ['  7 ', 7],
    ['-0', 0],
    ['1,5', 1.5],
    ['12,50', 12.5],
    ['999', 999],
  ])('reads %j as a duration', async (duur, value) => {
    const res = await post('/api/bijscholing/categories', { code: `D${Math.random().toString(36).slice(2, 9)}`, description: 'x', type: 'bpcursussen', duur });
    expect(res.json().duur, res.body).toBe(value);
  });

  it.each([
    ['yes', 'meerdags'],
    [2, 'meerdags'],
    ['true', 'meerdags'],
  ])('refuses %j as a flag', async (meerdags, field) => {
    await refused('/api/bijscholing/dagdelen', { code: 'VLAG', description: 'x', meerdags }, field);
  });

  it('refuses a code of another list, in another case, or made inactive, but keeps one already stored', async () => {
    const [other] = await t.db.query<{ codedetail: string }>(
      "SELECT i.codedetail FROM codelist_items i JOIN codelists c USING (iddiccode) WHERE c.code <> 'CATTYPE' AND i.codedetail NOT IN (SELECT codedetail FROM codelist_items j JOIN codelists d USING (iddiccode) WHERE d.code = 'CATTYPE') LIMIT 1",
    );
    for (const type of [other!.codedetail, 'BPCURSUSSEN', 'nonexistent']) {
      await refused('/api/bijscholing/categories', { code: 'CODE', description: 'x', type, duur: 1 }, 'type');
    }
    const made = (await post('/api/bijscholing/categories', { code: 'INACT', description: 'x', type: 'peerreview', duur: 1 })).json();
    await t.db.query(
      "UPDATE codelist_items SET active = 0 WHERE codedetail = 'peerreview' AND iddiccode = (SELECT iddiccode FROM codelists WHERE code = 'CATTYPE')",
    );
    try {
      await refused('/api/bijscholing/categories', { code: 'INACT2', description: 'x', type: 'peerreview', duur: 1 }, 'type');
      const kept = await post(`/api/bijscholing/categories/${made.id}`, { type: 'peerreview', duur: 2 });
      expect(kept.statusCode, kept.body).toBe(200);
    } finally {
      await t.db.query("UPDATE codelist_items SET active = 1 WHERE codedetail = 'peerreview'");
    }
  });

  it('refuses a choice outside its options, in any case or with spaces', async () => {
    for (const status of ['actief', 'ACTIEF ', 'ANDERS', null, 1]) {
      await refused('/api/bijscholing/centrums', { name: `Centrum ${String(status)}`, status }, 'status', 'Veld is verplicht, gelieve een selectie te maken.');
    }
  });
});
