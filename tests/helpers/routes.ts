import { actionCall, bulkCall, filePathOf } from '../../domain/declare/access';
import { declarationNamed } from '../../domain/declare/registry';
import { columnOf, idColumnOf, tableOf } from '../../server/generator/table';
import { createSession } from '../../server/repositories/sessions';
import { randomToken, sha256 } from '../../server/security';
import type { TestContext } from './app';
import { declarationOf, declarations, freshRow, sampleRecord } from './declared';
import { TEST_KEY } from './elections';
import { form, multipart, SAMPLES } from './files';

/**
 * Real ids and valid bodies for every route of the role table, shared by the authorization matrix
 * and the bad-input walk: each row gets a URL that names existing rows and a body that passes
 * validation, so what the row tests is the one thing it changes.
 */

/** The member whose records the person-valued path parameters point at. */
export const OWNER = 'N1003';

/** Ids the rows point at, filled in before the rows run. */
export const fixtures = { listId: 0, userIds: new Map<string, number>(), entityId: 0, ownerAddress: 0, lastRequest: 0 };

/** Bodies that pass validation, so an allowed caller really reaches the handler. */
export const unique = () => `M${Math.random().toString(36).slice(2, 10)}`;
export const BODIES: Record<string, () => unknown> = {
  // A request and its document in one multipart form (SPEC §7).
  'POST /vrijstellingen': () => {
    const { payload, headers } = form({ years: '2' }, [['file', 'matrix.pdf', SAMPLES.pdf]]);
    return new MultipartBody(payload, headers);
  },
  'POST /crm/user/:username': () => ({ firstname: 'Els', lastname: 'Claes', email: 'n1003@demo.orde-dierenartsen.be' }),
  'POST /crm/user/token/:token': () => ({ password: 'Nieuw12345', repassword: 'Nieuw12345' }),
  'POST /crm/user/activate/:token': () => ({ password: 'Nieuw12345', repassword: 'Nieuw12345' }),
  'POST /lists/codelists/:iddiccode/items': () => ({ codedetail: unique(), description: 'Matrix', active: 1 }),
  'POST /lists/codelists/items/:id': () => ({ codedetail: unique(), description: 'Matrix gewijzigd', active: 1 }),
  'POST /lists/codelists/items/:itemId/translations/:lang': () => ({ description: 'Matrice' }),
  'POST /templates/pages/:id': () => ({ title: 'Matrix', content: '<p>Matrix</p>' }),
  'POST /templates/mails/:id': () => ({ subject: 'Matrix', body: 'Beste {{voornaam}}', subject_fr: 'Matrice', body_fr: 'Bonjour {{voornaam}}' }),
  'POST /mails/:id': () => ({ status: 'STOP' }),
  'PUT /mails/versturen': () => ({ paused: false }),
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
  'POST /verkiezingen/:id/votes': () => [],
  // An audited ballot's tracker; a fresh election takes no ballots, which the handler says.
  'POST /verkiezingen/:id/controles': () => ({ tracker: 'a'.repeat(64) }),
  // Finalising takes no values: the committee's ceremony made the key (a fresh election has none, which the hook says).
  'POST /verkiezingen/:id/actions/finaliseren': () => ({}),
  // A count of the right form; the election it names has not ended, which the handler says.
  'POST /verkiezingen/:id/telling': () => ({ totals: [0], decryptions: [{ d: TEST_KEY.publicKey, c: '01'.padStart(64, '0'), s: '02'.padStart(64, '0') }] }),
  'POST /wachtdiensten/:wachtdienstId/members/:id/delete': () => ({ comments: 'Matrix' }),
  // A course's attendance: a list typed, a list as a file, and its confirmation (a fresh course is not approved, which the handler says).
  'POST /bijscholing/cursussen/:id/aanwezigheden/voorbeeld': () => ({ tekst: 'N1003' }),
  'POST /bijscholing/cursussen/:id/aanwezigheden/bestand': () => {
    const { payload, headers } = form({}, [['file', 'lijst.csv', Buffer.from('ordenummer\nN1003\n')]]);
    return new MultipartBody(payload, headers);
  },
  'POST /bijscholing/cursussen/:id/aanwezigheden': () => ({ deelnemers: [{ ordenummer: 'N1003' }] }),
};

/** Bodies that name a row made for the URL just asked for (`urlFor` ran first). */
export const ROW_BODIES: Record<string, (t: TestContext) => Promise<unknown>> = {
  // A member of the service the URL names: the newest one.
  'POST /wachtdiensten/:id/actions/set-responsible': async (t) => {
    const [m] = await t.db.query<{ id: number }>(
      "INSERT INTO wachtdienst_leden (wachtdienst_id, ordenummer, name, active_member) SELECT max(id), 'N1005', 'Matrix Lid', 'P' FROM wachtdiensten RETURNING id",
    );
    return { id: m!.id };
  },
};

