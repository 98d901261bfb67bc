import type { z } from 'zod';
import type { kennisnameSchema, profileAnswerSchema, profileSavedSchema, tokenCheckSchema, tokenUsedSchema } from '../../../domain/schemas/responses/auth';
import type { registrationReceivedSchema } from '../../../domain/schemas/responses/registrations';
import { http } from '../http';
// Wire types: z.input of the domain's response schemas, i.e. the JSON form (timestamps as ISO text).

/** What GET/POST /crm/user/{username} give: the own personal data of /profiel. */
export type Profile = z.input<typeof profileAnswerSchema>;

/** A reset link (`token`) or an activation link (`activate`), SPEC §2. */
export type TokenKind = 'token' | 'activate';

const user = (username: string) => `/crm/user/${encodeURIComponent(username)}`;
const tokenPath = (kind: TokenKind, token: string) => `/crm/user/${kind}/${encodeURIComponent(token)}`;

/** A person's own account: links from mails, registration, profile, the regulation (SPEC §2-§4). */
export const accountMethods = {
  /** The link is valid; hasPassword (activation only): the password was chosen at registration. */
  checkToken: (kind: TokenKind, token: string) => http<z.input<typeof tokenCheckSchema>>(tokenPath(kind, token)),
  /** A new password through the link, or (activation without a password) the registration's one. */
  submitToken: (kind: TokenKind, token: string, value: { password?: string; repassword?: string }) =>
    http<z.input<typeof tokenUsedSchema>>(tokenPath(kind, token), { method: 'POST', json: value }),
  /** POST /registraties: the public registration wizard's request. */
  register: (body: unknown) => http<z.input<typeof registrationReceivedSchema>>('/registraties', { method: 'POST', json: body }),
  getProfile: (username: string) => http<Profile>(user(username)),
  saveProfile: (username: string, values: Record<string, unknown>) =>
    http<z.input<typeof profileSavedSchema>>(user(username), { method: 'POST', json: values }),
  /** The veterinarian acknowledges the regulation (kennisname, SPEC §4). */
  acknowledgeRegulation: (username: string) =>
    http<z.input<typeof kennisnameSchema>>(`/dierenartsen/${encodeURIComponent(username)}/kennisname`, { method: 'POST' }),
};
