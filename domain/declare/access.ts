import { type Access, rolesOf } from '../roles';
import type { Declaration } from './declaration';
import { accessOf, type Rule } from './grants';

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

/** Where a file field's calls sit: its own slot (`paths.files`), or {one}/{field}; `:id` still to be filled. */
export const filePathOf = (d: Declaration, field: string) => d.paths?.files?.[field] ?? `${pathsOf(d).one}/${field}`;

/** A file field's slot of one record, as a link or an upload names it. */
export const fileSlotOf = (d: Declaration, field: string, id: unknown, record: Readonly<Record<string, unknown>> = {}) =>
  filePathOf(d, field)
    .replace(ID_PARAM, encodeURIComponent(String(id)))
    .replace(/:(\w+)/g, (whole, name: string) => (record[name] == null ? whole : encodeURIComponent(String(record[name]))));

/** The query-string name of a queue's filter on its state (`?status=`), whatever the field is called. */
export const stateFilterOf = (d: Declaration) => (d.queue ? d.list.filters?.find((f) => f.field === d.queue!.state)?.name : undefined);

/** The moves these roles may make on a queue record in its present state. */
export function transitionsFrom(d: Declaration, record: Record<string, unknown>, roles: readonly string[]) {
  const queue = d.queue;
  if (!queue) return [];
  return Object.entries(queue.transitions).filter(([, t]) => t.from.includes(record[queue.state] as string) && rolesOf(t.roles).some((r) => roles.includes(r)));
}

/** Every state of a queue, in the order its moves reach them (the first state first). */
export const queueStates = (d: Declaration) =>
  d.queue ? [...new Set([d.queue.initial, ...Object.values(d.queue.transitions).flatMap((t) => [...t.from, t.to])])] : [];

/** Where a queue's counts per state are read (its list is generated): GET {list}/stats. */
export const statsPath = (d: Declaration) => (d.queue && !(`GET ${pathsOf(d).list}` in (d.custom ?? {})) ? `${pathsOf(d).list}/stats` : null);

const hasTab = (d: Declaration, show: string) => d.tabs?.some((t) => typeof t !== 'string' && 'show' in t && t.show === show) ?? false;

/** Where a record's requests are read (the `requests` tab). */
export const requestsPath = (d: Declaration) => d.paths?.requests ?? `${pathsOf(d).one}/aanvragen`;

/**
 * The call that makes a transition or a record action: its own path, the queue's one `decide` call
 * (whose body names the state to go to), or POST {one}/actions/<name>.
 */
export function actionCall(d: Declaration, name: string): { key: string; decide: boolean; path: string } {
  const own = d.paths?.actions?.[name];
  const decide = !own && !!d.queue?.transitions[name] && d.paths?.decide;
  const path = own ?? (decide || `${pathsOf(d).one}/actions/${name}`);
  return { key: `${d.actions?.[name]?.download ? 'GET' : 'POST'} ${path}`, decide: !!decide, path };
}

/**
 * Where a bulk move of a queue is counted and made: beside the list, so the list's query string
 * (its filters) says which records; from every state the move starts from except the one it leads to.
 */
export function bulkCall(d: Declaration, name: string) {
  const run = `${pathsOf(d).list}/actions/${name}`;
  const t = d.queue!.transitions[name]!;
  return { run, count: `${run}/count`, from: t.from.filter((s) => s !== t.to) };
}

/** The standard and named calls of a declaration, each with its action and "METHOD /path" key. */
export function standardRoutes(d: Declaration): [action: string, key: string][] {
  const p = pathsOf(d);
  const routes: [string, string][] = [
    ['list', `GET ${p.list}`],
    ['show', `GET ${p.one}`],
    ['create', `POST ${p.create}`],
    ['edit', `POST ${p.update}`],
    ['delete', `DELETE ${p.remove}`],
  ];
  for (const name of Object.keys(d.queue?.transitions ?? {})) routes.push([actionCall(d, name).decide ? 'decide' : name, actionCall(d, name).key]);
  for (const name of Object.keys(d.actions ?? {})) routes.push([name, actionCall(d, name).key]);
  for (const name of d.queue?.bulk ?? []) routes.push([name, `GET ${bulkCall(d, name).count}`], [name, `POST ${bulkCall(d, name).run}`]);
  if (d.paths?.statuses) routes.push(['decide', `GET ${d.paths.statuses}`]);
  const stats = statsPath(d);
  if (stats) routes.push(['stats', `GET ${stats}`]);
  if (hasTab(d, 'history')) routes.push(['history', `GET ${p.one}/historiek`]);
  if (hasTab(d, 'requests')) routes.push(['show', `GET ${requestsPath(d)}`]);
  for (const [name, f] of Object.entries(d.fields)) {
    const slot = filePathOf(d, name);
    if (f.kind === 'file') routes.push(['upload', `POST ${slot}`], ['show', `GET ${slot}`], ['upload', `DELETE ${slot}`]);
  }
  // Calls nobody may make are none; one call may take several transitions (`decide`): one row each.
  const callable = routes.filter(([action]) => rolesFor(d, action) !== undefined);
  return callable.filter(([, key], i) => callable.findIndex(([, other]) => other === key) === i);
}

