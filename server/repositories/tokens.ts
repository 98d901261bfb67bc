import type { Queryable } from '../db';

export type TokenKind = 'RESET' | 'ACTIVATE';

export const insertToken = (q: Queryable, userId: number, kind: TokenKind, hash: string, hours: number) =>
  q.query(`INSERT INTO user_tokens (user_id, kind, token_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`, [
    userId,
    kind,
    hash,
    hours,
  ]);

export interface TokenMatch {
  id: number;
  user_id: number;
  expired: boolean;
  username: string;
  roles: string[];
  has_password: boolean;
}

/** Unused tokens of a kind with this hash; more than one is the spec's MULTIPLE_TOKENS_FOUND. */
export const findTokens = (q: Queryable, kind: TokenKind, hash: string) =>
  q.query<TokenMatch>(
    `SELECT t.id, t.user_id, t.expires_at < now() AS expired, u.username, u.roles, u.password_hash IS NOT NULL AS has_password
       FROM user_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.kind = $1 AND t.token_hash = $2 AND t.used_at IS NULL`,
    [kind, hash],
  );

/**
 * Marks the link used; false when another request used it first. The condition is evaluated on the
 * row as the first request left it, so of links submitted at the same moment exactly one gets true.
 */
export const useToken = async (q: Queryable, id: number) =>
  (await q.query('UPDATE user_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [id])).length === 1;

/**
 * A new link supersedes the older unused ones of the same user. The user's row is locked first, so
 * of two links asked for at the same moment the later one still retires the earlier.
 */
export async function retireTokens(q: Queryable, userId: number, kind: TokenKind) {
  await q.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
  await q.query('UPDATE user_tokens SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL', [userId, kind]);
}
