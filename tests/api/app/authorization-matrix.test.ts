import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Access, Role } from '../../../domain/roles';
import type { ErrorCode } from '../../../domain/errors';
import { authorization } from '../../../server/plugins/authorization';
import { as, useTestApp } from '../../helpers/app';
import { ROLE_TABLE as apiAccess, declarationOf, declarations, OWNER_ACCOUNT } from '../../helpers/declared';
import { OWNER, routeFixtures, withBody } from '../../helpers/routes';

/**
 * Routes where, on top of the role table, the handler only lets the owner of the target through;
 * `bypass` lists roles that may act on anyone's record.
 */
/** No caller's username: the owner of a route whose owner a fresh record does not have. */
const COMMITTEE = 'een lid van het kiescomité';

const OWNERSHIP: Record<string, { bypass: readonly Role[]; owner?: string; code?: ErrorCode }> = {
  'GET /crm/user/:username': { bypass: ['SECRETARIAAT'] },
  'POST /crm/user/:username': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/kennisname': { bypass: [] },
  'POST /dierenartsen/:id': { bypass: [] },
  'GET /dierenartsen/:id/relaties': { bypass: ['SECRETARIAAT'] },
  'GET /dierenartsen/:id/addressen': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/addressen': { bypass: [] },
  'GET /dierenartsen/:id/activiteiten': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/activiteiten': { bypass: [] },
  'GET /dierenartsen/:id/gegevens': { bypass: ['SECRETARIAAT'] },
  // The organisation in the path is opleider's own; another provider may not touch its people.
  'GET /crm/public/legalentities/:id/contacts': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
  'POST /crm/public/legalentities/:id/contacts': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
  'GET /contacts/:id': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
  // A service is managed by its responsible (the sample's N1001), a membership ended by its member (the fresh row's owner).
  'POST /wachtdiensten/:id': { bypass: ['SECRETARIAAT'], owner: 'N1001' },
  'POST /wachtdiensten/:id/actions/set-responsible': { bypass: ['SECRETARIAAT'], owner: 'N1001' },
  'GET /wachtdiensten/:id/members/actions/export': { bypass: ['SECRETARIAAT'], owner: 'N1001' },
  'POST /wachtdiensten/:wachtdienstId/members/:id/delete': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
  // A change is asked by the service's members and its responsible (the sample's N1001) only.
  'POST /wachtdiensten/:wachtdienstId/actions/request-update': { bypass: [], owner: 'N1001' },
  // An election's committee work is its members' own; a fresh election has no committee, so no caller
  // is a member there (tests/api/verkiezingen/comite.test.ts lets the members through). The secretariat follows the ceremony.
  'GET /verkiezingen/:id/comite': { bypass: ['SECRETARIAAT'], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
  'POST /verkiezingen/:id/comite/publicatie': { bypass: [], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
  'POST /verkiezingen/:id/comite/delen': { bypass: [], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
  'GET /verkiezingen/:id/comite/delen': { bypass: [], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
  'POST /verkiezingen/:id/comite/controle': { bypass: [], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
  'POST /verkiezingen/:id/deelontsleuteling': { bypass: [], owner: COMMITTEE, code: 'NOT_COMMITTEE_MEMBER' },
};

/**
 * A declared resource with an owner checks it on every call about one record (tests/helpers/declared:
 * OWNER_ACCOUNT's); a child takes its parent's owner, and checks it on a new record too, as the body
 * names a parent of OWNER_ACCOUNT's.
 */
function declaredOwnership(key: string) {
  const d = declarationOf(key);
  const ownership = d?.belongsTo ? declarations.find((p) => p.name === d.belongsTo!.resource)?.ownership : d?.ownership;
  if (!ownership || !(key.includes('/:id') || (d?.belongsTo && key.startsWith('POST ')))) return undefined;
  return { bypass: ownership.bypass as readonly Role[], owner: OWNER_ACCOUNT };
}

interface Caller {
  name: string;
  username: string | null;
  roles: readonly Role[];
}
const CALLERS: Caller[] = [
  { name: 'anoniem', username: null, roles: [] },
  { name: 'dierenarts N1001', username: 'N1001', roles: ['DIERENARTS'] },
  { name: 'andere dierenarts N1003', username: 'N1003', roles: ['DIERENARTS'] },
  { name: 'secretariaat', username: 'secretariaat', roles: ['SECRETARIAAT'] },
  { name: 'opleider', username: 'opleider', roles: ['OPLVERSTREKKER'] },
  { name: 'opleider2', username: 'opleider2', roles: ['OPLVERSTREKKER'] },
];

type Outcome = 'allowed' | 401 | 403;

/** What the caller must get, from the role table and the ownership list alone. */
function expectedOutcome(key: string, access: Access, caller: Caller): Outcome {
  if (access === 'public') return 'allowed';
  if (!caller.username) return 401;
  const roleOk = access === 'authenticated' ? caller.roles.length > 0 : access.some((r) => caller.roles.includes(r));
  if (!roleOk) return 403;
  const ownership = OWNERSHIP[key] ?? declaredOwnership(key);
  if (ownership && caller.username !== (ownership.owner ?? OWNER) && !ownership.bypass.some((r) => caller.roles.includes(r))) return 403;
  return 'allowed';
}

/**
 * Routes that differ only in a parameter's name at one place (`/lists/codelists/:id` and
 * `/lists/codelists/:iddiccode/items`) share one node of Fastify's tree, printed `:id|:iddiccode`:
 * each such path stands for every spelling, one of which is the route's own.
 */
const spellings = (path: string): string[] => {
  const m = /:(\w+)\|((?::\w+\|?)+)/.exec(path);
  if (!m) return [path];
  const names = m[0].split('|');
  return names.flatMap((name) => spellings(path.replace(m[0], name)));
};

/** Parses Fastify's printed route tree into "METHOD /path" keys (HEAD folded into GET), each with its possible spellings. */
function registeredApiKeys(tree: string) {
  const keys = new Set<string>();
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack.push(path);
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD') keys.add(spellings(`${method} ${path.replace(/^\/api/, '')}`).join(' | '));
    }
  }
  return keys;
}

describe('authorization matrix', () => {
  const t = useTestApp();

  const routes = routeFixtures(t);
  beforeAll(() => routes.setUp());
  const { urlFor } = routes;
  const sessionOf = (caller: Caller) => routes.sessionOf(caller.username);

  it('registers every route of the role table', () => {
    const missing = Object.keys(apiAccess).filter((key) => {
      const [method, path] = key.split(' ') as [string, string];
      return !t.app.hasRoute({ method: method as 'GET', url: `/api${path}` });
    });
    expect(missing).toEqual([]);
  });

  it('has a role rule for every route the server registers under /api, and no stale rules', () => {
    const registered = registeredApiKeys(t.app.printRoutes({ commonPrefix: false }));
    expect(registered.size).toBeGreaterThan(10);
    const known = (key: string) => key.split(' | ').some((spelling) => spelling in apiAccess);
    expect([...registered].filter((k) => !known(k))).toEqual([]);
    const spelled = new Set([...registered].flatMap((k) => k.split(' | ')));
    expect(Object.keys(apiAccess).filter((k) => !spelled.has(k))).toEqual([]);
  });

  it('refuses to start with an /api route missing from the role table', async () => {
    const bare = Fastify();
    authorization(bare);
    bare.get('/api/auth/person', async () => ({}));
    bare.get('/gezondheid', async () => ({}));
    const start = async () => {
      bare.get('/api/geheim/niet-in-de-tabel', async () => ({ geheim: true }));
      await bare.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/geheim\/niet-in-de-tabel.*rechtentabel/);
    await bare.close().catch(() => {});
  });

  const rows = Object.entries(apiAccess).flatMap(([key, access]) =>
    CALLERS.map((caller) => ({ key, access, caller, label: caller.name, expected: expectedOutcome(key, access, caller) })),
  );

  it.each(rows)('$key as $label → $expected', async ({ key, access, caller, expected }) => {
    const { method, url } = await urlFor(key);
    const body = await routes.bodyFor(key);
    const payload =
      key === 'POST /auth/person/j_security_check'
        ? { payload: 'j_username=N1004&j_password=Dierenarts1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : withBody(body);
    const res = await as(t.app, await sessionOf(caller), { method: method as 'GET', url, ...payload });
    if (expected === 'allowed') {
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
      // A body we supply passes validation, so the request really reached the handler.
      if (body !== undefined) expect(res.statusCode, res.body).not.toBe(400);
    } else {
      expect(res.statusCode, res.body).toBe(expected);
      // A refusal for not being the owner may carry its own code (not on the committee); one for the role never does.
      const roleOk = access === 'authenticated' || access === 'public' || access.some((r) => caller.roles.includes(r));
      expect(res.json().errorcode).toBe(expected === 401 ? 'NOT_LOGGED_IN' : roleOk ? (OWNERSHIP[key]?.code ?? 'FORBIDDEN') : 'FORBIDDEN');
      expect(res.json().usererror).toMatch(/\S/);
    }
  });

  it('changes nothing when a forbidden caller posts to an item', async () => {
    const { url } = await urlFor('POST /lists/codelists/items/:itemId');
    const id = Number(url.split('/').pop());
    const res = await as(t.app, await sessionOf(CALLERS[4]!), {
      method: 'POST',
      url,
      payload: { codedetail: 'GEHACKT', description: 'Gehackt', active: 0 },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.query('SELECT codedetail, description, active FROM codelist_items WHERE iddiccodedetail = $1', [id]);
    expect(row).toMatchObject({ description: 'Matrix-item', active: 1 });
  });
});