/** The routes the server generates for a declaration: its standard ones that are not written by hand. */
export const generatedRoutes = (d: Declaration) => standardRoutes(d).filter(([, key]) => !(key in (d.custom ?? {})));

/** The role-table rows ("METHOD /path" -> roles) of a declaration: its generated routes and its hand-written ones. */
export function declaredRoutes(d: Declaration): Record<string, Access> {
  const rows: Record<string, Access> = {};
  for (const [action, key] of generatedRoutes(d)) rows[key] = rolesFor(d, action)!;
  for (const [key, action] of Object.entries(d.custom ?? {})) {
    const roles = rolesFor(d, action);
    if (!roles) throw new Error(`D303 ${d.name}: ${key} neemt de rechten van '${action}', maar die actie staat niet in de declaratie`);
    rows[key] = roles;
  }
  return rows;
}

/** The access rule of an action: `show` falls back to `list`, `decide` to the roles of the transitions, `export` to the secretariat's list. */
export function ruleFor(d: Declaration, action: string): Rule | undefined {
  // `show: undefined` declares that the resource has no call for one record.
  if (action === 'show') return 'show' in d.access ? d.access.show : d.access.list;
  // A list some read through a page of their own (a vet's points table) is a screen for the others only.
  if (action === 'screen') return d.access.screen ?? d.access.list;
  // What only some of those who read the records need (an election's history and counts are the secretariat's).
  if (action === 'history') return 'history' in d.access ? d.access.history : ruleFor(d, 'show');
  if (action === 'comments') return 'comments' in d.access ? d.access.comments : ruleFor(d, 'history');
  if (action === 'stats') return 'stats' in d.access ? d.access.stats : d.access.list;
  if (action === 'decide' && !d.access.decide && d.paths?.decide) return transitionRoles(d);
  // Every list the secretariat works through goes to Excel; others only where declared (`export`).
  if (action === 'export' && !('export' in d.access))
    return rolesOf(accessOf(d.access.list)).includes('SECRETARIAAT') ? (['SECRETARIAAT'] as const) : undefined;
  return d.access[action] ?? d.queue?.transitions[action]?.roles;
}

/** Who may take an action at all (the role table's entry). */
export const rolesFor = (d: Declaration, action: string): Access | undefined => accessOf(ruleFor(d, action));

/** Everyone who may make one of the transitions of a queue's one `decide` call. */
function transitionRoles(d: Declaration): Access {
  const all = Object.entries(d.queue!.transitions).filter(([name]) => !d.paths?.actions?.[name]);
  if (all.some(([, t]) => t.roles === 'authenticated')) return 'authenticated';
  return [...new Set(all.flatMap(([, t]) => rolesOf(t.roles)))];
}

/**
 * Whether a record's state still lets a role change it (`editableIn`, with its bypass roles) or
 * delete it (`deletableIn`); the server refuses with the queue's code, the screens show it read-only.
 */
export function stateAllows(d: Declaration, record: Record<string, unknown>, roles: readonly string[], change: 'edit' | 'delete') {
  const state = d.queue ? (record[d.queue.state] as string | undefined) : undefined;
  if (state === undefined) return true;
  if (change === 'delete') return !d.deletableIn || d.deletableIn.includes(state);
  const rule = d.editableIn;
  return !rule || rule.states.includes(state) || rule.bypass.some((r) => roles.includes(r));
}

/** The fields a role may write: those without `writers`, and those whose writers include it. */
export const mayWrite = (d: Declaration, field: string, roles: readonly string[]) => {
  const writers = d.fields[field]?.writers;
  return !writers || writers.some((r) => roles.includes(r));
};
