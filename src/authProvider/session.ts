import type { z } from 'zod';
import type { Language } from '../../domain/language';
import type { Role } from '../../domain/roles';
import type { sessionPersonSchema } from '../../domain/schemas/responses/auth';
// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/**
 * The session fields of GET /api/auth/person (SPEC §3); the browser reads the stored roles as Role.
 * The language is read as optional: a person without one is Dutch (the server's default).
 */
export type Person = Omit<z.input<typeof sessionPersonSchema>, 'roles' | 'language'> & { roles: Role[]; language?: Language };

const REMEMBERED = 'ovd.nextPath';

/** Where an anonymous visitor wanted to go, kept across the login page (also across a reload). */
export const rememberPath = (path: string) => {
  if (path && !path.startsWith('/login') && !path.startsWith('/logout')) sessionStorage.setItem(REMEMBERED, path);
};
export const takeRememberedPath = () => {
  const path = sessionStorage.getItem(REMEMBERED);
  sessionStorage.removeItem(REMEMBERED);
  return path;
};
