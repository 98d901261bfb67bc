import type { Queryable } from '../db';

/** Who an erasure takes out of the trail: the member's username and person, the ids of their own records per kind. */
export interface ErasedMember {
  username: string;
  person: number;
  pseudonym: string;
  /** The member's own records by the trail's resource name: their rows are about the member whoever wrote them. */
  records: Record<string, number[]>;
}

/** Keys whose value is a person's id: an object holding the member's is about them. */
const PERSON_KEYS = new Set(['iddicperson', 'personId', 'person_id']);
/** What names a person beside their account or person key: taken out where that is the member. */
const NAME_KEYS = [
  'member',
  'name',
  'firstname',
  'lastname',
  'firstName',
  'lastName',
  'first_name',
  'last_name',
  'personName',
  'displayname',
  'voornaam',
  'achternaam',
];
/** Beside a person key (a candidate, a speaker): their names, title, affiliation and the names of their files. */
const PERSON_NAME_KEYS = [...NAME_KEYS, 'title', 'relatedTo', 'related_to', 'campaignfilename', 'cvName', 'attestName'];
/**
 * Keys whose value names an account (or, for a committee, a list of them), with the keys beside it
 * that name that account's person: the member's username becomes the pseudonym and those go. A
 * service's `name` beside its `responsible` is the service's, so only its responsible's name goes.
 */
const ACCOUNT_KEYS: Record<string, readonly string[]> = {
  username: NAME_KEYS,
  ordenummer: NAME_KEYS,
  gebruikersnaam: NAME_KEYS,
  responsible: ['responsibleName', 'responsible_name'],
  requester: ['requesterName', 'requester_name', 'userEmail', 'user_email'],
  recipient: [],
  created_by: [],
  createdBy: [],
  comite: [],
};
/** How to reach the member: in rows about their person, account, calendar link or address changes, at any depth. */
const CONTACT_KEYS = ['email', 'telephone', 'mobile', 'street', 'number', 'housenumber', 'box', 'postcode', 'locality', 'address', 'adres', 'data'];
/** Their own words about themself (the activities' free texts). */
const OWN_TEXTS = ['interests', 'otherSectors', 'other_sectors'];
const PERSONAL = [...NAME_KEYS, ...CONTACT_KEYS, ...OWN_TEXTS];
/**
 * In a row about one of the member's own records, what goes at its top level even when the row
 * does not repeat their username (a change of only those fields): as the erasure empties them in the table.
 */
