import { declaredRoutes, rolesFor } from './declare/access';
import type { Declaration, Tab } from './declare/declaration';
import { declared } from './declare/registry';
import { type Access, type Role, rolesOf, SEC, SEC_OPL, SEC_VET, VET } from './roles';

/**
 * The role table of the hand-written API routes that belong to no declared resource, keyed
 * "METHOD /path" as Fastify registers it under /api; the declarations in domain/resources add
 * the rows of their own routes (`roleTable` below).
 * The server refuses to start a route missing here, and enforces the entry on every request;
 * ownership (a member's own records) is checked in the handler on top of this.
 */
export const apiAccess: Record<string, Access> = {
  'POST /auth/person/j_security_check': 'public',
  'GET /auth/person': 'authenticated',
  // The own language (nl, fr): every logged-in person, also before acknowledging the regulation, so they read it in their language.
  'PUT /auth/person/language': 'authenticated',
  'GET /auth/logout': 'public',

  'POST /crm/user/resetpass/:username': 'public',
  'GET /crm/user/token/:token': 'public',
  'POST /crm/user/token/:token': 'public',
  'GET /crm/user/activate/:token': 'public',
  'POST /crm/user/activate/:token': 'public',
  'GET /crm/user/:username': 'authenticated',
  'POST /crm/user/:username': 'authenticated',
  'GET /crm/user': SEC,

  'POST /dierenartsen/:id/kennisname': VET,
  'GET /dierenartsen': 'authenticated',
  'GET /dierenartsen/:id': 'authenticated',
  'POST /dierenartsen/:id': VET,
  'GET /dierenartsen/:id/relaties': ['DIERENARTS', 'SECRETARIAAT'],
  'GET /dierenartsen/:id/addressen': ['DIERENARTS', 'SECRETARIAAT'],
  'POST /dierenartsen/:id/addressen': VET,
  'GET /dierenartsen/:id/activiteiten': ['DIERENARTS', 'SECRETARIAAT'],
  'POST /dierenartsen/:id/activiteiten': VET,
  // A member's own data (theirs, or any for the secretariat) and their erasure.
  'GET /dierenartsen/:id/gegevens': ['DIERENARTS', 'SECRETARIAAT'],
  'POST /dierenartsen/:id/wissen': SEC,

  'GET /rechtspersonen': 'authenticated',
  'GET /crm/public/legalentities': 'public',
  'GET /crm/public/legalentities/:id/contacts': SEC_OPL,
  'GET /crm/public/legalentities/:id/addresses': 'authenticated',
  'POST /crm/public/legalentities/:id/contacts': SEC_OPL,
  'GET /contacts/:id': SEC_OPL,

  'GET /templates/pages/public/:name': 'public',
  'GET /lists/codelist/public/:code': 'public',

  // The own calendar link; the feed itself (GET /agenda/{token}.ics) lies outside /api, its token the credential.
  // A committee member's tasks across elections (server/routes/verkiezingen/comite.ts).
  'GET /comite/taken': SEC_VET,
  'GET /agenda': VET,
  'POST /agenda': VET,
  'DELETE /agenda': VET,
  // The course agenda: every veterinarian reads it, the secretariat too (it answers their questions); only a member has a feed to put courses in.
  'GET /bijscholing/agenda': SEC_VET,
  'GET /bijscholing/agenda/:id': SEC_VET,
  'PUT /bijscholing/agenda/:id/mijn-agenda': VET,
  'DELETE /bijscholing/agenda/:id/mijn-agenda': VET,

  // The CPD certificate: a vet's own or, for the secretariat, any member's and the control list's selection;
  // anyone checks one by its code (server/routes/attesten).
  'POST /bijscholing/attesten': SEC_VET,
  'POST /bijscholing/attesten/controle': SEC,
  'GET /attesten/:code': 'public',

  // Whether the mail worker sends; beside the declared /mails/:id (a static path is matched first).
  // The audit trail of every resource (the logbook) and its Excel export.
  'GET /logboek': SEC,
  'GET /logboek/excel': SEC,
  // The head of the trail's hash chain, to compare with a backup's manifest (npm run verify:audit).
  'GET /logboek/keten': SEC,
  // The reminders the portal sends by itself: what is due and sent, and a run on demand.
  'GET /herinneringen': SEC,
  'POST /herinneringen/run': SEC,

  'GET /mails/versturen': SEC,
  'PUT /mails/versturen': SEC,
};

