import { hasMaskedLink } from '../../domain/mailTemplates';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { AppError } from '../errors';
import { mailParams, queueMail, setMailParam } from '../repositories/mails';
import { findTokens, insertToken, retireTokens, type TokenKind } from '../repositories/tokens';
import type { UserRow } from '../repositories/users';
import { findUserByUsername } from '../repositories/users';
import { randomToken, sha256 } from '../security';

const LINK_PATH: Record<TokenKind, string> = { RESET: '/token/', ACTIVATE: '/activate/' };
const MAIL_TEMPLATE: Record<TokenKind, string> = { RESET: 'WACHTWOORD_RESET', ACTIVATE: 'ACTIVATIE' };

/**
 * Issues a single-use link and queues the mail that carries it. The token table keeps only its hash;
 * the queued mail holds the link until it is sent, and the token in it is masked then (mailQueue).
 * Returns the raw token for the caller's tests; it is never logged.
 */
export async function issueTokenMail(
  q: Queryable,
  config: Config,
  user: Pick<UserRow, 'id' | 'email' | 'firstname' | 'lastname' | 'username'>,
  kind: TokenKind,
  mail: { template?: string; params?: Record<string, string> } = {},
) {
  const token = randomToken();
  await retireTokens(q, user.id, kind);
  await insertToken(q, user.id, kind, sha256(token), config.tokenHours);
  const to = { email: user.email, username: user.username };
  await queueMail(q, mail.template ?? MAIL_TEMPLATE[kind], to, {
    voornaam: user.firstname,
    achternaam: user.lastname,
    gebruikersnaam: user.username,
    link: `${config.publicUrl}${LINK_PATH[kind]}${token}`,
    ...mail.params,
  });
  return token;
}

/**
 * Sends a mail again whose reset or activation link was masked after the first sending: the
 * recipient gets a fresh link (and any older one stops working), as if it had been asked anew.
 * Without a masked link, or without the account it was for, the mail goes out as it is.
 */
export async function renewMaskedLink(q: Queryable, config: Config, idmail: number) {
  const params = await mailParams(q, idmail);
  const link = params.find((p) => p.name === 'link');
  const username = params.find((p) => p.name === 'gebruikersnaam')?.value;
  if (!hasMaskedLink(link?.value) || !username) return;
  const user = await findUserByUsername(q, username);
  if (!user) return;
  const kind: TokenKind = link!.value.includes(LINK_PATH.ACTIVATE) ? 'ACTIVATE' : 'RESET';
  const token = randomToken();
  await retireTokens(q, user.id, kind);
  await insertToken(q, user.id, kind, sha256(token), config.tokenHours);
  await setMailParam(q, idmail, 'link', `${config.publicUrl}${LINK_PATH[kind]}${token}`);
}

/** The one valid token for this link, or the spec's reason why not (SPEC §8 token errors). */
export async function checkToken(q: Queryable, kind: TokenKind, token: string) {
  const matches = await findTokens(q, kind, sha256(token));
  if (matches.length === 0) throw new AppError(404, 'TOKEN_NOT_FOUND');
  if (matches.length > 1) throw new AppError(409, 'MULTIPLE_TOKENS_FOUND');
  const match = matches[0]!;
  if (match.expired) throw new AppError(410, 'EXPIRED_TOKEN');
  if (match.roles.length === 0) throw new AppError(403, 'USER_NO_ROLES');
  return match;
}
