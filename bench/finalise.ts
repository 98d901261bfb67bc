import type { Db } from '../server/db';
import { seedCommittee } from '../server/seed/committee';
import { login, withApp } from './http';

export interface FinaliseResult {
  invitations: number;
  seconds: number;
}

/**
 * Finalising an election at the large seed: one POST that queues an invitation to every current
 * veterinarian (about 10,000) in one statement, timed over the HTTP call, the mails counted after.
 */
export async function measureFinalise(db: Db, dataDir: string): Promise<FinaliseResult> {
  return withApp(db, dataDir, async (origin) => {
    const base = `${origin}/api`;
    const cookie = await login(origin, 'secretariaat', 'Secretariaat1');
    const post = async (path: string, body?: object) => {
      // The server refuses a change without the app's own Origin, as a browser on its pages sends.
      const headers = { cookie, origin, ...(body ? { 'content-type': 'application/json' } : {}) };
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: body ? JSON.stringify(body) : undefined });
      if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
      return res.json() as Promise<{ id: number }>;
    };
    const day = 86_400_000;
    const election = await post('/verkiezingen', {
      title: 'Bench-verkiezing',
      starttime: new Date(Date.now() + 10 * day).toISOString(),
      endtime: new Date(Date.now() + 20 * day).toISOString(),
      numberOfElected: 1,
      votable: true,
    });
    const [person] = await db.query<{ id: number; firstname: string; lastname: string }>(
      'SELECT iddicperson AS id, firstname, lastname FROM persons ORDER BY 1 LIMIT 1',
    );
    await post(`/verkiezingen/${election.id}/kandidaten`, { personId: person!.id, firstname: person!.firstname, lastname: person!.lastname });
    // The committee's key ceremony as its members' browsers run it (fresh seeds, dropped here).
    const seeds = [1, 2, 3].map(() => crypto.getRandomValues(new Uint8Array(32)));
    await db.tx((q) => seedCommittee(q, election.id, { keyed: true, seed: (i) => seeds[i - 1]! }));
    const started = performance.now();
    await post(`/verkiezingen/${election.id}/actions/finaliseren`, {});
    const seconds = (performance.now() - started) / 1000;
    const [queued] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM mail_params WHERE name = 'link' AND value LIKE $1`, [
      `%/verkiezingen/${election.id}`,
    ]);
    return { invitations: queued!.n, seconds };
  });
}
