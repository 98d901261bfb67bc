import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { type Config, loadConfig } from '../server/config';
import type { Db } from '../server/db';
import { connectionOptions } from '../server/db/postgres';
import { DEFAULT_DB_TIMEOUTS } from '../server/db/types';
import { loadResources } from '../server/generator';
import { EXACT_TOTAL_UP_TO } from '../server/repositories/paging';
import { agendaEndpoints } from './agenda';
import { median } from './browser';

export interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  /** Non-2xx answers plus socket errors and time-outs: must be 0 for the figures to mean anything. */
  failures: number;
  /**
   * CPU time of this process (the server under test; autocannon runs apart) per request, in µs:
   * steadier than requests/s on a machine whose cores are shared with PostgreSQL and other work.
   */
  cpuMicros: number;
}

export interface EndpointResult {
  name: string;
  url: string;
  bytes: number;
  app: Load;
  baseline: Load;
  ratio: number;
  /** The same SQL, with the same parameters, served by a bare Fastify route with a pg Pool (DESIGN §5). */
  ceiling?: Load & { sql: string; params: unknown[] };
  /** Our requests/s over the ceiling's. */
  ceilingRatio?: number;
  /** The ceiling with our session lookup in front of the same SQL: what is left when every request checks its session in the database. */
  sessionCeiling?: Load;
  sessionCeilingRatio?: number;
}

/** Where the bare pg routes find the seeded tables. */
export interface CeilingDb {
  databaseUrl: string;
  schema: string;
}

interface Query {
  sql: string;
  params: unknown[];
}

/** A list endpoint to load; each is measured beside its same-SQL ceiling unless `ceiling` is false (it sends no single page query). */
interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
  ceiling?: false;
}

/** The session lookup every logged-in request makes; the ceiling runs only the endpoint's own SQL, its variant both. */
// A prefix, not a search of the whole text: the recorder sits in our app's path on every query it sends.
const isSessionLookup = (sql: string) => sql.startsWith('SELECT u.*, s.last_seen');

/** Records the SQL the app sends while `recording` is set, so the ceiling can run exactly that. */
function recordingDb(db: Db) {
  let recording: Query[] | null = null;
  // The app keeps sessions a few seconds (server/plugins/sessionCache.ts): a recorded request may not
  // look its session up; the session ceiling then runs the last lookup the app made.
  let lastLookup: Query | undefined;
  const wrapped: Db = Object.create(db);
  wrapped.query = ((sql: string, params?: unknown[]) => {
    const lookup = isSessionLookup(sql);
    if (recording || lookup) {
      const query = { sql, params: [...(params ?? [])] };
      recording?.push(query);
      if (lookup) lastLookup = query;
    }
    return db.query(sql, params);
  }) as Db['query'];
  return {
    db: wrapped,
    async capture(fn: () => Promise<unknown>) {
      recording = [];
      try {
        await fn();
        return { session: recording.find((q) => isSessionLookup(q.sql)) ?? lastLookup, queries: recording.filter((q) => !isSessionLookup(q.sql)) };
      } finally {
        recording = null;
      }
    },
  };
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
export const CONNECTIONS = 10;
export const SECONDS = 5;
/** An endpoint and its same-SQL ceiling are loaded in turns, this many rounds of ROUND_SECONDS each. */
export const ROUNDS = 3;
const ROUND_SECONDS = 3;

/** autocannon in a process of its own, so the load generator does not share the server's event loop. */
export function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Load> {
  const args = [AUTOCANNON, '-j', '-n', '-c', String(CONNECTIONS), '-d', String(seconds), '-t', '5'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}:${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    execFile(process.execPath, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
      const used = process.cpuUsage(cpu);
      if (error) return reject(new Error(`autocannon ${url}: ${error.message} ${stderr}`));
      const r = JSON.parse(stdout);
      resolve({
        p50: r.latency.p50,
        p99: r.latency.p99,
        rps: r.requests.total / (r.duration || seconds),
        requests: r.requests.total,
        failures: r.non2xx + r.errors + r.timeouts,
        cpuMicros: (used.user + used.system) / Math.max(1, r.requests.total),
      });
    });
  });
}

