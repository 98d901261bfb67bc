import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import {
  REGISTRATION_STATES,
  registrationDecisionSchema,
  registrationEditSchema,
  registrationSchema,
} from '../../../domain/schemas/registration';
import { V } from '../../../domain/validation';
import { AppError, conflict, fieldError, notFound } from '../../errors';
import { findLegalEntity } from '../../repositories/legalEntities';
import { queueMail } from '../../repositories/mails';
import { findRegistration, insertRegistration, listRegistrations, updateRegistrationData, usernameTaken } from '../../repositories/registrations';
import { hashPassword } from '../../security';
import { decideRegistrationRequest, organisationName, type StoredRegistration } from '../../services/registrations';

/** Provider registration (SPEC §2 /register, /registraties): the public wizard and the secretariat's decision. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['registraties'];

  app.post('/api/registraties', { schema: { body: registrationSchema, tags } }, async (request, reply) => {
    const { password, repassword: _r, ...form } = request.body;
    if (await usernameTaken(db, form.username)) throw new AppError(409, 'USERNAME_TAKEN', undefined, { username: 'Deze gebruikersnaam is al in gebruik. Kies een andere.' });
    if (form.iddiclegalentity && !(await findLegalEntity(db, form.iddiclegalentity))) throw fieldError('iddiclegalentity', V.select);
    const stored: StoredRegistration = { ...form, passwordHash: await hashPassword(password) };
    const id = await db.tx(async (q) => {
      const created = await insertRegistration(q, stored);
      await queueMail(q, 'REGISTRATIE_ONTVANGEN', form.email, {
        voornaam: form.firstname,
        achternaam: form.lastname,
        gebruikersnaam: form.username,
        link: config.publicUrl,
        organisatie: await organisationName(q, stored),
      });
      return created;
    });
    reply.status(201);
    return { id, code: 'REGISTRATION_RECEIVED' };
  });

  app.get(
    '/api/registraties',
    { schema: { querystring: z.object({ ...pageQuery(PAGE_SIZES.templates), status: z.enum(REGISTRATION_STATES, { error: V.pattern }).optional() }), tags } },
    async ({ query }) => {
      const { items, size } = await listRegistrations(db, query);
      return { items: items.map(withoutSecret), size, limit: query.limit, offset: query.offset };
    },
  );

  app.get('/api/registraties/:id', { schema: { params: idParam, tags } }, async ({ params }) => {
    const registration = await findRegistration(db, params.id);
    if (!registration) throw notFound();
    return withoutSecret(registration);
  });

  app.post('/api/registraties/:id', { schema: { params: idParam, body: registrationEditSchema, tags } }, async ({ params, body }) => {
    const registration = await findRegistration(db, params.id);
    if (!registration) throw notFound();
    if (registration.status !== 'NIEUW') throw conflict('CONFLICT');
    await updateRegistrationData(db, params.id, { ...registration.data, ...body });
    return withoutSecret((await findRegistration(db, params.id))!);
  });

  app.post(
    '/api/registraties/:id/beslissing',
    { schema: { params: idParam, body: registrationDecisionSchema, tags } },
    async (request) => decideRegistrationRequest(db, config, request.params.id, request.body, request.user!.username),
  );
}

/** The stored password hash never leaves the server. */
function withoutSecret<T extends { data?: Record<string, unknown> }>(row: T) {
  const { passwordHash: _hash, ...data } = row.data ?? {};
  return { ...row, data };
}
