import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { codeAnswer } from '../../../domain/schemas/common';
import { languageSchema } from '../../../domain/schemas/auth';
import { sessionPersonSchema } from '../../../domain/schemas/responses/auth';
import { AppError } from '../../errors';
import { errorAnswer } from '../../plugins/errorAnswers';
import { endSession, startSession } from '../../plugins/session';
import { clearLoginFailures, findUserByUsername, forgetLoginAttempt, setLanguage, takeLoginAttempt, type UserRow } from '../../repositories/users';
import { verifyPassword } from '../../security';

const THROTTLE_MINUTES = 15;
const FAILURES_PER_ADDRESS = 50;

/** The session fields of SPEC §3 as GET /auth/person returns them. */
export const sessionPerson = (user: UserRow) => ({
  id: user.id,
  userid: user.id,
  username: user.username,
  firstname: user.firstname,
  lastname: user.lastname,
  displayname: `${user.firstname} ${user.lastname}`.trim(),
  email: user.email,
  roles: user.roles,
  legalEntityId: user.legal_entity_id,
  cursusType: user.cursus_type,
  kennisname: user.kennisname,
  language: user.language,
});

const loginBody = z.object({ j_username: z.string().optional(), j_password: z.string().optional() });

/** The login is public, yet refuses in ways of its own (DESIGN §3). */
const loginRefusals = {
  401: errorAnswer('Gebruikersnaam of wachtwoord onjuist, of het account is niet actief (LOGIN_FAILED).'),
  403: errorAnswer('Het account heeft geen rol (USER_NO_ROLES), of de aanvraag kwam van een andere site (ORIGIN_REJECTED).'),
  429: errorAnswer('Te veel mislukte pogingen voor dit account of dit adres (LOGIN_THROTTLED).'),
};

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;

  app.post(
    '/api/auth/person/j_security_check',
    { schema: { body: loginBody, response: { 200: sessionPersonSchema, ...loginRefusals }, tags: ['auth'] } },
    async (request, reply) => {
      const username = request.body.j_username?.trim() ?? '';
      const password = request.body.j_password ?? '';
      if (!username || !password) throw new AppError(401, 'LOGIN_FAILED');
      // The attempt counts as a failure before the password is checked (see takeLoginAttempt).
      const attempt = await takeLoginAttempt(db, username, request.ip, {
        perAccount: config.loginMaxFailures,
        perAddress: FAILURES_PER_ADDRESS,
        minutes: THROTTLE_MINUTES,
      });
      if (attempt === null) throw new AppError(429, 'LOGIN_THROTTLED');
      const user = await findUserByUsername(db, username);
      // Always verify (against a dummy hash when there is no stored one) so timing does not tell;
      // an account without a password of its own never logs in, whatever matches the dummy.
      const ok = await verifyPassword(user?.password_hash, password);
      if (!user || !ok || !user.active) throw new AppError(401, 'LOGIN_FAILED');
      if (user.roles.length === 0) {
        await forgetLoginAttempt(db, attempt);
        throw new AppError(403, 'USER_NO_ROLES');
      }
      await clearLoginFailures(db, username);
      await startSession(request, reply, user.id);
      return sessionPerson(user);
    },
  );

  app.get('/api/auth/person', { schema: { response: { 200: sessionPersonSchema }, tags: ['auth'] } }, async (request) => sessionPerson(request.user!));

  // The own language only, for every role; a preference of the person, not their data, so no audit row.
  app.put('/api/auth/person/language', { schema: { body: languageSchema, response: { 200: sessionPersonSchema }, tags: ['auth'] } }, async (request) => {
    const saved = await setLanguage(db, request.user!.id, request.body.language);
    if (!saved) throw new AppError(401, 'NOT_LOGGED_IN');
    return sessionPerson(saved);
  });

  const logoutRefused = errorAnswer('Het afmelden werd gestart vanaf een andere site (ORIGIN_REJECTED).');
  app.get('/api/auth/logout', { schema: { response: { 200: codeAnswer, 403: logoutRefused }, tags: ['auth'] } }, async (request, reply) => {
    await endSession(request, reply);
    return { code: 'LOGOUT' };
  });
}