/**
 * Two URLs loaded in turns (a, b, a, b, ...): on a machine whose speed drifts by a third within
 * minutes, two loads one after the other compare the drift, not the servers. Requests and CPU are
 * summed over the rounds, latencies are the rounds' median.
 */
/** Rounds of one load merged: requests and CPU summed, latencies the rounds' median. */
export function mergeRounds(loads: Load[], roundSeconds = ROUND_SECONDS): Load {
  const requests = loads.reduce((n, l) => n + l.requests, 0);
  return {
    p50: median(loads.map((l) => l.p50)),
    p99: median(loads.map((l) => l.p99)),
    rps: requests / (loads.length * roundSeconds),
    requests,
    failures: loads.reduce((n, l) => n + l.failures, 0),
    cpuMicros: loads.reduce((n, l) => n + l.cpuMicros * l.requests, 0) / Math.max(1, requests),
  };
}

async function inTurns(a: string, b: string, headers: Record<string, string>): Promise<[Load, Load]> {
  const rounds: [Load[], Load[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    rounds[0].push(await load(a, headers, ROUND_SECONDS));
    rounds[1].push(await load(b, headers, ROUND_SECONDS));
  }
  return [mergeRounds(rounds[0]), mergeRounds(rounds[1])];
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

export async function login(base: string, username: string, password: string) {
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

/** Our app over the seeded database on a free loopback port for one measurement, closed after it; `run` gets its address and configuration. */
export async function withApp<T>(db: Db, dataDir: string, run: (base: string, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', MAIL_WORKER: '0' });
  const app = await buildApp({ config, db });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return await run(origin(app), config);
  } finally {
    await app.close();
  }
}

/**
 * The list endpoints against the real app listening on loopback over the seeded database, each
 * followed by a bare Fastify route (no plugins) that returns the same JSON body from memory, and,
 * for those marked `ceiling`, by the ceiling of DESIGN §5: a bare Fastify route that runs the very
 * SQL our endpoint sent (recorded from one of its requests) with pg and answers the same JSON.
 */
export async function measureApi(seededDb: Db, dataDir: string, log: (line: string) => void, ceilingDb: CeilingDb, only?: RegExp): Promise<EndpointResult[]> {
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: '0', MAIL_WORKER: '0' });
  const recorder = recordingDb(seededDb);
  const app = await buildApp({ config, db: recorder.db });
  const baseline = Fastify({ logger: false });
  // The ceiling: a minimal app, a pool of the same size as ours, no plugins, no schemas; its connections
  // start with our settings (time zone, planner), so the same SQL gets the same plan.
  const pool = new pg.Pool({ connectionString: ceilingDb.databaseUrl, max: 10, options: connectionOptions(DEFAULT_DB_TIMEOUTS, ceilingDb.schema) });
  const bareSql = Fastify({ logger: false });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = origin(app);
    const auth = { cookie: await login(base, 'secretariaat', 'Secretariaat1') };
    const lists = JSON.parse(await get(`${base}/api/lists/codelists?q=GEMEENTE&limit=25`, auth));
    const gemeente = lists.items.find((l: { code: string }) => l.code === 'GEMEENTE');
    if (!gemeente) throw new Error('codelijst GEMEENTE niet gevonden');
    const vet = { cookie: await login(base, 'N20001', 'Dierenarts1') };
    // A bench member who reads French: the same pages, worded through the codes' translations.
    await seededDb.query(`UPDATE users SET language = 'fr' WHERE username = 'N20002'`);
    const frenchVet = { cookie: await login(base, 'N20002', 'Dierenarts1') };
    const [{ id: period } = { id: 0 }] = await seededDb.query<{ id: number }>('SELECT id FROM bijscholing_periodes WHERE active');

    const all: Endpoint[] = [
      { name: 'user list (10,000+ users)', path: '/api/crm/user?limit=25&offset=0', headers: auth },
      { name: 'user search q=Peeters', path: '/api/crm/user?limit=25&offset=0&q=Peeters', headers: auth },
      { name: 'vet search lastname=peet', path: '/api/dierenartsen?lastname=peet&limit=25&offset=0', headers: auth },
      { name: 'vet search locality=gent', path: '/api/dierenartsen?locality=gent&limit=25&offset=0', headers: auth },
      { name: 'legal-entity search name=dierenartsen', path: '/api/rechtspersonen?name=dierenartsenpraktijk%20a&limit=25&offset=0', headers: auth },
      { name: 'mail queue page', path: '/api/mails?limit=25&offset=0', headers: auth },
      // Without a ceiling: the values page looks its codelist up before its page, the public list is not paged.
      { name: 'GEMEENTE values page', path: `/api/lists/codelists/${gemeente.id}/items?limit=25&offset=5`, headers: auth, ceiling: false },
      // A public endpoint: called without a session, as the public pages do.
      { name: 'public GEMEENTE list', path: '/api/lists/codelist/public/GEMEENTE?language=nl&active=1', headers: {}, ceiling: false },
      { name: 'public GEMEENTE list in French', path: '/api/lists/codelist/public/GEMEENTE?language=fr&active=1', headers: {}, ceiling: false },
      ...(await declaredEndpoints(auth, vet)),
      // Continuing education at the large seed's volume: a member's points of the active period, the review queue, the control list.
      { name: 'points of one member and period (vet)', path: `/api/bijscholing/punten?periode=${period}&limit=100`, headers: vet },
      { name: 'points review state=NEW', path: '/api/bijscholing/punten?state=NEW&limit=25', headers: auth },
      { name: 'control list page', path: `/api/bijscholing/periodes/${period}/controle?limit=25`, headers: auth },
      { name: 'control list docontrol=1', path: `/api/bijscholing/periodes/${period}/controle?docontrol=1&limit=25`, headers: auth },
      // The course agenda a veterinarian reads (bench/agenda.ts).
      ...agendaEndpoints(vet, frenchVet),
    ];
    const endpoints = only ? all.filter((e) => only.test(e.name)) : all;
    // By name: two endpoints may ask the same path as different callers (a Dutch and a French reader).
    const bodies = new Map<string, string>();
    for (const e of endpoints) bodies.set(e.name, await get(base + e.path, e.headers));
    // One route per endpoint, answering its captured body from memory (the query string is ignored).
    endpoints.forEach((e, i) => {
      const body = JSON.parse(bodies.get(e.name)!);
      baseline.get(`/baseline/${i}`, async () => body);
    });
    await baseline.listen({ port: 0, host: '127.0.0.1' });
    const bare = origin(baseline);

    // The ceiling's SQL is the one our endpoint sent, recorded from one request: one page query.
    const ceilingQueries = new Map<number, Query>();
    for (const [i, e] of endpoints.entries()) {
      if (e.ceiling === false) continue;
      const { session, queries } = await recorder.capture(() => get(base + e.path, e.headers));
      if (queries.length !== 1 || !queries[0]!.sql.includes('page_total')) throw new Error(`${e.name}: geen enkele paginaquery (${queries.length} queries)`);
      if (!session) throw new Error(`${e.name}: geen sessie opgezocht`);
      const { sql, params } = queries[0]!;
      ceilingQueries.set(i, queries[0]!);
      const capped = sql.includes(') AS matching)');
      // The page's limit and offset as our answer gives them: a first page without filters carries
      // them in its text (paging.ts), any other sends them as values.
      const { limit, offset } = JSON.parse(bodies.get(e.name)!) as { limit: number; offset: number };
      const answer = async () => {
        const rows = (await pool.query(sql, params)).rows;
        const size = rows[0]?.page_total ?? 0;
        for (const row of rows) delete row.page_total;
        // A count that stops where ours does (server/repositories/paging.ts) says so the same way.
        const cap = Math.max(EXACT_TOTAL_UP_TO, Number(offset) + Number(limit)) + 1;
        return capped && size >= cap ? { items: rows, size: cap - 1, atLeast: true, limit, offset } : { items: rows, size, limit, offset };
      };
      bareSql.get(`/ceiling/${i}`, answer);
      bareSql.get(`/ceiling/${i}/session`, async () => {
        if ((await pool.query(session.sql, session.params)).rows.length !== 1) throw new Error('sessie');
        return answer();
      });
    }
    await bareSql.listen({ port: 0, host: '127.0.0.1' });
    const bareSqlBase = origin(bareSql);
    for (const [i, e] of endpoints.entries()) {
      if (!ceilingQueries.has(i)) continue;
      // Same JSON as ours, or the comparison means nothing.
      assert.deepEqual(JSON.parse(await get(`${bareSqlBase}/ceiling/${i}`, {})), JSON.parse(bodies.get(e.name)!), `${e.name}: plafond geeft ander antwoord`);
    }

    const results: EndpointResult[] = [];
    for (const [i, e] of endpoints.entries()) {
      const bareUrl = `${bare}/baseline/${i}?${e.path.split('?')[1]}`;
      log(`  http: ${e.name}`);
      await warmUp(base + e.path, e.headers);
      const query = ceilingQueries.get(i);
      const ceilingUrl = `${bareSqlBase}/ceiling/${i}?${e.path.split('?')[1]}`;
      if (query) await warmUp(ceilingUrl, e.headers);
      const [measured, ceiling] = query ? await inTurns(base + e.path, ceilingUrl, e.headers) : [await load(base + e.path, e.headers)];
      await warmUp(bareUrl, e.headers);
      const reference = await load(bareUrl, e.headers);
      if (measured.failures || reference.failures) throw new Error(`${e.name}: ${measured.failures} + ${reference.failures} mislukte verzoeken`);
      const result: EndpointResult = {
        name: e.name,
        url: e.path,
        bytes: Buffer.byteLength(bodies.get(e.name)!),
        app: measured,
        baseline: reference,
        ratio: measured.rps / reference.rps,
      };
      if (query && ceiling) {
        if (ceiling.failures) throw new Error(`${e.name}: ${ceiling.failures} mislukte verzoeken aan het plafond`);
        result.ceiling = { ...ceiling, ...query };
        result.ceilingRatio = measured.rps / ceiling.rps;
        const sessionUrl = `${bareSqlBase}/ceiling/${i}/session?${e.path.split('?')[1]}`;
        await warmUp(sessionUrl, e.headers);
        const withSession = await load(sessionUrl, e.headers);
        if (withSession.failures) throw new Error(`${e.name}: ${withSession.failures} mislukte verzoeken aan het plafond met sessie`);
        result.sessionCeiling = withSession;
        result.sessionCeilingRatio = measured.rps / withSession.rps;
      }
      results.push(result);
    }
    return results;
  } finally {
    await baseline.close();
    await bareSql.close();
    await pool.end();
    await app.close();
  }
}

