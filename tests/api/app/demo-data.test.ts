import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../../helpers/app';

type Item = Record<string, unknown> & { id: number };

/**
 * The demo data lets every screen be tried: the points table's course sections find
 * approved courses worth points, the candidates have campaign files that download as PDFs (bytes in
 * the database), and an on-call service has a history with a member who left.
 */
describe('demo data for every screen', () => {
  const t = useTestApp();
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    for (const u of ['secretariaat', 'N1001']) cookies[u] = await login(t.app, u);
  });
  const get = async (who: string, url: string) => {
    const res = await as(t.app, cookies[who], { method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
    return res;
  };
  const items = async (who: string, url: string): Promise<Item[]> => (await get(who, url)).json().items;

  it('offers a vet approved EBP and BP courses worth points in the points table’s course typeahead', async () => {
    for (const type of ['EBP', 'BP']) {
      const found = await items('N1001', `/api/bijscholing/cursussen?typeahead=1&limit=5&type=${type}&user=N1001`);
      const worth = found.filter((c) => c.status === 'GOEDGEKEURD' && c.type === type && Number(c.points) > 0);
      expect(worth.length, type).toBeGreaterThan(0);
      if (type === 'EBP') expect(worth.some((c) => typeof c.ebpNumber === 'string' && c.ebpNumber.length > 0)).toBe(true);
    }
    // The vet's course sections show a course row of each kind, with the course's points.
    const rows = await items('N1001', '/api/bijscholing/punten?limit=100');
    for (const type of ['ebpcursussen', 'bpcursussen'])
      expect(
        rows.some((r) => r.type === type && Number(r.cpunten) > 0),
        type,
      ).toBe(true);
  });

  it('gives candidates campaign files that download as PDFs, their bytes in the database', async () => {
    const elections = await items('secretariaat', '/api/verkiezingen?limit=25&stage=voting');
    expect(elections.length).toBeGreaterThan(0);
    const candidates = await items('N1001', `/api/verkiezingen/${elections[0]!.id}/kandidaten?limit=10`);
    const withFile = candidates.filter((c) => c.campaignfilename);
    expect(withFile.length).toBeGreaterThan(0);
    const file = await get('N1001', `/api/verkiezingen/${elections[0]!.id}/kandidaten/${withFile[0]!.id}/campagne`);
    expect(file.headers['content-type']).toContain('application/pdf');
    const pdf = file.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // A PDF a reader opens: the cross-reference table points at each object.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/(\d{10}) 00000 n/g)].map((m) => Number(m[1]));
    expect(offsets.map((offset) => pdf.slice(offset).split('\n')[0])).toEqual(offsets.map((_, i) => `${i + 1} 0 obj`));
    expect(pdf).toContain(`${withFile[0]!.firstname} ${withFile[0]!.lastname}`);
    const [stored] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM files f JOIN file_contents c ON c.storage_key = f.storage_key WHERE f.name = $1',
      [withFile[0]!.campaignfilename],
    );
    expect(stored!.n).toBeGreaterThan(0);
  });

  it('shows an on-call service with a history: approved, changed, a new responsible, a member who left with a comment', async () => {
    const services = await items('secretariaat', '/api/wachtdiensten?limit=25');
    const withHistory = [];
    for (const s of services) {
      const steps = await items('secretariaat', `/api/wachtdiensten/${s.id}/historiek`);
      if (steps.length >= 3) withHistory.push(steps);
    }
    expect(withHistory.length).toBeGreaterThan(0);
    const steps = withHistory[0]!;
    expect(steps.map((s) => s.action)).toEqual(expect.arrayContaining(['create', 'set-responsible', 'uitschrijven']));
    expect(steps.find((s) => s.action === 'uitschrijven')?.comment).toEqual(expect.any(String));
    // Oldest first, on days gone by.
    const days = steps.map((s) => Date.parse(String(s.at)));
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days[0]).toBeLessThan(Date.now() - 30 * 86_400_000);
  });
});
