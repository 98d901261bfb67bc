export const ROLES = ['DIERENARTS', 'SECRETARIAAT', 'OPLVERSTREKKER'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

export const hasAnyRole = (userRoles: readonly string[], allowed: readonly Role[]) =>
  allowed.some((role) => userRoles.includes(role));
