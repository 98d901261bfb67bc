import type { Role } from '../../domain/roles';

/** The session fields of GET /api/auth/person (SPEC §3). */
export interface Person {
  id: number;
  userid: number;
  username: string;
  firstname: string;
  lastname: string;
  displayname: string;
  email: string;
  roles: Role[];
  legalEntityId: number | null;
  cursusType: string | null;
  kennisname: boolean;
}

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
