import { type Access, type Role, type Roles, rolesOf } from '../roles';

/** The caller as the access rules see it. */
export interface Caller {
  id: number;
  username: string;
  roles: readonly string[];
  legalEntityId: number | null;
}

type Scalar = string | number | boolean | null;

/**
 * The rows a caller may reach, by field: a value (`status: 'GOEDGEKEURD'`), any of several values,
 * or `{ not: null }` (the rows that have one). Fields are ANDed.
 */
export type RowFilter<N extends string = string> = { readonly [field in N]?: Scalar | readonly Scalar[] | { not: null } };

/**
 * Some roles with exactly the rows they reach (as Payload's and Keystone's access functions): `rows`
 * answers a filter (`{}` for every row), or false for none (403); the declaration's ownership does not
 * narrow it further. `query` is the request's query string, for a switch such as the points table's
 * typeahead (`?typeahead=1`).
 */
export interface RowGrant<N extends string = string> {
  roles: Roles;
  rows: (caller: Caller, query: Readonly<Record<string, unknown>>) => RowFilter<N> | false;
  /**
   * The filter says whose the rows are (a service's responsible person): a row outside it is one the
   * caller may see but not act on, refused (403) as another's record is, rather than unknown (404).
   */
  owned?: boolean;
}

/** Who may take an action: an access of the role table, or roles each with the rows they reach. */
export type Rule<N extends string = string> = Access | RowGrant<N> | readonly (Role | RowGrant<N>)[];

const grantsOf = <N extends string>(rule: Rule<N>): readonly (Role | RowGrant<N>)[] =>
  rule === 'public' || rule === 'authenticated' ? rolesOf(rule) : Array.isArray(rule) ? rule : [rule as RowGrant<N>];

/** The role-table entry of a rule: who may call at all. */
export function accessOf(rule: Rule | undefined): Access | undefined {
  if (rule === undefined || rule === 'public' || rule === 'authenticated') return rule;
  return [...new Set(grantsOf(rule).flatMap((g) => (typeof g === 'string' ? [g] : g.roles)))];
}

/** The rows a caller reaches under a rule, and whether its grant names them as theirs (`owned`). */
export function reachOf<N extends string>(
  rule: Rule<N> | undefined,
  caller: Caller,
  query: Readonly<Record<string, unknown>> = {},
): { rows: RowFilter<N> | boolean; owned: boolean } {
  if (rule === undefined) return { rows: false, owned: false };
  if (rule === 'public' || rule === 'authenticated') return { rows: true, owned: false };
  for (const grant of grantsOf(rule)) {
    if (typeof grant === 'string') {
      if (caller.roles.includes(grant)) return { rows: true, owned: false };
    } else if (grant.roles.some((r) => caller.roles.includes(r))) {
      const rows = grant.rows(caller, query);
      if (rows !== false) return { rows, owned: !!grant.owned };
    }
  }
  return { rows: false, owned: false };
}

/** Whether a record (as the server answers it) lies within a filter; the screens ask it as the server does. */
export const rowMatches = (row: Readonly<Record<string, unknown>>, filter: RowFilter | null) =>
  Object.entries(filter ?? {}).every(([field, value]) => {
    const v = row[field];
    if (value === null) return v === null;
    if (Array.isArray(value)) return value.includes(v as never);
    if (typeof value === 'object') return v !== null && v !== undefined;
    return v === value;
  });