/** A body sent as these bytes with its own content type. */
export class RawBody {
  constructor(
    readonly payload: Buffer,
    readonly headers: Record<string, string>,
  ) {}
}

/** A multipart body (an upload's one file). */
export class MultipartBody extends RawBody {}

/** An upload call: POST at the slot of a declaration's `file` field ({one}/{field}, or its `paths.files`). */
export function isUpload(key: string) {
  const d = declarationOf(key);
  return key.startsWith('POST ') && !!d && Object.entries(d.fields).some(([name, f]) => f.kind === 'file' && key === `POST ${filePathOf(d, name)}`);
}

/** The inject options that carry a body from `bodyFor`: JSON, or multipart with its header. */
export function withBody(body: unknown): { payload?: object | Buffer; headers?: Record<string, string> } {
  if (body instanceof RawBody) return { payload: body.payload, headers: body.headers };
  return body === undefined ? {} : { payload: body as object };
}

/** Call `setUp` once in a beforeAll of a file that uses `useTestApp`. */
export function routeFixtures(t: TestContext) {
  async function setUp() {
    const [list] = await t.db.query<{ iddiccode: number }>(
      "INSERT INTO codelists (code, description) VALUES ('MATRIX', 'Lijst van de rechtentest') RETURNING iddiccode",
    );
    fixtures.listId = list!.iddiccode;
    for (const u of await t.db.query<{ id: number; username: string }>('SELECT id, username FROM users')) {
      fixtures.userIds.set(u.username, u.id);
    }
    const [entity] = await t.db.query<{ id: number }>(`SELECT legal_entity_id AS id FROM users WHERE username = 'opleider'`);
    fixtures.entityId = entity!.id;
    // The provider may add only people who already cooperate with it: N1006, whom the contact rows add, does.
    await t.db.query(
      `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, startdate) SELECT iddicperson, $1, 'ASSOCIE', '2024-01-01' FROM persons WHERE ordenummer = 'N1006'`,
      [fixtures.entityId],
    );
    const [address] = await t.db.query<{ id: number }>(
      `SELECT pa.iddicaddress AS id FROM person_addresses pa JOIN persons p USING (iddicperson) WHERE p.ordenummer = $1 LIMIT 1`,
      [OWNER],
    );
    fixtures.ownerAddress = address!.id;
  }

  /** A plausible value for each path parameter; every item row gets a fresh item of its own. */
  async function urlFor(key: string) {
    const [method, path] = key.split(' ') as [string, string];
    const parts: string[] = [];
    // A child under its parent's path (/verkiezingen/:verkiezingId/kandidaten/:id): a fresh child, and its own parent.
    const child = declarationOf(path);
    const parentParam = child?.belongsTo && path.includes(`:${child.belongsTo.field}`) ? child.belongsTo.field : null;
    const own: Record<string, number> = {};
    const underParent = async () => {
      const parentD = declarations.find((x) => x.name === child!.belongsTo!.resource)!;
      if (!path.includes('/:id')) return freshRow(t.db, parentD);
      own.id = await freshRow(t.db, child!);
      const [row] = await t.db.query<{ parent: number }>(
        `SELECT ${columnOf(child!, parentParam!)} AS parent FROM ${tableOf(child!)} WHERE ${idColumnOf(child!)} = $1`,
        [own.id],
      );
      return row!.parent;
    };
    for (const part of path.split('/')) {
      const name = part.startsWith(':') ? part.slice(1) : null;
      if (name === null) parts.push(part);
      else if (name === 'username' || (name === 'id' && path.startsWith('/dierenartsen/:id'))) parts.push(OWNER);
      else if (name === 'token') parts.push(randomToken());
      else if (name === 'lang') parts.push('fr');
      else if (name === 'code') parts.push('CURSTATUS');
      else if (name === 'name') parts.push('REGLEMENT');
      else if (name === 'itemId' || (name === 'id' && path.startsWith('/lists/codelists/items/'))) {
        const [item] = await t.db.query<{ id: number }>(
          "INSERT INTO codelist_items (iddiccode, codedetail, description) VALUES ($1, $2, 'Matrix-item') RETURNING iddiccodedetail AS id",
          [fixtures.listId, unique()],
        );
        parts.push(String(item!.id));
      } else if (name === 'iddiccode' || path.startsWith('/lists/codelists/:id')) parts.push(String(fixtures.listId));
      else if (path.startsWith('/templates/') || path.startsWith('/mails/')) parts.push(String(await idFor(path)));
      else if (path.startsWith('/dierenartsen/addresschanges/') || path.startsWith('/registraties/')) parts.push(String(await freshRequest(path)));
      else if (path.startsWith('/crm/public/legalentities/')) parts.push(String(fixtures.entityId));
      else if (path.startsWith('/contacts/')) parts.push(String(await contactOf(fixtures.entityId)));
      else if (parentParam && name === parentParam) parts.push(String(await underParent()));
      else if (own[name] !== undefined) parts.push(String(own[name]));
      // A path parameter that is one of the record's references (a service's change request under /wachtdiensten/:wachtdienstId).
      else if (child?.fields[name]?.kind === 'reference')
        parts.push(String(await freshRow(t.db, declarationNamed((child.fields[name] as { resource: string }).resource)!)));
      else if (declarationOf(path)) parts.push(String(await usingSlot(path, await freshRow(t.db, declarationOf(path)!))));
      else parts.push(String(fixtures.listId));
    }
    // A list's own switches (the course typeahead's `?typeahead=1`), on which a role's rows may depend.
    const d = declarationOf(path);
    const listed = d && method === 'GET' && (path === d.path || path === `${d.path}/stats`) && d.list.params?.length;
    const switches = listed ? `?${d.list.params!.map((p) => `${p}=1`).join('&')}` : '';
    return { method, url: `/api${parts.join('/')}${switches}` };
  }

  /** An upload's row, of a kind that uses the slot (`onlyWhen`: a points row's pass certificate is a course row's). */
  async function usingSlot(path: string, id: number) {
    const d = declarationOf(path)!;
    const when = Object.entries(d.fields).find(([name, f]) => f.kind === 'file' && path === filePathOf(d, name))?.[1].onlyWhen;
    if (when) await t.db.query(`UPDATE ${tableOf(d)} SET ${columnOf(d, when.field)} = $2 WHERE ${idColumnOf(d)} = $1`, [id, when.values[0]]);
    return id;
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
      ? // A username of its own: one open registration per username (migration 007).
        `INSERT INTO provider_registrations (data)
         SELECT jsonb_set(data, '{username}', to_jsonb('kopie' || (SELECT count(*) FROM provider_registrations)))
           FROM provider_registrations ORDER BY id LIMIT 1 RETURNING id`
      : `INSERT INTO address_changes (iddicperson, code, data, startdate)
         SELECT iddicperson, code, data, startdate FROM address_changes WHERE code = 'DOMICILIE' ORDER BY id LIMIT 1 RETURNING id`;
    const [row] = await t.db.query<{ id: number }>(sql);
    fixtures.lastRequest = row!.id;
    return row!.id;
  }

  /** A contact person of the organisation (one is made when it has none). */
  async function contactOf(entity: number) {
    const [found] = await t.db.query<{ id: number }>('SELECT iddiccontact AS id FROM contacts WHERE iddiclegalentity = $1 ORDER BY 1 LIMIT 1', [entity]);
    if (found) return found.id;
    const [made] = await t.db.query<{ id: number }>(
      `INSERT INTO contacts (iddicperson, iddiclegalentity, workaddress, startdate)
       SELECT iddicperson, $1, 'CONTACT', current_date FROM persons ORDER BY 1 LIMIT 1 RETURNING iddiccontact AS id`,
      [entity],
    );
    return made!.id;
  }

  /** A fresh session per row, so rows that log in or out never disturb one another. */
  async function sessionOf(username: string | null) {
    if (!username) return undefined;
    const sid = randomToken();
    await createSession(t.db, sha256(sid), fixtures.userIds.get(username)!);
    return `ovd_sid=${sid}`;
  }

  /** A valid body for a route: the hand-written ones above, or a sample record of a declared resource. */
  async function bodyFor(key: string) {
    const given = BODIES[key]?.() ?? (await ROW_BODIES[key]?.(t));
    if (given !== undefined || !key.startsWith('POST ')) return given;
    const d = declarationOf(key);
    if (!d) return undefined;
    if (isUpload(key)) {
      const { payload, headers } = multipart('matrix.pdf', SAMPLES.pdf);
      return new MultipartBody(payload, headers);
    }
    // A transition (at its own call, or the queue's one `decide` call), or a record action.
    const moves = Object.keys(d.queue?.transitions ?? {}).filter((name) => actionCall(d, name).key === key);
    const action = Object.keys(d.actions ?? {}).find((name) => actionCall(d, name).key === key);
    // A bulk move asks only for its comment.
    if (d.queue?.bulk?.some((name) => key === `POST ${bulkCall(d, name).run}`)) return { comment: 'Matrix' };
    if (moves.length === 0 && !action) return sampleRecord(t.db, d);
    // A comment, and a valid value for each field the move sets; an action: the fields it asks.
    const sample = await sampleRecord(t.db, {
      ...d,
      fields: Object.fromEntries(Object.entries(d.fields).map(([n, f]) => [n, { ...f, readOnly: false, from: undefined }])),
    });
    if (action) return Object.fromEntries((d.actions![action]!.ask ?? []).map((field) => [field, sample[field]]));
    const transition = d.queue!.transitions[moves[0]!]!;
    const status = actionCall(d, moves[0]!).decide ? { status: transition.to } : {};
    return { ...status, comment: 'Matrix', ...Object.fromEntries((transition.sets ?? []).map((s) => [s.field, sample[s.field]])) };
  }

  return { setUp, urlFor, sessionOf, bodyFor };
}
