import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { load, login, withApp } from './http';
import { seedLargeSchema } from './seed';

/**
 * `npm run bench:profile`: where the server's CPU goes while it serves the course list under load
 *. The app runs in this process over the large seed; autocannon loads it from a process
 * of its own; V8's sampling profiler records this process meanwhile. Written to bench/:
 * - course-list.folded: the stacks in the folded format of flame graphs (one line per stack with its
 *   samples; `flamegraph.pl`, speedscope.app or `npx speedscope` draw it);
 * - course-list-profile.md: the functions with the most samples of their own, and the share per part
 *   (our code, Fastify, zod, pg, ...).
 */
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

// PROFILE_PATH=/api/...: another endpoint, written to the system's temporary folder instead of bench/.
const CHOSEN = process.env.PROFILE_PATH;
const URL_PATH = CHOSEN || '/api/bijscholing/cursussen?limit=25';
const OUT = CHOSEN ? fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-profile-out-')) : path.dirname(new URL(import.meta.url).pathname);

const partOf = (url: string) => {
  if (!url) return '(V8, GC, native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return 'Node.js';
  const own = url.match(/\/(server|domain|bench)\//)?.[1];
  return own ? `ours: ${own}/` : url;
};
const frameName = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${partOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

async function main() {
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const seeded = await seedLargeSchema(databaseUrl, (line) => console.log(line));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovd-profile-'));
  try {
    await withApp(seeded.db, dataDir, async (base) => {
      const cookie = await login(base, 'secretariaat', 'Secretariaat1');
      const headers = { cookie };
      await load(`${base}${URL_PATH}`, headers);
      const session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
      const measured = await load(`${base}${URL_PATH}`, headers);
      const { profile } = (await session.post('Profiler.stop')) as { profile: { nodes: Node[] } };
      session.disconnect();
      write(profile.nodes, measured.requests, measured.cpuMicros);
    });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await seeded.drop();
  }
}

function write(nodes: Node[], requests: number, cpuMicros: number) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const folded = new Map<string, number>();
  const self = new Map<string, number>();
  const parts = new Map<string, number>();
  let total = 0;
  for (const n of nodes) {
    if (!n.hitCount || n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
    total += n.hitCount;
    const stack: string[] = [];
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) stack.unshift(frameName(byId.get(id)!));
    folded.set(stack.slice(1).join(';'), (folded.get(stack.slice(1).join(';')) ?? 0) + n.hitCount);
    self.set(frameName(n), (self.get(frameName(n)) ?? 0) + n.hitCount);
    parts.set(partOf(n.callFrame.url), (parts.get(partOf(n.callFrame.url)) ?? 0) + n.hitCount);
  }
  fs.writeFileSync(path.join(OUT, 'course-list.folded'), `${[...folded].map(([stack, count]) => `${stack} ${count}`).join('\n')}\n`);
  const pct = (count: number) => `${((100 * count) / total).toFixed(1)} %`;
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  const md = [
    `# Where the CPU goes: ${CHOSEN ? URL_PATH : 'the course list'} under load`,
    '',
    `\`npm run bench:profile\`, ${new Date().toISOString().slice(0, 10)}: GET ${URL_PATH} as the secretariat, 10 connections for 5 s over the large seed;`,
    `${requests} requests, ${Math.round(cpuMicros)} µs of server CPU per request; ${total} samples of 0.2 ms (idle left out). The stacks are in course-list.folded.`,
    '',
    '| part | share of the samples |',
    '|---|---|',
    ...[...parts].sort((a, b) => b[1] - a[1]).map(([part, count]) => `| ${part} | ${pct(count)} |`),
    '',
    '| function (own samples) | share |',
    '|---|---|',
    ...top.map(([name, count]) => `| \`${name}\` | ${pct(count)} |`),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(OUT, 'course-list-profile.md'), md);
  console.log(md);
  console.log(`Written to ${OUT}`);
}

await main();
