import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodTotals } from '../../../domain/rules/cpd';
import { as, login, useTestApp } from '../../helpers/app';

type Row = { type: string; state: string; cpunten: number; tcpunten: number; epunten: number | null; tpunten: number | null; page: number | null };

describe('control list of a period', () => {
  const t = useTestApp();
  let sec: string;
  let period: number;
  const REQUIRED = 40;
  const url = (query = '', path = '') => `/api/bijscholing/periodes/${period}/controle${path}${query ? `?${query}` : ''}`;
  const get = async (query = '', path = '', cookie = sec) => as(t.app, cookie, { method: 'GET', url: url(query, path) });
  const line = async (username: string) => (await get(`username=${username}`)).json().items[0];

  async function insert(username: string, rows: Row[], periodId = period) {
    for (const r of rows) {
      await t.db.query(
        `INSERT INTO bijscholing_punten (periode_id, username, member, type, state, title, begindatum, cpunten, tcpunten, epunten, tpunten, page)
         VALUES ($1, $2, $2, $3, $4, 'Test', '2090-02-01', $5, $6, $7, $8, $9)`,
        [periodId, username, r.type, r.state, r.cpunten, r.tcpunten, r.epunten, r.tpunten, r.page],
      );
    }
  }
  const row = (over: Partial<Row>): Row => ({
    type: 'teachings',
    state: 'APPROVED',
    cpunten: 0,
    tcpunten: 0,
    epunten: null,
    tpunten: null,
    page: null,
    ...over,
  });

  const N1001: Row[] = [
    row({ type: 'bpcursussen', cpunten: 10, tcpunten: 4 }),
    row({ type: 'teachings', cpunten: 3.5, epunten: 4, tpunten: 1.5 }),
    row({ type: 'others', page: 75 }),
    row({ type: 'others', page: 1000, cpunten: 33.33 }),
    row({ type: 'peerreview', cpunten: 5, state: 'DECLINED' }),
    row({ type: 'ebpcursussen', cpunten: 8, state: 'NEW' }),
  ];

  beforeAll(async () => {
    sec = await login(t.app, 'secretariaat');
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2090-01-01', '2092-12-31', $1) RETURNING id`,
      [REQUIRED],
    );
    period = p!.id;
    await insert('N1001', N1001);
    await insert('N1003', [row({ type: 'ebpcursussen', cpunten: 40, tcpunten: 20 })]);
  });

  it('gives each member the totals of periodTotals: approved rows, the others capped at 60 %', async () => {
    const expected = periodTotals(N1001, REQUIRED);
    // 10 + 4 + min(floor(1075 / 30), 24)
    expect(expected.total).toBe(38);
    expect(await line('N1001')).toEqual({
      username: 'N1001',
      firstname: expect.any(String),
      lastname: expect.any(String),
      total: 38,
      theory: 5.5,
      required: 40,
      short: 2,
      exempt: false,
    });
    expect(await line('N1003')).toMatchObject({ total: 40, theory: 20, short: 0 });
  });

  it('lists every member by name, 25 a page, and filters on docontrol, min, max and username', async () => {
    const all = (await get()).json();
    const [{ n }] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM persons WHERE ordenummer IS NOT NULL');
    expect(all).toMatchObject({ limit: 25, offset: 0, size: n });
    const names = all.items.map((i: { lastname: string; firstname: string }) => [i.lastname, i.firstname]);
    expect(names).toEqual([...names].sort((a, b) => a[0].localeCompare(b[0]) || a[1].localeCompare(b[1])));
    const short = (await get('docontrol=1&limit=500')).json();
    expect(short.size).toBe(n - 1);
    expect(short.items.every((i: { total: number; required: number }) => i.total < i.required)).toBe(true);
    expect(short.items.map((i: { username: string }) => i.username)).not.toContain('N1003');
    expect((await get('min=38&max=39.5')).json().items.map((i: { username: string }) => i.username)).toEqual(['N1001']);
    expect((await get('min=38')).json().size).toBe(2);
    expect((await get('username=n1001')).json()).toMatchObject({ size: 1, items: [{ username: 'N1001' }] });
    expect((await get('docontrol=1&username=N1003')).json()).toMatchObject({ size: 0, items: [] });
    expect((await get('min=abc')).statusCode).toBe(400);
  });

  it('shows one member’s rows and totals for the drill-down', async () => {
    const res = await get('username=N1001', '/arts');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(N1001.length);
    expect(res.json().totals).toMatchObject({ total: 38, others: 24, theory: 5.5 });
    expect(res.json().line.total).toBe(res.json().totals.total);
    expect((await get('username=N9999', '/arts')).statusCode).toBe(404);
  });

  it('is the secretariat’s only, and knows no unknown period', async () => {
    for (const who of ['N1001', 'opleider']) {
      const cookie = await login(t.app, who);
      for (const path of ['', '/arts', '/excel']) expect((await get('username=N1001', path, cookie)).statusCode).toBe(403);
    }
    for (const path of ['', '/arts', '/excel']) {
      const res = await as(t.app, sec, { method: 'GET', url: `/api/bijscholing/periodes/999999/controle${path}?username=N1001` });
      expect(res.statusCode).toBe(404);
      expect(res.json().errorcode).toBe('NOT_FOUND');
    }
  });

  it('exports the same lines as an .xlsx with Dutch headers, named after the period', async () => {
    for (const query of ['', 'docontrol=1', 'min=38']) {
      const res = await get(query, '/excel');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="controlelijst-2090-2092.xlsx"');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as never);
      const sheet = workbook.getWorksheet('Controlelijst')!;
      const values = sheet
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
      expect(values[0]).toEqual(['Ordenummer', 'Naam', 'Effectieve punten', 'Theoretische punten', 'Vereiste punten', 'Tekort', 'Vrijstelling']);
      const list = (await get(`${query}&limit=500`)).json().items;
      const lines = list.map((i: Record<string, any>) => [
        i.username,
        `${i.lastname} ${i.firstname}`,
        i.total,
        i.theory,
        i.required,
        i.short,
        i.exempt ? 'Ja' : 'Nee',
      ]);
      expect(values.slice(1)).toEqual(lines);
      expect(sheet.getCell('C2').numFmt).toBe('0.00');
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    }
  });

  it('sums in SQL what periodTotals sums, for any rows', async () => {
    const [p] = await t.db.query<{ id: number }>(
      `INSERT INTO bijscholing_periodes (start_date, end_date, required_points) VALUES ('2095-01-01', '2097-12-31', 60) RETURNING id`,
    );
    const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100);
    const anyRow = fc.record({
      type: fc.constantFrom('ebpcursussen', 'bpcursussen', 'others', 'teachings', 'peerreview'),
      state: fc.constantFrom('NEW', 'APPROVED', 'DECLINED'),
      cpunten: cents(50),
      tcpunten: cents(20),
      epunten: fc.option(cents(50)),
      tpunten: fc.option(cents(20)),
      page: fc.option(fc.integer({ min: 0, max: 900 })),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(anyRow, { maxLength: 12 }), async (rows) => {
        await t.db.query('DELETE FROM bijscholing_punten WHERE periode_id = $1', [p!.id]);
        await insert('N1004', rows, p!.id);
        const res = await as(t.app, sec, { method: 'GET', url: `/api/bijscholing/periodes/${p!.id}/controle?username=N1004` });
        const expected = periodTotals(rows, 60);
        expect(res.json().items[0]).toMatchObject({ total: expected.total, theory: expected.theory, short: expected.short, required: 60 });
      }),
      { numRuns: 40 },
    );
  });
});
