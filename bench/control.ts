import type { Db } from '../server/db';
import { load, login, withApp } from './http';

/** DESIGN §5: the control list's Excel export for 10,000 members under 3 s, peak under 250 MB; the server's own rise under 100 MB (streamed). */
export const EXPORT_BUDGET = { seconds: 3, megabytes: 100 };

export interface ControlResult {
  members: number;
  page: { p50: number; p99: number; rps: number };
  shortPage: { p50: number; p99: number; rps: number };
  export: { seconds: number; bytes: number; rssRiseMB: number; lines: number };
}

/**
 * The control list of the large seed's active period: a page (and the `docontrol` page, which sums
 * every member's rows) under load, then the whole Excel export, timed, while the server's resident
 * memory is sampled every 10 ms. The export is read and thrown away chunk by chunk, so what rises is
 * the server's share (it runs in this process).
 */
export async function measureControl(db: Db, dataDir: string, log: (line: string) => void): Promise<ControlResult> {
  return withApp(db, dataDir, async (base) => {
    const cookie = await login(base, 'secretariaat', 'Secretariaat1');
    const [period] = await db.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active');
    if (!period) throw new Error('geen actieve periode');
    const list = `${base}/api/bijscholing/periodes/${period.id}/controle`;
    // The list's own total stops counting at 1,000; the members are counted here.
    const [{ members } = { members: 0 }] = await db.query<{ members: number }>('SELECT count(*)::int AS members FROM persons WHERE ordenummer IS NOT NULL');
    log(`  controle: ${members} leden`);
    const page = await load(`${list}?limit=25&offset=0`, { cookie });
    const shortPage = await load(`${list}?docontrol=1&limit=25&offset=0`, { cookie });

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const started = performance.now();
    const response = await fetch(`${list}/excel`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const pick = (l: { p50: number; p99: number; rps: number }) => ({ p50: l.p50, p99: l.p99, rps: l.rps });
    return {
      members,
      page: pick(page),
      shortPage: pick(shortPage),
      export: { seconds, bytes, rssRiseMB: (peak - before) / 2 ** 20, lines: members },
    };
  });
}
