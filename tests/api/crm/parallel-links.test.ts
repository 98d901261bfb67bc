import { describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../server/repositories/users';
import { verifyPassword } from '../../../server/security';
import { issueTokenMail } from '../../../server/services/accounts';
import { useTestApp } from '../../helpers/app';

/** Reset and activation links work once, also when the same link is submitted many times at once (DESIGN §6). */
describe('single-use links under simultaneous submissions', () => {
  const t = useTestApp();

  const issue = async (username: string, kind: 'RESET' | 'ACTIVATE') => {
    const user = (await findUserByUsername(t.db, username))!;
    return t.db.tx((q) => issueTokenMail(q, t.config, user, kind));
  };
  const storedHash = async (username: string) => (await findUserByUsername(t.db, username))!.password_hash;

  it('sets exactly one password through a reset link, and that one stays', async () => {
    const token = await issue('N1002', 'RESET');
    const passwords = Array.from({ length: 20 }, (_, i) => `Gelijktijdig${i}x`);
    const answers = await Promise.all(
      passwords.map((password) => t.app.inject({ method: 'POST', url: `/api/crm/user/token/${token}`, payload: { password, repassword: password } })),
    );
    const won = answers.flatMap((res, i) => (res.statusCode === 200 ? [i] : []));
    expect(won).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().errorcode).toBe('TOKEN_NOT_FOUND');
    }
    const hash = await storedHash('N1002');
    const matching = [];
    for (const [i, password] of passwords.entries()) if (await verifyPassword(hash, password)) matching.push(i);
    expect(matching).toEqual(won);
  });

  it('activates an account through its link exactly once', async () => {
    const token = await issue('opleider2', 'ACTIVATE');
    // The account has its password from the registration, so the link only activates it.
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.app.inject({ method: 'POST', url: `/api/crm/user/activate/${token}`, payload: {} })));
    expect(answers.filter((res) => res.statusCode === 200).map((res) => res.json().code)).toEqual(['ACTIVATIONSUCCESS']);
    const [row] = await t.db.query<{ used: number; open: number }>(
      `SELECT count(*) FILTER (WHERE used_at IS NOT NULL)::int AS used, count(*) FILTER (WHERE used_at IS NULL)::int AS open
         FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'opleider2' AND t.kind = 'ACTIVATE'`,
    );
    expect(row).toEqual({ used: 1, open: 0 });
  });

  it('leaves one live reset link when several are asked for at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => t.app.inject({ method: 'POST', url: '/api/crm/user/resetpass/N1003', remoteAddress: `198.51.100.${i + 1}` })),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const [row] = await t.db.query<{ issued: number; open: number }>(
      `SELECT count(*)::int AS issued, count(*) FILTER (WHERE used_at IS NULL)::int AS open
         FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'N1003' AND t.kind = 'RESET'`,
    );
    // Three mails per account in a quarter of an hour (limits.test.ts); only the last link works.
    expect(row).toEqual({ issued: 3, open: 1 });
  });
});
