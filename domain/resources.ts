import { rolesFor } from './declare/access';
import { declarationNamed } from './declare/registry';
import { rolesOf } from './permissions';
import type { Role } from './roles';

type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | string;

/**
 * Which role may do what with each react-admin resource; it mirrors the API table in
 * permissions.ts (which the server enforces) so the screens only offer what will be accepted.
 */
const resourceRules: Record<string, Partial<Record<Action, readonly Role[]>>> = {
  // The directories of veterinarians and legal entities: every role (SPEC §2 /zoeken).
  dierenartsen: { list: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'], show: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
  rechtspersonen: { list: ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] },
  codelijsten: { list: ['SECRETARIAAT', 'OPLVERSTREKKER'], show: ['SECRETARIAAT', 'OPLVERSTREKKER'] },
  'codelijst-items': {
    list: ['SECRETARIAAT', 'OPLVERSTREKKER'],
    show: ['SECRETARIAAT', 'OPLVERSTREKKER'],
    create: ['SECRETARIAAT'],
    edit: ['SECRETARIAAT'],
    delete: ['SECRETARIAAT'],
  },
  // Page templates, mail templates and the mail queue: the secretariat only (SPEC §2).
  pages: { list: ['SECRETARIAAT'], show: ['SECRETARIAAT'], edit: ['SECRETARIAAT'] },
  templates: { list: ['SECRETARIAAT'], show: ['SECRETARIAAT'], edit: ['SECRETARIAAT'] },
  mails: { list: ['SECRETARIAAT'], show: ['SECRETARIAAT'], edit: ['SECRETARIAAT'] },
  // Provider registrations and the address-change queue: the secretariat decides (SPEC §2, §4).
  registraties: { list: ['SECRETARIAAT'], show: ['SECRETARIAAT'], edit: ['SECRETARIAAT'] },
  adreswijzigingen: { list: ['SECRETARIAAT'], show: ['SECRETARIAAT'], edit: ['SECRETARIAAT'] },
};

export function canUseResource(roles: readonly string[], resource: string, action: Action) {
  const d = declarationNamed(resource);
  const allowed = d ? rolesOf(rolesFor(d, action)) : resourceRules[resource]?.[action];
  return !!allowed && allowed.some((r) => roles.includes(r));
}
