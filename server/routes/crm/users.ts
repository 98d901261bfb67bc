import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileSchema } from '../../../domain/schemas/auth';
import { PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import { profileAnswerSchema, profileSavedSchema, userPageSchema } from '../../../domain/schemas/responses/auth';
import { optionalString } from '../../../domain/validation';
import { auditStep } from '../../generator/api';
import { forbidden, notFound } from '../../errors';
import { deleteOtherSessions } from '../../repositories/sessions';
import { findProfile, findUserByUsername, listUsers, setPassword, type UserRow, updateProfile } from '../../repositories/users';
import { hashPassword } from '../../security';

const usernameParams = z.object({ username: z.string().trim().min(1).max(100) });

const profile = (user: Pick<UserRow, 'id' | 'username' | 'firstname' | 'lastname' | 'email' | 'telephone' | 'roles'>) => ({
  id: user.id,
  username: user.username,
  firstname: user.firstname,
  lastname: user.lastname,
  email: user.email,
  telephone: user.telephone,
  roles: user.roles,
});

/** A user reads and changes only their own account; the secretariat reads and changes any. */
function assertSelfOrSecretariat(request: FastifyRequest, username: string) {
  const me = request.user!;
  if (me.username.toLowerCase() !== username.toLowerCase() && !me.roles.includes('SECRETARIAAT')) throw forbidden();
}

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/api/crm/user',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.users), q: optionalString(100) }), response: { 200: userPageSchema }, tags: ['crm'] } },
    async (request) => {
      const { limit, offset, q } = request.query;
      // The total with its `atLeast` (paging.ts): past 1,000 users the list pages on without a count.
      return { ...(await listUsers(db, { limit, offset, q })), limit, offset };
    },
  );

  app.get('/api/crm/user/:username', { schema: { params: usernameParams, response: { 200: profileAnswerSchema }, tags: ['crm'] } }, async (request) => {
    assertSelfOrSecretariat(request, request.params.username);
    const user = await findProfile(db, request.params.username);
    if (!user) throw notFound();
    return profile(user);
  });

  app.post(
    '/api/crm/user/:username',
    { schema: { params: usernameParams, body: profileSchema, response: { 200: profileSavedSchema }, tags: ['crm'] } },
    async (request) => {
      assertSelfOrSecretariat(request, request.params.username);
      const user = await findUserByUsername(db, request.params.username);
      if (!user) throw notFound();
      const body = request.body;
      const hash = body.password ? await hashPassword(body.password) : null;
      await db.tx(async (q) => {
        // The profile as it was, read before the change: the trail's before and after are both real.
        const { id: _b, roles: _rb, ...before } = (await findProfile(q, user.username))!;
        await updateProfile(q, user.id, body);
        const { id: _a, roles: _ra, ...after } = (await findProfile(q, user.username))!;
        // A new password shows as one more changed field, only when there is one (its value never enters the trail).
        await auditStep(q, request, {
          resource: 'gebruikers',
          recordId: user.username,
          action: 'update',
          before: hash ? { ...before, nieuwWachtwoord: false } : before,
          after: hash ? { ...after, nieuwWachtwoord: true } : after,
        });
        if (hash) {
          await setPassword(q, user.id, hash);
          // Other devices are signed out; this one keeps its session.
          await deleteOtherSessions(q, user.id, user.id === request.user!.id ? request.sessionHash : null);
        }
      });
      const saved = await findProfile(db, user.username);
      return { code: 'UPDATE_SUCCESS', ...profile(saved!) };
    },
  );
}
