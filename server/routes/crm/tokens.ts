import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newPasswordSchema } from '../../../domain/schemas/auth';
import { codeAnswer } from '../../../domain/schemas/common';
import { tokenCheckSchema, tokenUsedSchema } from '../../../domain/schemas/responses/auth';
import { auditStep } from '../../generator/api';
import { AppError } from '../../errors';
import { activateUser } from '../../repositories/accounts';
import { takeRequestSlot } from '../../repositories/requestLimits';
import { deleteUserSessions } from '../../repositories/sessions';
import { type TokenKind, useToken } from '../../repositories/tokens';
import { findUserByUsername, setPassword } from '../../repositories/users';
import { hashPassword } from '../../security';
import { checkToken, issueTokenMail } from '../../services/accounts';
import { parseOrThrow } from '../../validate';

const tokenParams = z.object({ token: z.string().min(10, { error: 'TOKEN_NOT_FOUND' }).max(200, { error: 'TOKEN_NOT_FOUND' }) });
const passwordBody = z.object({ password: z.string().max(200).optional(), repassword: z.string().max(200).optional() });
const resetParams = z.object({ username: z.string().trim().min(1, { error: 'USERNAME_EMPTY' }).max(100) });

/** Reset mails: a few per account and a few dozen per address in a quarter of an hour. */
const LIMIT_MINUTES = 15;
const RESETS_PER_ACCOUNT = 3;
const RESETS_PER_ADDRESS = 30;

/** Password reset and account activation by single-use link (SPEC §2 /token and /activate). */
export default async function tokenRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post('/api/crm/user/resetpass/:username', { schema: { params: resetParams, response: { 200: codeAnswer }, tags: ['crm'] } }, async (request) => {
    if (!(await takeRequestSlot(db, 'resetpass-address', request.ip, RESETS_PER_ADDRESS, LIMIT_MINUTES))) throw new AppError(429, 'TOO_MANY_REQUESTS');
    const user = await findUserByUsername(db, request.params.username);
    // The same answer whether or not the user exists, so the form cannot be used to probe usernames;
    // past a few mails per account the answer stays the same but no mail goes out (no mailbox flood).
    if (user?.active && user.roles.length > 0 && (await takeRequestSlot(db, 'resetpass-user', String(user.id), RESETS_PER_ACCOUNT, LIMIT_MINUTES))) {
      await db.tx((q) => issueTokenMail(q, config, user, 'RESET'));
    }
    return { code: 'RESETPASS_MAIL_SENDED' };
  });

  const tokenPair = (kind: TokenKind, path: string, successCode: string) => {
    app.get(path, { schema: { params: tokenParams, response: { 200: tokenCheckSchema }, tags: ['crm'] } }, async (request) => {
      const match = await checkToken(db, kind, request.params.token);
      return kind === 'ACTIVATE' ? { username: match.username, hasPassword: match.has_password } : { username: match.username };
    });
    app.post(path, { schema: { params: tokenParams, body: passwordBody, response: { 200: tokenUsedSchema }, tags: ['crm'] } }, async (request) => {
      const current = await checkToken(db, kind, request.params.token);
      // An account that chose its password at registration is activated without a new one.
      const keepPassword = kind === 'ACTIVATE' && current.has_password && !request.body.password && !request.body.repassword;
      const hash = keepPassword ? null : await hashPassword(parseOrThrow(newPasswordSchema, request.body).password);
      return db.tx(async (q) => {
        const match = await checkToken(q, kind, request.params.token);
        // The user's row before the link's, in the order a new link takes them (retireTokens).
        if (hash) await setPassword(q, match.user_id, hash);
        else await activateUser(q, match.user_id);
        // Single use: of simultaneous submissions only the one that marks the link used goes on.
        if (!(await useToken(q, match.id))) throw new AppError(404, 'TOKEN_NOT_FOUND');
        // A new password ends every open session of the account.
        await deleteUserSessions(q, match.user_id);
        await auditStep(q, request, {
          resource: 'gebruikers',
          recordId: match.username,
          action: kind === 'RESET' ? 'wachtwoord' : 'activatie',
          before: null,
          after: null,
          by: match.username,
        });
        return { code: successCode, username: match.username };
      });
    });
  };
  tokenPair('RESET', '/api/crm/user/token/:token', 'PASSWORD_CHANGED');
  tokenPair('ACTIVATE', '/api/crm/user/activate/:token', 'ACTIVATIONSUCCESS');
}
