import { randomBytes } from 'node:crypto';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db';
import { runReminders } from '../server/reminders/run';
import { login, withApp } from './http';

export const EXPORT_POINTS = 300;
export const EXPORT_FILES = 50;
const ROUNDS = 3;
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(100_000)]);

export interface MemberCareResult {
  exportSeconds: number[];
  zipMB: number;
  points: number;
  files: number;
  reminderSeconds: number;
  remindersQueued: Record<string, number>;
}

/** One multipart exemption request with its document: the member's 50 uploads are real ones, through the API. */
async function requestExemption(origin: string, cookie: string) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="years"\r\n\r\n1\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="attest.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await fetch(`${origin}/api/vrijstellingen`, {
    method: 'POST',
    headers: { cookie, origin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  if (res.status !== 201) throw new Error(`vrijstelling: ${res.status} ${await res.text()}`);
}

/**
 * A member with 300 points records and 50 uploads downloads their own data (the ZIP, through the
 * API, median of 3); then one reminder run over the large seed with the period 25 days from its end.
 */
export async function measureMemberCare(db: Db, dataDir: string): Promise<MemberCareResult> {
  const member = 'N1001';
  const columns = (
    await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'bijscholing_punten' AND column_name NOT IN ('id', 'username') ORDER BY ordinal_position",
    )
  ).map((c) => c.column_name);
  const [{ n: have } = { n: 0 }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bijscholing_punten WHERE username = $1', [member]);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await db.query(`INSERT INTO bijscholing_punten (username, ${list}) SELECT $1, ${list} FROM bijscholing_punten WHERE username <> $1 ORDER BY id LIMIT $2`, [
    member,
    Math.max(0, EXPORT_POINTS - have),
  ]);
  const result = await withApp(db, dataDir, async (origin) => {
    const cookie = await login(origin, member, 'Dierenarts1');
    for (let i = 0; i < EXPORT_FILES; i++) await requestExemption(origin, cookie);
    const seconds: number[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/dierenartsen/${member}/gegevens`, { headers: { cookie } });
      if (res.status !== 200 || !res.body) throw new Error(`export: ${res.status}`);
      bytes = 0;
      for await (const chunk of res.body) bytes += (chunk as Uint8Array).byteLength;
      seconds.push((performance.now() - started) / 1000);
    }
    return { seconds, bytes };
  });
  const [{ points, files }] = (await db.query<{ points: number; files: number }>(
    'SELECT (SELECT count(*)::int FROM bijscholing_punten WHERE username = $1) AS points, (SELECT count(*)::int FROM files WHERE created_by = $1) AS files',
    [member],
  )) as [{ points: number; files: number }];

  await db.query('UPDATE bijscholing_periodes SET end_date = current_date + 25 WHERE active');
  const config = loadConfig({ PUBLIC_URL: 'https://portaal.orde-dierenartsen.be', SEED_DEMO: '0' });
  const started = performance.now();
  const run = await runReminders(db, config, { scheduled: false, by: 'bench' });
  return {
    exportSeconds: result.seconds,
    zipMB: result.bytes / 2 ** 20,
    points,
    files,
    reminderSeconds: (performance.now() - started) / 1000,
    remindersQueued: run?.counts ?? {},
  };
}
