import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Db } from '../server/db';

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  /** Non-2xx answers plus socket errors and time-outs: must be 0 for the figures to mean anything. */
  failures: number;
}

export interface EndpointResult {
  name: string;
  url: string;
  bytes: number;
  app: Load;
  baseline: Load;
  ratio: number;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
export const CONNECTIONS = 10;
export const SECONDS = 5;

/** autocannon in a process of its own, so the load generator does not share the server's event loop. */
export function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const args = [AUTOCANNON, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(SECONDS), '-t', '5'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}:${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: (SECONDS + 30) * 1000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`autocannon ${url}: ${error.message} ${stderr}`));
      const r = JSON.parse(stdout);
      resolve({
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.total / (r.duration || SECONDS),
        requests: r.requests.total,
        failures: r.non2xx + r.errors + r.timeouts,
      });
    });
  });
}

async function get(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}

/** A few hundred requests first, so JIT, pools and caches are warm before anything is timed. */
async function warmUp(url: string, headers: Record<string, string>) {
  for (let round = 0; round < 40; round++) await Promise.all(Array.from({ length: 5 }, () => get(url, headers)));
}

async function login(base: string, username: string, password: string) {
  const res = await fetch(`${base}/api/auth/person/j_security_check`, {
    method: 'POST',
    // The server refuses a mutation without the app's own Origin, as a browser on its pages sends.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ j_username: username, j_password: password }).toString(),
  });
  const sid = res.headers.getSetCookie().find((c) => c.startsWith('ovd_sid='));
  if (res.status !== 200 || !sid) throw new Error(`aanmelden als ${username} mislukt: ${res.status} ${await res.text()}`);
  return sid.split(';')[0]!;
}

const origin = (app: FastifyInstance) => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server luistert niet');
  return `http://127.0.0.1:${address.port}`;
};

/**
 * The list endpoints against the real app listening on loopback over the seeded database, each
 * followed by a bare Fastify route (no plugins) that returns the same JSON body from memory.
 */
export async function measureApi(db: Db, dataDir: string, log: (line: string) => void): Promise<EndpointResult[]> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', MAIL_WORKER: '0' });
  const app = await buildApp({ config, db });
  const baseline = Fastify({ logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = origin(app);
    const auth = { cookie: await login(base, 'secretariaat', 'Secretariaat1') };
    const lists = JSON.parse(await get(`${base}/api/lists/codelists?q=GEMEENTE&limit=25`, auth));
    const gemeente = lists.items.find((l: { code: string }) => l.code === 'GEMEENTE');
    if (!gemeente) throw new Error('codelijst GEMEENTE niet gevonden');

    const endpoints = [
      { name: 'user list (10,000+ users)', path: '/api/crm/user?limit=25&offset=0', headers: auth },
      { name: 'user search q=Peeters', path: '/api/crm/user?limit=25&offset=0&q=Peeters', headers: auth },
      { name: 'vet search lastname=peet', path: '/api/dierenartsen?lastname=peet&limit=25&offset=0', headers: auth },
      { name: 'vet search locality=gent', path: '/api/dierenartsen?locality=gent&limit=25&offset=0', headers: auth },
      { name: 'legal-entity search name=dierenartsen', path: '/api/rechtspersonen?name=dierenartsenpraktijk%20a&limit=25&offset=0', headers: auth },
      { name: 'mail queue page', path: '/api/mails?limit=25&offset=0', headers: auth },
      { name: 'GEMEENTE values page', path: `/api/lists/codelists/${gemeente.id}/items?limit=25&offset=5`, headers: auth },
      // A public endpoint: called without a session, as the public pages do.
      { name: 'public GEMEENTE list', path: '/api/lists/codelist/public/GEMEENTE?language=nl&active=1', headers: {} },
    ];
    const bodies = new Map<string, string>();
    for (const e of endpoints) bodies.set(e.path, await get(base + e.path, e.headers));
    // One route per endpoint, answering its captured body from memory (the query string is ignored).
    endpoints.forEach((e, i) => {
      const body = JSON.parse(bodies.get(e.path)!);
      baseline.get(`/baseline/${i}`, async () => body);
    });
    await baseline.listen({ port: 0, host: '127.0.0.1' });
    const bare = origin(baseline);

    const results: EndpointResult[] = [];
    for (const [i, e] of endpoints.entries()) {
      const bareUrl = `${bare}/baseline/${i}?${e.path.split('?')[1]}`;
      log(`  http: ${e.name}`);
      await warmUp(base + e.path, e.headers);
      const measured = await load(base + e.path, e.headers);
      await warmUp(bareUrl, e.headers);
      const reference = await load(bareUrl, e.headers);
      if (measured.failures || reference.failures) throw new Error(`${e.name}: ${measured.failures} + ${reference.failures} mislukte verzoeken`);
      results.push({
        name: e.name,
        url: e.path,
        bytes: Buffer.byteLength(bodies.get(e.path)!),
        app: measured,
        baseline: reference,
        ratio: measured.rps / reference.rps,
      });
    }
    return results;
  } finally {
    await baseline.close();
    await app.close();
  }
}
