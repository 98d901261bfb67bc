import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Access, apiAccess } from '../../domain/permissions';
import type { Role } from '../../domain/roles';
import { authorization } from '../../server/plugins/authorization';
import { createSession } from '../../server/repositories/sessions';
import { randomToken, sha256 } from '../../server/security';
import { as, useTestApp } from '../helpers/app';

/** The member whose records the person-valued path parameters point at. */
const OWNER = 'N1003';

/**
 * Routes where, on top of the role table, the handler only lets the owner of the target through;
 * `bypass` lists roles that may act on anyone's record.
 */
const OWNERSHIP: Record<string, { bypass: readonly Role[]; owner?: string }> = {
  'GET /crm/user/:username': { bypass: ['SECRETARIAAT'] },
  'POST /crm/user/:username': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/kennisname': { bypass: [] },
  'POST /dierenartsen/:id': { bypass: [] },
  'GET /dierenartsen/:id/relaties': { bypass: ['SECRETARIAAT'] },
  'GET /dierenartsen/:id/addressen': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/addressen': { bypass: [] },
  'GET /dierenartsen/:id/activiteiten': { bypass: ['SECRETARIAAT'] },
  'POST /dierenartsen/:id/activiteiten': { bypass: [] },
  // The organisation in the path is opleider's own; another provider may not touch its people.
  'GET /crm/public/legalentities/:id/contacts': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
  'POST /crm/public/legalentities/:id/contacts': { bypass: ['SECRETARIAAT'], owner: 'opleider' },
};

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
  const ownership = OWNERSHIP[key];
  if (ownership && caller.username !== (ownership.owner ?? OWNER) && !ownership.bypass.some((r) => caller.roles.includes(r))) return 403;
  return 'allowed';
}

/** Ids the rows point at, filled in before the rows run. */
const fixtures = { listId: 0, userIds: new Map<string, number>(), entityId: 0, ownerAddress: 0, lastRequest: 0 };

/** Bodies that pass validation, so an allowed caller really reaches the handler. */
const unique = () => `M${Math.random().toString(36).slice(2, 10)}`;
const BODIES: Record<string, () => unknown> = {
  'POST /crm/user/:username': () => ({ firstname: 'Els', lastname: 'Claes', email: 'n1003@demo.orde-dierenartsen.be' }),
  'POST /crm/user/token/:token': () => ({ password: 'Nieuw12345', repassword: 'Nieuw12345' }),
  'POST /crm/user/activate/:token': () => ({ password: 'Nieuw12345', repassword: 'Nieuw12345' }),
  'POST /lists/codelists/:id/items': () => ({ codedetail: unique(), description: 'Matrix', active: 1 }),
  'POST /lists/codelists/items/:itemId': () => ({ codedetail: unique(), description: 'Matrix gewijzigd', active: 1 }),
  'POST /lists/codelists/items/:itemId/translations/:lang': () => ({ description: 'Matrice' }),
  'POST /templates/pages/:id': () => ({ title: 'Matrix', content: '<p>Matrix</p>' }),
  'POST /templates/mails/:id': () => ({ subject: 'Matrix', body: 'Beste {{voornaam}}' }),
  'POST /mails/:id': () => ({ status: 'STOP' }),
  'POST /dierenartsen/:id': () => ({ email: 'n1003@demo.orde-dierenartsen.be', telephone: '+32 3 111 22 33' }),
  'POST /dierenartsen/:id/addressen': () => ({ iddosextrole: 'POST', iddicaddress: fixtures.ownerAddress }),
  'POST /dierenartsen/:id/activiteiten': () => ({ practpct: 50, species: ['GEZEL'], sectors: [] }),
  'POST /dierenartsen/addresschanges': () => ({
    code: 'DOMICILIE',
    startdate: '2027-01-01',
    street: 'Meir',
    number: '1',
    postcode: '2000',
    locality: 'Antwerpen',
    land: 'BE',
  }),
  'POST /dierenartsen/addresschanges/:id': () => ({ state: 'DECLINED', comment: 'Matrix' }),
  'POST /dierenartsen/addresschanges/actions/approve': () => ({ ids: [fixtures.lastRequest] }),
  'POST /crm/public/legalentities/:id/contacts': () => ({ ordenummer: 'N1006', workaddress: 'WERKNEMER' }),
  'POST /registraties': () => ({
    firstname: 'Matrix',
    lastname: 'Test',
    email: 'matrix@voorbeeld.be',
    username: `matrix${unique()}`.slice(0, 30),
    password: 'Matrix1234',
    repassword: 'Matrix1234',
    iddiclegalentity: fixtures.entityId,
    cursustype: 'BP',
  }),
  'POST /registraties/:id': () => ({ firstname: 'Marie' }),
  'POST /registraties/:id/beslissing': () => ({ status: 'DECLINED', comment: 'Matrix' }),
};

/** Parses Fastify's printed route tree into "METHOD /path" keys (HEAD folded into GET). */
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
      if (method && method !== 'HEAD') keys.add(`${method} ${path.replace(/^\/api/, '')}`);
    }
  }
  return keys;
}