const OWN_TOP: Record<string, readonly string[]> = {
  punten: ['member'],
  vrijstellingen: ['member', 'comments'],
  vrijstellingsaanvragen: ['member', 'comments'],
  wachtdienstaanvragen: ACCOUNT_KEYS.requester!,
  wachtdienstwijzigingen: ACCOUNT_KEYS.requester!,
  wachtdienstleden: ['name'],
  kandidaten: PERSON_NAME_KEYS,
  cursussprekers: PERSON_NAME_KEYS,
  // A mail to them: the address it went to, and what it said.
  mails: ['recipient'],
  mailparams: ['value'],
};
/** Resources whose records are the member themself (their person, account, calendar link, address changes). */
const PERSONAL_RESOURCES = new Set(['dierenartsen', 'gebruikers', 'agenda', 'cursusagenda', 'adreswijzigingen']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isObject = (v: Json | undefined): v is { [key: string]: Json } => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The member's values taken out of one row's contents, found by structure only: an account key with
 * their username gets the pseudonym, and an object that names them (that account key, or a person
 * key with their person's id) loses the names that go with it. `deep`: keys to drop in every object
 * (a row about their person). Another value, even one equal to theirs in another field, stays.
 */
function scrub(value: Json, m: ErasedMember, deep: readonly string[]): Json {
  if (Array.isArray(value)) return value.map((v) => scrub(v, m, deep));
  if (!isObject(value)) return value;
  const theirs = (v: Json | undefined) => typeof v === 'string' && v.toLowerCase() === m.username.toLowerCase();
  const drop = new Set(deep);
  for (const [key, v] of Object.entries(value)) {
    if (key in ACCOUNT_KEYS && theirs(v)) for (const name of ACCOUNT_KEYS[key]!) drop.add(name);
    if (PERSON_KEYS.has(key) && v === m.person) for (const name of PERSON_NAME_KEYS) drop.add(name);
  }
  const out: { [key: string]: Json } = {};
  for (const [key, v] of Object.entries(value)) {
    if (drop.has(key)) continue;
    if (key in ACCOUNT_KEYS && theirs(v)) out[key] = m.pseudonym;
    else if (key in ACCOUNT_KEYS && Array.isArray(v)) out[key] = v.map((x) => (theirs(x) ? m.pseudonym : scrub(x, m, deep)));
    else out[key] = scrub(v, m, deep);
  }
  return out;
}

interface TrailRow {
  id: number;
  username: string;
  resource: string;
  record_id: string;
  before: Json;
  after: Json;
}

/**
 * Takes the member out of the audit trail (GDPR art. 17), in the erasure's transaction. The rows
 * are found by structure: those they wrote, those about their own records (by resource and id),
 * and those whose contents hold their username under an account key or their person's id under a
 * person key. Only the member's values change: their username becomes the pseudonym, their name and
 * contact data go; what was done, to which record and when stays, and every other row stays byte
 * for byte. Answers how many rows changed.
 */
export async function eraseFromTrail(q: Queryable, m: ErasedMember) {
  const kinds = Object.entries(m.records).flatMap(([resource, ids]) => ids.map((id) => [resource, String(id)] as const));
  // A cheap first cut, one pass over the trail's text: the rows that hold their username anywhere, or
  // a person key with their person's id (or one that starts alike). Structure decides below.
  const pattern = `${m.username.replace(/[\\^$.*+?()[\]{}|-]/g, '\\$&')}|"(iddicperson|personid|person_id)": ${m.person}\\M`;
  const rows = await q.query<TrailRow>(
    `SELECT id, username, resource, record_id, before, after FROM audit_log a
      WHERE lower(a.username) = lower($1) OR lower(a.record_id) = lower($1)
         OR (a.resource, a.record_id) IN (SELECT * FROM unnest($3::text[], $4::text[]))
         OR concat(a.before::text, ' ', a.after::text) ~* $2
      ORDER BY id`,
    [m.username, pattern, kinds.map(([r]) => r), kinds.map(([, id]) => id)],
  );
  const owned = new Set(kinds.map(([r, id]) => `${r}\u0000${id}`));
  const changed: { id: number; username: string; record_id: string; before: string | null; after: string | null }[] = [];
  for (const row of rows) {
    const ownRecord = owned.has(`${row.resource}\u0000${row.record_id}`) || row.record_id.toLowerCase() === m.username.toLowerCase();
    const deep = ownRecord && PERSONAL_RESOURCES.has(row.resource) ? PERSONAL : [];
    const atTop = ownRecord ? (OWN_TOP[row.resource] ?? []) : [];
    const top = (v: Json) => scrub(isObject(v) ? Object.fromEntries(Object.entries(v).filter(([k]) => !atTop.includes(k))) : v, m, deep);
    const next = {
      id: row.id,
      username: row.username.toLowerCase() === m.username.toLowerCase() ? m.pseudonym : row.username,
      record_id: row.record_id.toLowerCase() === m.username.toLowerCase() ? m.pseudonym : row.record_id,
      before: row.before === null ? null : JSON.stringify(top(row.before)),
      after: row.after === null ? null : JSON.stringify(top(row.after)),
    };
    const same =
      next.username === row.username &&
      next.record_id === row.record_id &&
      next.before === (row.before === null ? null : JSON.stringify(row.before)) &&
      next.after === (row.after === null ? null : JSON.stringify(row.after));
    if (!same) changed.push(next);
  }
  // One call for all of them, the only way the application may change the trail: the owner's function
  // checks that each row is the member's and only loses values (migration 066).
  await q.query('SELECT audit_log_redact($1, $2, $3, $4::text[], $5::text[], $6::bigint[], $7::text[], $8::text[], $9::jsonb[], $10::jsonb[])', [
    m.username,
    m.person,
    m.pseudonym,
    kinds.map(([r]) => r),
    kinds.map(([, id]) => id),
    changed.map((c) => c.id),
    changed.map((c) => c.username),
    changed.map((c) => c.record_id),
    changed.map((c) => c.before),
    changed.map((c) => c.after),
  ]);
  return changed.length;
}
