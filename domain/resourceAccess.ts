import { rolesFor, ruleFor } from './declare/access';
import { type Caller, reachOf, rowMatches } from './declare/grants';
import { declarationNamed } from './declare/registry';
import { type Role, rolesOf } from './roles';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

/**
 * Which role may do what with the resources that are not declared (the directories); a declared
 * resource's rules are its declaration's (domain/resources), the same the server enforces.
 */
const resourceRules: Record<string, Partial<Record<Action, readonly Role[]>>> = {
  // The directories of veterinarians and legal entities: every role (SPEC §2 /zoeken).
  dierenartsen: { list: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'], show: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
  rechtspersonen: { list: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
};

export function canUseResource(roles: readonly string[], resource: string, action: Action) {
  const d = declarationNamed(resource);
  const allowed = d ? rolesOf(rolesFor(d, action)) : resourceRules[resource]?.[action];
  return !!allowed && allowed.some((r) => roles.includes(r));
}

/**
 * Whether the caller may take an action on one record, as the server's access functions answer it
 * (a service is changed by its own responsible person only); the declaration's ownership is the server's to check.
 */
export function canUseRecord(caller: Caller, resource: string, action: Action, record: Readonly<Record<string, unknown>>) {
  if (!canUseResource(caller.roles, resource, action)) return false;
  const d = declarationNamed(resource);
  if (!d) return true;
  const { rows } = reachOf(ruleFor(d, action), caller);
  return rows === true || (rows !== false && rowMatches(record, rows));
}
