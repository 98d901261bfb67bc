import { brusselsDate } from '../domain/dates';
import type { Db } from '../server/db';
import { login, withApp } from './http';

/** A provider's attendance list of 500 veterinarians credited in under 2 s (docs/features/courses.md, "Attendance"). */
export const ATTENDANCE_BUDGET = { members: 500, seconds: 2 };
export const ATTENDANCE_STEP = `attendance: a list of ${ATTENDANCE_BUDGET.members} ordenummers previewed and credited`;
const ROUNDS = 3;

export interface AttendanceResult {
  members: number;
  /** Per round: the preview and the credit, in ms; each round a fresh course. */
  previewMs: number[];
  creditMs: number[];
  credited: number;
}

/**
 * Over the large seed on PostgreSQL (300,000 points rows, a long audit trail): three times a fresh
 * approved course of the demo provider's in the active period, the 500 members pasted as one text,
 * previewed, then confirmed, as the tab does, through the real app on loopback. The credit writes
 * 500 points rows, 500 audit rows and 500 mails with their parameters in one statement.
 */
export async function measureAttendance(db: Db, dataDir: string, log: (line: string) => void): Promise<AttendanceResult> {
  return withApp(db, dataDir, async (base) => {
    const headers = { cookie: await login(base, 'opleider', 'Opleider1'), origin: base, 'content-type': 'application/json' };
    const members = (
      await db.query<{ username: string }>(
        `SELECT username FROM users WHERE 'DIERENARTS' = ANY (roles) AND active AND username LIKE 'N2%' ORDER BY random() LIMIT $1`,
        [ATTENDANCE_BUDGET.members * ROUNDS],
      )
    ).map((m) => m.username);
    const result: AttendanceResult = { members: ATTENDANCE_BUDGET.members, previewMs: [], creditMs: [], credited: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const [course] = await db.query<{ id: number }>(
        `INSERT INTO bijscholing_cursussen (title, start_date, end_date, type, status, legal_entity_id)
         SELECT 'Bench aanwezigheden ' || $2, $1::date, $1::date, 'BP', 'GOEDGEKEURD', legal_entity_id FROM users WHERE username = 'opleider' RETURNING id`,
        [brusselsDate(), round],
      );
      const list = members.slice(round * ATTENDANCE_BUDGET.members, (round + 1) * ATTENDANCE_BUDGET.members);
      const url = `${base}/api/bijscholing/cursussen/${course!.id}/aanwezigheden`;
      let started = performance.now();
      const preview = await fetch(`${url}/voorbeeld`, { method: 'POST', headers, body: JSON.stringify({ tekst: list.join('\n') }) });
      if (!preview.ok) throw new Error(`voorbeeld: ${preview.status} ${await preview.text()}`);
      const taken = ((await preview.json()) as { lines: { ordenummer: string; reason: string | null }[] }).lines.filter((l) => l.reason === null);
      result.previewMs.push(performance.now() - started);
      started = performance.now();
      const credit = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ deelnemers: taken.map((l) => ({ ordenummer: l.ordenummer, geslaagd: false })) }),
      });
      if (!credit.ok) throw new Error(`registreren: ${credit.status} ${await credit.text()}`);
      result.credited = ((await credit.json()) as { credited: unknown[] }).credited.length;
      result.creditMs.push(performance.now() - started);
      log(
        `  ronde ${round + 1}: voorbeeld ${result.previewMs.at(-1)!.toFixed(0)} ms, ${result.credited} geregistreerd in ${result.creditMs.at(-1)!.toFixed(0)} ms`,
      );
    }
    return result;
  });
}

/** The bench's rows for the attendance step: the slowest round counts. */
export function attendanceRows(r: AttendanceResult) {
  const worst = Math.max(...r.creditMs);
  const roundTrip = Math.max(...r.creditMs.map((c, i) => c + r.previewMs[i]!));
  return [
    {
      measurement: `attendance: ${r.members} ordenummers credited (points, audit and mail rows), slowest of ${r.creditMs.length}`,
      value: `${(worst / 1000).toFixed(2)} s (${r.credited} credited; preview + credit ${(roundTrip / 1000).toFixed(2)} s)`,
      budget: `< ${ATTENDANCE_BUDGET.seconds} s`,
      ok: r.credited === r.members && worst < ATTENDANCE_BUDGET.seconds * 1000,
    },
  ];
}
