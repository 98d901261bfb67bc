import { z } from 'zod';
import { emailField, requiredString } from '../../domain/validation';
import type { Config } from '../config';
import type { Db } from '../db';
import { dutch } from '../i18n';
import { insertUser } from '../repositories/accounts';
import { insertToken } from '../repositories/tokens';
import { findUserByUsername } from '../repositories/users';
import { randomToken, sha256 } from '../security';
import { issueTokenMail } from '../services/accounts';

/** What the operator gives for the first real secretariat account. */
export const firstAccountSchema = z.object({
  username: requiredString(100),
  email: emailField,
  firstname: requiredString(100),
  lastname: requiredString(100),
});

export type AccountResult =
  | { ok: true; username: string; mailed: true }
  | { ok: true; username: string; mailed: false; link: string }
  | { ok: false; problems: string[] };

/**
 * A secretariat account without a password: its owner chooses one through the activation link,
 * so no password ever passes the command line, a shell history or a log. The link goes out by mail
 * through the queue (the worker sends it), or, asked for (`print`), is handed back once to show.
 */
export async function createSecretariatAccount(db: Db, config: Config, input: Record<string, unknown>, print: boolean): Promise<AccountResult> {
  const parsed = firstAccountSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => `--${issue.path.join('.')}: ${dutch(issue.message)}`) };
  }
  const account = parsed.data;
  return db.tx(async (q) => {
    if (await findUserByUsername(q, account.username)) return { ok: false, problems: [`Er bestaat al een account ${account.username}.`] };
    const id = await insertUser(q, { ...account, passwordHash: null, roles: ['SECRETARIAAT'], active: false, kennisname: true });
    const user = { id, ...account };
    if (!print) {
      await issueTokenMail(q, config, user, 'ACTIVATE');
      return { ok: true, username: account.username, mailed: true };
    }
    const token = randomToken();
    await insertToken(q, id, 'ACTIVATE', sha256(token), config.tokenHours);
    return { ok: true, username: account.username, mailed: false, link: `${config.publicUrl}/activate/${token}` };
  });
}
