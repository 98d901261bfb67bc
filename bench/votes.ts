import type { Db } from '../server/db';
import { createSession } from '../server/repositories/sessions';
import { fixManifest, seedCommittee } from '../server/seed/committee';
import { randomToken, sha256 } from '../server/security';
import { withApp } from './http';

export const BURST = 1000;

export interface VoteBurstResult {
  votes: number;
  accepted: number;
  seconds: number;
  perSecond: number;
}

/**
 * 1,000 different members of the large seed vote at the same moment over HTTP (the app
 * listening on a port, PostgreSQL); the time from the first request to the last answer. The election
 * and its votes are removed afterwards.
 */
export async function measureVoteBurst(db: Db, dataDir: string, log: (line: string) => void): Promise<VoteBurstResult> {
  const [election] = await db.query<{ id: number }>(
    `INSERT INTO verkiezingen (title, starttime, endtime, number_of_elected, votable, state, mailssended)
     VALUES ('Bench', now() - interval '1 day', now() + interval '1 day', 2, true, 'NEW', false) RETURNING id`,
  );
  const id = election!.id;
  try {
    const candidates = await db.query<{ id: number }>(
      `INSERT INTO verkiezing_kandidaten (verkiezing_id, person_id, lastname, firstname)
       SELECT $1, iddicperson, lastname, firstname FROM persons WHERE ordenummer IS NOT NULL ORDER BY iddicperson LIMIT 3 RETURNING id`,
      [id],
    );
    // Keyed by a committee as finalising keys it (fresh seeds, dropped here), then open.
    const seeds = [1, 2, 3].map(() => crypto.getRandomValues(new Uint8Array(32)));
    await db.tx(async (q) => {
      await seedCommittee(q, id, { keyed: true, seed: (i) => seeds[i - 1]! });
      await fixManifest(q, id);
      await q.query(`UPDATE verkiezingen SET state = 'FINISHED', mailssended = true WHERE id = $1`, [id]);
    });
    return await withApp(db, dataDir, async (base, config) => {
      const voters = await db.query<{ id: number }>(
        `SELECT u.id FROM users u JOIN persons p ON p.ordenummer = u.username WHERE 'DIERENARTS' = ANY (u.roles) AND u.kennisname ORDER BY u.id LIMIT $1`,
        [BURST],
      );
      if (voters.length < BURST) throw new Error(`slechts ${voters.length} dierenartsen`);
      const cookies: string[] = [];
      for (const v of voters) {
        const sid = randomToken();
        await createSession(db, sha256(sid), v.id);
        cookies.push(`ovd_sid=${sid}`);
      }
      const url = `${base}/api/verkiezingen/${id}/votes`;
      const origin = new URL(config.publicUrl).origin;
      const started = performance.now();
      const answers = await Promise.all(
        cookies.map((cookie, i) =>
          fetch(url, {
            method: 'POST',
            headers: { cookie, origin, 'content-type': 'application/json' },
            body: JSON.stringify(i % 5 === 4 ? [] : [candidates[i % 3]!.id]),
          }).then((r) => r.status),
        ),
      );
      const seconds = (performance.now() - started) / 1000;
      const accepted = answers.filter((s) => s === 200).length;
      log(`  stemmen: ${accepted} van ${BURST} aanvaard in ${seconds.toFixed(2)} s`);
      return { votes: BURST, accepted, seconds, perSecond: accepted / seconds };
    });
  } finally {
    await db.query('DELETE FROM verkiezingen WHERE id = $1', [id]);
  }
}
