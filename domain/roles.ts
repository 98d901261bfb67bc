export const ROLES = ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] as const;
export type Role = (typeof ROLES)[number];
export type Roles = readonly Role[];

/** Who may call a route: nobody logged in needed, any logged-in user, or the listed roles. */
export type Access = 'public' | 'authenticated' | Roles;

/** The roles an access rule lets in; "public" and "authenticated" are for every role of the portal. */
export const rolesOf = (access: Access | undefined): Roles => (access === undefined ? [] : access === 'public' || access === 'authenticated' ? ROLES : access);

export const canCall = (access: Access, roles: readonly string[] | undefined) => {
  if (access === 'public') return true;
  if (!roles) return false;
  if (access === 'authenticated') return roles.length > 0;
  return access.some((r) => roles.includes(r));
};

/** Role sets the declarations and the role table share. */
export const SEC: Roles = ['SECRETARIAAT'];
export const OPL: Roles = ['OPLVERSTREKKER'];
export const VET: Roles = ['DIERENARTS'];
export const SEC_OPL: Roles = ['SECRETARIAAT', 'OPLVERSTREKKER'];
export const SEC_VET: Roles = ['SECRETARIAAT', 'DIERENARTS'];
