import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agendaLinkCreatedSchema, agendaLinkStateSchema } from '../../../domain/schemas/responses/agenda';
import { AppError } from '../../errors';
import { auditStep } from '../../generator/api';
import { findAgendaLink, findAgendaOwner, replaceAgendaLink, revokeAgendaLink } from '../../repositories/agenda';
import { takeRequestSlot } from '../../repositories/requestLimits';
import { randomToken, sha256 } from '../../security';
import { memberCalendar } from '../../services/agenda';

/** What randomToken() makes: 32 bytes in base64url. Anything else cannot be a link and is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A calendar app polls the feed every few minutes to hours, from shared addresses too (a web
 * calendar fetches for all its users), so only what is wrong is counted per address: its wrong
 * guesses. A valid link is limited by its own count alone, so a shared calendar service that also
 * carries someone's mistakes keeps serving everyone else's links. Counted in the database so every
 * API node shares them.
 */
const LIMIT_MINUTES = 15;
const FETCHES_PER_LINK = 60;
const WRONG_GUESSES_PER_ADDRESS = 600;

const state = (row: { created_at: Date } | undefined) => ({ exists: !!row, createdAt: row?.created_at ?? null });

/** Unknown, revoked or malformed: one bare answer, so the feed says nothing about which. */
const gone = (reply: FastifyReply) => reply.code(404).header('cache-control', 'no-store').send();

/** The veterinarian's personal, revocable calendar link (an iCalendar feed), and the feed itself. */
export default async function agendaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['agenda'];

  app.get('/api/agenda', { schema: { response: { 200: agendaLinkStateSchema }, tags } }, async (request) => state(await findAgendaLink(db, request.user!.id)));

  app.post('/api/agenda', { schema: { response: { 200: agendaLinkCreatedSchema }, tags } }, async (request) => {
    const token = randomToken();
    const row = await db.tx(async (q) => {
      const made = await replaceAgendaLink(q, request.user!.id, sha256(token));
      await auditStep(q, request, {
        resource: 'agenda',
        recordId: request.user!.username,
        action: 'create',
        before: null,
        after: { createdAt: made.created_at },
      });
      return made;
    });
    return { exists: true as const, createdAt: row.created_at, url: `${config.publicUrl}/agenda/${token}.ics` };
  });

  app.delete('/api/agenda', { schema: { response: { 200: agendaLinkStateSchema }, tags } }, async (request) => {
    await db.tx(async (q) => {
      await revokeAgendaLink(q, request.user!.id);
      await auditStep(q, request, { resource: 'agenda', recordId: request.user!.username, action: 'delete', before: null, after: null });
    });
    return state(undefined);
  });

  // Outside /api: no session, the token in the path is the credential; not in /api/docs.
  app.get('/agenda/:token.ics', { schema: { params: z.object({ token: z.string() }), hide: true } }, async (request, reply) => {
    const { token } = request.params;
    const hash = TOKEN.test(token) ? sha256(token) : null;
    const owner = hash ? await findAgendaOwner(db, hash) : undefined;
    if (!hash || !owner) {
      // A wrong guess: past the address's allowance the answer is 429, and the guesses stop counting.
      if (!(await takeRequestSlot(db, 'agenda-guess', request.ip, WRONG_GUESSES_PER_ADDRESS, LIMIT_MINUTES))) throw new AppError(429, 'TOO_MANY_REQUESTS');
      return gone(reply);
    }
    if (!(await takeRequestSlot(db, 'agenda-link', hash, FETCHES_PER_LINK, LIMIT_MINUTES))) throw new AppError(429, 'TOO_MANY_REQUESTS');
    const body = await memberCalendar(db, owner.username, sha256(`uid:${hash}`).slice(0, 24), config.publicUrl, owner.language);
    return (
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="agenda.ics"')
        // Personal data: no shared cache may keep it, and a revoked link must stop at once.
        .header('cache-control', 'private, no-store')
        .send(body)
    );
  });
}