/** The one role table: the hand-written routes' rows and every declaration's rows. */
export const roleTable = (declarations: readonly Declaration[]): Record<string, Access> => Object.assign({}, apiAccess, ...declarations.map(declaredRoutes));

/** Routes a user whose kennisname is still false may use before acknowledging (SPEC §4). */
export const allowedBeforeKennisname = new Set([
  'GET /auth/person',
  'PUT /auth/person/language',
  'GET /auth/logout',
  'POST /dierenartsen/:id/kennisname',
  'GET /crm/user/:username',
]);

/**
 * Screens of SPEC §2 and who may open them; the browser uses this only to hide and to explain.
 * Declared resources (domain/resources) add their own screens.
 */
export const screenAccess: { path: string; roles: readonly Role[] }[] = [
  { path: '/bijscholing/punten', roles: ['SECRETARIAAT', 'DIERENARTS'] },
  { path: '/bijscholing/agenda', roles: SEC_VET },
  { path: '/bijscholing/controle', roles: SEC },
  { path: '/logboek', roles: SEC },
  { path: '/herinneringen', roles: SEC },
  // An election committee member's tasks (src/pages/comite): veterinarians and the secretariat may sit on one.
  { path: '/comite', roles: SEC_VET },
  { path: '/dierenarts/:id/adressen', roles: VET },
  { path: '/dierenarts/:id/professionele-activiteiten', roles: VET },
  { path: '/zoeken', roles: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
  { path: '/profiel', roles: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
  { path: '/verkiezingen', roles: ['SECRETARIAAT', 'DIERENARTS'] },
  { path: '/wachtdiensten/aanvragen', roles: SEC },
  { path: '/wachtdiensten', roles: ['SECRETARIAAT', 'DIERENARTS'] },
  { path: '/vrijstellingen/register', roles: SEC },
  { path: '/vrijstellingen', roles: ['SECRETARIAAT', 'DIERENARTS'] },
];

const matches = (pattern: string, path: string) => {
  const p = pattern.split('/');
  const s = path.split('?')[0]!.split('/');
  if (s.length < p.length) return false;
  return p.every((part, i) => part.startsWith(':') || part === s[i]);
};

type ScreenRule = { path: string; roles: readonly Role[] };

/**
 * A declared resource's screen sits at its path and opens for whoever may list it; a tab that names
 * roles, for them; the history, for those who may read it (`access.history`).
 */
const declaredScreenRules = (list: readonly Declaration[]): ScreenRule[] =>
  list.flatMap((d) => {
    if (d.screen === false) return [];
    const base = d.screen ?? d.path;
    const screen = rolesOf(rolesFor(d, 'screen'));
    const tabRoles = (t: Tab) => {
      if (typeof t === 'string') return undefined;
      const named = 'roles' in t && t.roles ? rolesOf(t.roles) : undefined;
      return 'show' in t && t.show === 'history' ? rolesOf(rolesFor(d, 'history')).filter((r) => screen.includes(r) && (!named || named.includes(r))) : named;
    };
    const tabs = (d.tabs ?? []).flatMap((t) => {
      const roles = tabRoles(t);
      return roles && typeof t !== 'string' ? [{ path: `${base}/:id/${t.name}`, roles }] : [];
    });
    return [{ path: base, roles: screen }, ...tabs];
  });

// Worked out once per set of declarations: the menu asks for every entry on every render.
let rules: { of: readonly Declaration[]; all: ScreenRule[] } | undefined;
const screenRules = () => {
  const list = declared();
  if (rules?.of !== list) rules = { of: list, all: [...screenAccess, ...declaredScreenRules(list)] };
  return rules.all;
};

/** The roles of the most specific screen rule for a path; undefined when no rule names it. */
export function rolesForScreen(path: string): readonly Role[] | undefined {
  let best: ScreenRule | undefined;
  for (const rule of screenRules()) {
    if (matches(rule.path, path) && (!best || rule.path.length > best.path.length)) best = rule;
  }
  return best?.roles;
}

export const canOpenScreen = (roles: readonly string[], path: string) => {
  const allowed = rolesForScreen(path);
  return !allowed || allowed.some((r) => roles.includes(r));
};