describe('authorization matrix', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const [list] = await t.db.query<{ iddiccode: number }>(
      "INSERT INTO codelists (code, description) VALUES ('MATRIX', 'Lijst van de rechtentest') RETURNING iddiccode",
    );
    fixtures.listId = list!.iddiccode;
    for (const u of await t.db.query<{ id: number; username: string }>('SELECT id, username FROM users')) {
      fixtures.userIds.set(u.username, u.id);
    }
    const [entity] = await t.db.query<{ id: number }>(`SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'`);
    fixtures.entityId = entity!.id;
    const [address] = await t.db.query<{ id: number }>(
      `SELECT pa.iddicaddress AS id FROM person_addresses pa JOIN persons p USING (iddicperson) WHERE p.ordenummer = $1 LIMIT 1`,
      [OWNER],
    );
    fixtures.ownerAddress = address!.id;
  });

  /** A plausible value for each path parameter; every item row gets a fresh item of its own. */
  async function urlFor(key: string) {
    const [method, path] = key.split(' ') as [string, string];
    const parts: string[] = [];
    for (const part of path.split('/')) {
      const name = part.startsWith(':') ? part.slice(1) : null;
      if (name === null) parts.push(part);
      else if (name === 'username' || (name === 'id' && path.startsWith('/dierenartsen/:id'))) parts.push(OWNER);
      else if (name === 'token') parts.push(randomToken());
      else if (name === 'lang') parts.push('fr');
      else if (name === 'code') parts.push('CURSTATUS');
      else if (name === 'name') parts.push('REGLEMENT');
      else if (name === 'itemId') {
        const [item] = await t.db.query<{ id: number }>(
          "INSERT INTO codelist_items (iddiccode, codedetail, description) VALUES ($1, $2, 'Matrix-item') RETURNING iddiccodedetail AS id",
          [fixtures.listId, unique()],
        );
        parts.push(String(item!.id));
      } else if (path.startsWith('/templates/') || path.startsWith('/mails/')) parts.push(String(await idFor(path)));
      else if (path.startsWith('/dierenartsen/addresschanges/') || path.startsWith('/registraties/')) parts.push(String(await freshRequest(path)));
      else if (path.startsWith('/crm/public/legalentities/')) parts.push(String(fixtures.entityId));
      else parts.push(String(fixtures.listId));
    }
    return { method, url: `/api${parts.join('/')}` };
  }

  /** An existing page template, mail template or mail for the template and mail routes. */
  async function idFor(path: string) {
    const sql = path.startsWith('/templates/pages')
      ? 'SELECT min(idpagetemplate) AS id FROM page_templates'
      : path.startsWith('/templates/mails')
        ? 'SELECT min(idmailtemplate) AS id FROM mail_templates'
        : "INSERT INTO mails (idmailtemplate, recipient) SELECT min(idmailtemplate), 'matrix@voorbeeld.be' FROM mail_templates RETURNING idmail AS id";
    const [row] = await t.db.query<{ id: number }>(sql);
    return row!.id;
  }

  /** A new undecided address-change request or provider registration, so every row can decide one. */
  async function freshRequest(path: string) {
    const sql = path.startsWith('/registraties')
      ? `INSERT INTO provider_registrations (data) SELECT data FROM provider_registrations ORDER BY id LIMIT 1 RETURNING id`
      : `INSERT INTO address_changes (iddicperson, code, data, startdate)
         SELECT iddicperson, code, data, startdate FROM address_changes WHERE code = 'DOMICILIE' ORDER BY id LIMIT 1 RETURNING id`;
    const [row] = await t.db.query<{ id: number }>(sql);
    fixtures.lastRequest = row!.id;
    return row!.id;
  }

  /** A fresh session per row, so rows that log in or out never disturb one another. */
  async function sessionOf(caller: Caller) {
    if (!caller.username) return undefined;
    const sid = randomToken();
    await createSession(t.db, sha256(sid), fixtures.userIds.get(caller.username)!);
    return `ovd_sid=${sid}`;
  }

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
    expect([...registered].filter((k) => !(k in apiAccess))).toEqual([]);
    expect(Object.keys(apiAccess).filter((k) => !registered.has(k))).toEqual([]);
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

  it.each(rows)('$key as $label → $expected', async ({ key, caller, expected }) => {
    const { method, url } = await urlFor(key);
    const body = BODIES[key]?.();
    const payload =
      key === 'POST /auth/person/j_security_check'
        ? { payload: 'j_username=N1004&j_password=Dierenarts1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
        : body === undefined
          ? {}
          : { payload: body as object };
    const res = await as(t.app, await sessionOf(caller), { method: method as 'GET', url, ...payload });
    if (expected === 'allowed') {
      expect(res.statusCode, res.body).not.toBe(401);
      expect(res.statusCode, res.body).not.toBe(403);
      expect(res.statusCode, res.body).toBeLessThan(500);
      // A body we supply passes validation, so the request really reached the handler.
      if (body !== undefined) expect(res.statusCode, res.body).not.toBe(400);
    } else {
      expect(res.statusCode, res.body).toBe(expected);
      expect(res.json().errorcode).toBe(expected === 401 ? 'NOT_LOGGED_IN' : 'FORBIDDEN');
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
