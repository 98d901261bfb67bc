import { type Access, apiAccess } from '../permissions';
import type { Role } from '../roles';
import type { Action, Declaration } from './types';

/** The id parameter of a declared resource's routes. */
export const ID_PARAM = ':id';

/**
 * The role-table rows ("METHOD /path" -> roles) of the routes a declaration generates. `export` has
 * no route of its own: the browser builds the workbook from the list call, under the list's rule.
 */
export function declaredRoutes(d: Declaration): Record<string, Access> {
  const rows: Record<string, Access> = {};
  const a = d.access;
  const add = (key: string, roles: readonly Role[] | undefined) => {
    if (roles?.length) rows[key] = roles;
  };
  add(`GET ${d.path}`, a.list);
  add(`GET ${d.path}/${ID_PARAM}`, a.show ?? a.list);
  add(`POST ${d.path}`, a.create);
  add(`POST ${d.path}/${ID_PARAM}`, a.edit);
  add(`DELETE ${d.path}/${ID_PARAM}`, a.delete);
  for (const [name, t] of Object.entries(d.queue?.transitions ?? {})) add(`POST ${d.path}/${ID_PARAM}/actions/${name}`, t.roles);
  return rows;
}

/** The roles that may take an action on a resource (a standard action or a named transition). */
export function rolesFor(d: Declaration, action: Action | string): readonly Role[] {
  if (action === 'show') return d.access.show ?? d.access.list ?? [];
  const standard = d.access[action as Action];
  if (standard) return standard;
  return d.queue?.transitions[action]?.roles ?? [];
}

/** The screen of a declaration opens for whoever may list it. */
export const declaredScreen = (d: Declaration) => ({ path: d.path, roles: d.access.list ?? [] });

/** The one role table: the hand-written routes' rows and every declaration's generated rows. */
export const roleTable = (declarations: readonly Declaration[]): Record<string, Access> =>
  Object.assign({}, apiAccess, ...declarations.map(declaredRoutes));
