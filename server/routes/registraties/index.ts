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
import {
  registrationDecidedSchema,
  registrationPageSchema,
  registrationReceivedSchema,
  registrationRowSchema,
} from '../../../domain/schemas/responses/registrations';
import { V } from '../../../domain/validation';
import { callerLanguage } from '../../callerLanguage';
import { AppError, conflict, notFound } from '../../errors';
import { auditStep } from '../../generator/api';
import { dutch } from '../../i18n';
import { queueMail } from '../../repositories/mails';
import {
  findRegistration,
  insertRegistration,
  listRegistrations,
  lockRegistration,
  lockUsername,
  updateRegistrationData,
  usernameTaken,
} from '../../repositories/registrations';
import { takeRequestSlot } from '../../repositories/requestLimits';
import { hashPassword } from '../../security';
import { assertRegistrationReferences, decideRegistrationRequest, organisationName, type StoredRegistration } from '../../services/registrations';
import { parseOrThrow } from '../../validate';

const REGISTRATIONS_PER_ADDRESS_HOUR = 10;

/** Provider registration (SPEC §2 /register, /registraties): the public wizard and the secretariat's decision. */
export default async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['registraties'];

  app.post('/api/registraties', { schema: { body: registrationSchema, response: { 201: registrationReceivedSchema }, tags } }, async (request, reply) => {
    const { password, repassword: _r, ...form } = request.body;
    await assertRegistrationReferences(db, form);
    // Each registration mails its requestor: a handful per address an hour is plenty for real use.
    // A taken username costs a try too, so the form cannot be used to probe which usernames exist.
    if (!(await takeRequestSlot(db, 'registratie', request.ip, REGISTRATIONS_PER_ADDRESS_HOUR, 60))) throw new AppError(429, 'TOO_MANY_REQUESTS');
    const stored: StoredRegistration = { ...form, passwordHash: await hashPassword(password) };
    // No account yet: the registration keeps the language the form was filled in, for its mails and its account.
    const language = callerLanguage(request);
    const id = await db
      .tx(async (q) => {
        await lockUsername(q, form.username);
        if (await usernameTaken(q, form.username)) throw usernameTakenError();
        const created = await insertRegistration(q, stored, language);
        await auditStep(q, request, { resource: 'registraties', recordId: created, action: 'create', before: null, after: form, by: form.username });
        const to = { email: form.email, username: null, language };
        await queueMail(q, 'REGISTRATIE_ONTVANGEN', to, {
          voornaam: form.firstname,
          achternaam: form.lastname,
          gebruikersnaam: form.username,
          link: config.publicUrl,
          organisatie: await organisationName(q, stored),
        });
        return created;
      })
      .catch(usernameTakenByIndex);
    reply.status(201);
    return { id, code: 'REGISTRATION_RECEIVED' };
  });

  app.get(
    '/api/registraties',
    {
      schema: {
        querystring: z.object({ ...pageQuery(PAGE_SIZES.templates), status: z.enum(REGISTRATION_STATES, { error: V.pattern }).optional() }),
        response: { 200: registrationPageSchema },
        tags,
      },
    },
    async ({ query }) => {
      const { items, ...total } = await listRegistrations(db, query);
      return { items: items.map(withoutSecret), ...total, limit: query.limit, offset: query.offset };
    },
  );

  app.get('/api/registraties/:id', { schema: { params: idParam, response: { 200: registrationRowSchema }, tags } }, async ({ params }) => {
    const registration = await findRegistration(db, params.id);
    if (!registration) throw notFound();
    return withoutSecret(registration);
  });

  app.post(
    '/api/registraties/:id',
    { schema: { params: idParam, body: registrationEditSchema, response: { 200: registrationRowSchema }, tags } },
    async (request) => {
      const { params, body } = request;
      await db
        .tx(async (q) => {
          // Locked, so a decision or another correction cannot slip in between the check and the change.
          const registration = await lockRegistration(q, params.id);
          if (!registration) throw notFound();
          if (registration.status !== 'NIEUW') throw conflict('CONFLICT');
          const previous = registration.data as StoredRegistration;
          const corrected = parseOrThrow(registrationDataSchema, { ...previous, ...body });
          await assertRegistrationReferences(q, corrected, previous);
          // A username is unique whatever its case, so a change of case alone takes no other one.
          if (corrected.username.toLowerCase() !== previous.username.toLowerCase()) {
            await lockUsername(q, corrected.username);
            if (await usernameTaken(q, corrected.username)) throw usernameTakenError();
          }
          await updateRegistrationData(q, params.id, { ...previous, ...corrected });
          await auditStep(q, request, {
            resource: 'registraties',
            recordId: params.id,
            action: 'update',
            before: previous,
            after: { ...previous, ...corrected },
          });
        })
        .catch(usernameTakenByIndex);
      return withoutSecret((await findRegistration(db, params.id))!);
    },
  );

  app.post(
    '/api/registraties/:id/beslissing',
    { schema: { params: idParam, body: registrationDecisionSchema, response: { 200: registrationDecidedSchema }, tags } },
    async (request) => decideRegistrationRequest(db, config, request.params.id, request.body, request.user!.username),
  );
}

const usernameTakenError = () => new AppError(409, 'USERNAME_TAKEN', undefined, { username: dutch('USERNAME_TAKEN') });

/** The database's own guard of one open registration per username answers as the check before it does. */
function usernameTakenByIndex(error: unknown): never {
  if ((error as { constraint?: string }).constraint === 'provider_registrations_open_username') throw usernameTakenError();
  throw error;
}

/** The stored password hash never leaves the server. */
function withoutSecret<T extends { data?: Record<string, unknown> }>(row: T) {
  const { passwordHash: _hash, ...data } = row.data ?? {};
  return { ...row, data };
}
