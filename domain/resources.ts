import { rolesFor } from './declare/access';
import { declarationNamed } from './declare/registry';
import { type Role, rolesOf } from './roles';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

/**
 * Which role may do what with the resources that are not declared (the directories); a declared
 * resource's rules are its declaration's (domain/declarations), the same the server enforces.
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
