import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, PAGE_SIZES, pageQuery } from '../../../domain/schemas/common';
import {
  REGISTRATION_STATES,
  registrationDataSchema,
  registrationDecisionSchema,
  registrationEditSchema,
  registrationSchema,
} from '../../../domain/schemas/registration';
import { V } from '../../../domain/validation';
import { AppError, conflict, notFound } from '../../errors';
import { queueMail } from '../../repositories/mails';
import { takeRequestSlot } from '../../repositories/requestLimits';
import { findRegistration, insertRegistration, listRegistrations, updateRegistrationData, usernameTaken } from '../../repositories/registrations';
import { hashPassword } from '../../security';
import { dutch } from '../../i18n';
import { assertRegistrationReferences, decideRegistrationRequest, organisationName, type StoredRegistration } from '../../services/registrations';
import { parseOrThrow } from '../../validate';

const REGISTRATIONS_PER_ADDRESS_HOUR = 10;

/** Provider registration (SPEC §2 /register, /registraties): the public wizard and the secretariat's decision. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['registraties'];

  app.post('/api/registraties', { schema: { body: registrationSchema, tags } }, async (request, reply) => {
    const { password, repassword: _r, ...form } = request.body;
    if (await usernameTaken(db, form.username)) throw usernameTakenError();
    await assertRegistrationReferences(db, form);
    // Each registration mails its requestor: a handful per address an hour is plenty for real use
    // (counted only for registrations that would be stored, so a taken username costs no try).
    if (!(await takeRequestSlot(db, 'registratie', request.ip, REGISTRATIONS_PER_ADDRESS_HOUR, 60))) throw new AppError(429, 'TOO_MANY_REQUESTS');
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
    const previous = registration.data as StoredRegistration;
    const corrected = parseOrThrow(registrationDataSchema, { ...previous, ...body });
    await assertRegistrationReferences(db, corrected, previous);
    // A username is unique whatever its case, so a change of case alone takes no other one.
    if (corrected.username.toLowerCase() !== previous.username.toLowerCase() && (await usernameTaken(db, corrected.username))) {
      throw usernameTakenError();
    }
    await updateRegistrationData(db, params.id, { ...previous, ...corrected });
    return withoutSecret((await findRegistration(db, params.id))!);
  });

  app.post(
    '/api/registraties/:id/beslissing',
    { schema: { params: idParam, body: registrationDecisionSchema, tags } },
    async (request) => decideRegistrationRequest(db, config, request.params.id, request.body, request.user!.username),
  );
}

const usernameTakenError = () => new AppError(409, 'USERNAME_TAKEN', undefined, { username: dutch('USERNAME_TAKEN') });

/** The stored password hash never leaves the server. */
function withoutSecret<T extends { data?: Record<string, unknown> }>(row: T) {
  const { passwordHash: _hash, ...data } = row.data ?? {};
  return { ...row, data };
}
