import { type Access, apiAccess, rolesOf } from '../permissions';
import type { Declaration } from './types';

/** The id parameter of a declared resource's uniform routes. */
export const ID_PARAM = ':id';

/** Where each standard call of a declaration sits ("/path" under /api). */
export function pathsOf(d: Declaration) {
  const item = `${d.path}/${ID_PARAM}`;
  return {
    list: d.paths?.list ?? d.path,
    create: d.paths?.create ?? d.paths?.list ?? d.path,
    one: d.paths?.one ?? item,
    update: d.paths?.update ?? d.paths?.one ?? item,
    remove: d.paths?.remove ?? d.paths?.one ?? item,
  };
}

/** The standard and named actions of a declaration, each with its "METHOD /path" key. */
export function standardRoutes(d: Declaration): [action: string, key: string][] {
  const p = pathsOf(d);
  const routes: [string, string][] = [
    ['list', `GET ${p.list}`],
    ['show', `GET ${p.one}`],
    ['create', `POST ${p.create}`],
    ['edit', `POST ${p.update}`],
    ['delete', `DELETE ${p.remove}`],
  ];
  if (!d.queue?.via) for (const name of Object.keys(d.queue?.transitions ?? {})) routes.push([transitionCall(d, name).decide ? 'decide' : name, transitionCall(d, name).key]);
  if (d.queue?.calls?.statuses) routes.push(['decide', `GET ${d.queue.calls.statuses}`]);
  const stats = statsPath(d);
  if (stats) routes.push(['list', `GET ${stats}`]);
  if (hasTab(d, 'history')) routes.push(['show', `GET ${p.one}/historiek`]);
  if (hasTab(d, 'requests')) routes.push(['show', `GET ${requestsPath(d)}`]);
  if (d.copy) routes.push(['copy', `POST ${p.one}/actions/copy`]);
  for (const [name, f] of Object.entries(d.fields)) {
    if (f.kind === 'file') routes.push(['upload', `POST ${p.one}/${name}`], ['show', `GET ${p.one}/${name}`]);
  }
  // One call may take several transitions (`decide`): one row each.
  return routes.filter(([action, key], i) => rolesFor(d, action) !== undefined && routes.findIndex(([, other]) => other === key) === i);
}

/** Every state of a queue, in the order its moves reach them (the first state first). */
export const queueStates = (d: Declaration) =>
  d.queue && d.table ? [...new Set([d.queue.initial, ...Object.values(d.queue.transitions).flatMap((t) => [...t.from, t.to])])] : [];

/** Where a queue's counts per state are read (its list is generated): GET {list}/stats; none otherwise. */
export function statsPath(d: Declaration) {
  const list = pathsOf(d).list;
  return queueStates(d).length && !(`GET ${list}` in (d.custom ?? {})) ? `${list}/stats` : null;
}

const hasTab = (d: Declaration, show: string) => d.tabs?.some((t) => typeof t !== 'string' && 'show' in t && t.show === show) ?? false;

/** Where a record's requests are read (the `requests` tab). */
export const requestsPath = (d: Declaration) => d.queue?.calls?.requests ?? `${pathsOf(d).one}/aanvragen`;

/**
 * The call that makes a transition: its own `path`, the queue's one `decide` call (the body then
 * names the state it leads to), or POST {one}/actions/<name>.
 */
export function transitionCall(d: Declaration, name: string): { key: string; decide: boolean; path: string } {
  const own = d.queue?.transitions[name]?.path;
  const decide = !own && d.queue?.calls?.decide;
  const path = own ?? (decide || `${pathsOf(d).one}/actions/${name}`);
  return { key: `POST ${path}`, decide: !!decide, path };
}

/** The routes the server generates for a declaration: its standard ones that are not written by hand. */
export const generatedRoutes = (d: Declaration) => standardRoutes(d).filter(([, key]) => !(key in (d.custom ?? {})));

/**
 * The role-table rows ("METHOD /path" -> roles) of a declaration: its generated routes and its
 * hand-written ones. `export` has no route of its own: the browser builds the workbook from the list.
 */
export function declaredRoutes(d: Declaration): Record<string, Access> {
  const rows: Record<string, Access> = {};
  for (const [action, key] of generatedRoutes(d)) rows[key] = rolesFor(d, action)!;
  if (d.lookup) {
    const key = `GET ${pathsOf(d).list}`;
    const listed = rows[key];
    if (listed && listed !== 'public' && listed !== 'authenticated') rows[key] = [...new Set([...listed, ...d.lookup.roles])];
  }
  for (const [key, action] of Object.entries(d.custom ?? {})) {
    const roles = rolesFor(d, action);
    if (!roles) throw new Error(`${d.name}: ${key} neemt de rechten van '${action}', maar die actie staat niet in de declaratie`);
    rows[key] = roles;
  }
  return rows;
}

/** Who may take an action on a resource: a standard action (show falls back to list) or a named one. */
export function rolesFor(d: Declaration, action: string): Access | undefined {
  // `show: undefined` declares that the resource has no call for one record.
  if (action === 'show') return 'show' in d.access ? d.access.show : d.access.list;
  if (action === 'decide' && !d.access.decide && d.queue?.calls?.decide) return transitionRoles(d);
  return d.access[action] ?? d.queue?.transitions[action]?.roles;
}

/** Everyone who may make one of the transitions of a queue's one `decide` call. */
function transitionRoles(d: Declaration): Access {
  const all = Object.values(d.queue!.transitions).filter((t) => !t.path);
  if (all.some((t) => t.roles === 'authenticated')) return 'authenticated';
  return [...new Set(all.flatMap((t) => rolesOf(t.roles)))];
}

/** The one role table: the hand-written routes' rows and every declaration's rows. */
export const roleTable = (declarations: readonly Declaration[]): Record<string, Access> =>
  Object.assign({}, apiAccess, ...declarations.map(declaredRoutes));

/**
 * Whether a record's state still lets a role change it (`editableIn`, with its bypass roles) or
 * delete it (`deletableIn`); the server refuses with the queue's code, the screens show it read-only.
 */
export function stateAllows(d: Declaration, record: Record<string, unknown>, roles: readonly string[], change: 'edit' | 'delete') {
  const state = d.queue ? (record[d.queue.state] as string | undefined) : undefined;
  if (state === undefined) return true;
  if (change === 'delete') return !d.deletableIn || d.deletableIn.includes(state);
  const rule = d.editableIn;
  return !rule || rule.states.includes(state) || rolesOf(rule.bypass).some((r) => roles.includes(r));
}