/**
 * The generated list endpoints of the declared resources with a benchmark volume: the list at its
 * page size, its queue's default state, a search, and a lookup as a veterinarian makes it; each next
 * to the same SQL on a bare Fastify route. The volume's texts are made of words such as "chirurgie".
 */
export async function declaredEndpoints(auth: Record<string, string>, vet: Record<string, string>) {
  const endpoints: Endpoint[] = [];
  for (const { d, part } of await loadResources()) {
    if (!part.volume) continue;
    const path = `/api${d.path}`;
    const page = `limit=${d.list.pageSize}`;
    endpoints.push({ name: `${d.name} list (${part.volume.toLocaleString('en')})`, path: `${path}?${page}`, headers: auth });
    const state = d.list.filters?.find((f) => d.queue && f.field === d.queue.state);
    if (state && d.queue)
      endpoints.push({
        name: `${d.name} ${state.name}=${d.queue.defaultFilter}`,
        path: `${path}?${state.name}=${d.queue.defaultFilter}&${page}`,
        headers: auth,
      });
    if (d.list.search?.length)
      endpoints.push({
        name: `${d.name} ${d.list.searchParam ?? 'q'}=chirurgie`,
        path: `${path}?${d.list.searchParam ?? 'q'}=chirurgie&${page}`,
        headers: auth,
      });
    // A list a veterinarian reaches through a switch (the course typeahead's `?typeahead=1`).
    for (const param of d.list.params ?? []) {
      if (param === 'typeahead') endpoints.push({ name: `${d.name} ${param} (vet)`, path: `${path}?${param}=1&limit=5&q=chirurgie`, headers: vet });
    }
  }
  return endpoints;
}
