import { http } from '../http';

/** What GET/POST /crm/user/{username} give: the own personal data of /profiel. */
export interface Profile {
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  telephone: string | null;
  roles: string[];
}

/** A reset link (`token`) or an activation link (`activate`), SPEC §2. */
export type TokenKind = 'token' | 'activate';

const user = (username: string) => `/crm/user/${encodeURIComponent(username)}`;
const tokenPath = (kind: TokenKind, token: string) => `/crm/user/${kind}/${encodeURIComponent(token)}`;

/** A person's own account: links from mails, registration, profile, the regulation (SPEC §2-§4). */
export const accountMethods = {
  /** The link is valid; hasPassword (activation only): the password was chosen at registration. */
  checkToken: (kind: TokenKind, token: string) => http<{ username: string; hasPassword?: boolean }>(tokenPath(kind, token)),
  /** A new password through the link, or (activation without a password) the registration's one. */
  submitToken: (kind: TokenKind, token: string, value: { password?: string; repassword?: string }) =>
    http<unknown>(tokenPath(kind, token), { method: 'POST', json: value }),
  /** POST /registraties: the public registration wizard's request. */
  register: (body: unknown) => http<unknown>('/registraties', { method: 'POST', json: body }),
  getProfile: (username: string) => http<Profile>(user(username)),
  saveProfile: (username: string, values: Record<string, unknown>) => http<Profile>(user(username), { method: 'POST', json: values }),
  /** The veterinarian acknowledges the regulation (kennisname, SPEC §4). */
  acknowledgeRegulation: (username: string) => http<unknown>(`/dierenartsen/${encodeURIComponent(username)}/kennisname`, { method: 'POST' }),
};
