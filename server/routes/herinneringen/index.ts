import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { REMINDER_OCCASIONS } from '../../../domain/rules/reminders';
import { reminderOverviewSchema, reminderRunSchema } from '../../../domain/schemas/reminders';
import { plannedNow, runReminders } from '../../reminders/run';
import { recentRuns, remindedByRun, sentReminders } from '../../repositories/reminders';

/** How many of the last run's reminded members the page names (the rest it counts). */
const LAST_RUN_SHOWN = 200;

/**
 * The reminders the portal sends by itself (server/reminders), for the secretariat: per occasion what
 * is due now and what went out, the last runs, and a run on demand (it queues only what no run did).
 */
export default async function reminderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app;
  const tags = ['herinneringen'];

  app.get('/api/herinneringen', { schema: { response: { 200: reminderOverviewSchema }, tags } }, async () => {
    const [{ planned, members }, sent, runs] = await db.tx(async (q) => [await plannedNow(q, config), await sentReminders(q), await recentRuns(q)] as const);
    // Who the last run reminded, so the secretariat sees whom a "Nu versturen" reached.
    const last = runs[0];
    const lastRun = last
      ? { id: last.id, total: Object.values(last.counts).reduce((a, b) => a + b, 0), reminded: await remindedByRun(db, last.id, LAST_RUN_SHOWN) }
      : null;
    const occasions = REMINDER_OCCASIONS.map((occasion) => {
      const done = sent.find((s) => s.occasion === occasion);
      const due = Object.entries(planned)
        .filter(([key]) => key.split('-')[0] === occasion)
        .reduce((n, [, count]) => n + count, 0);
      return { occasion, planned: due, sent: done?.sent ?? 0, last: done?.last ?? null };
    });
    return { occasions, runs, members, lastRun };
  });

  app.post('/api/herinneringen/run', { schema: { response: { 200: reminderRunSchema }, tags } }, async (request) => {
    const run = await runReminders(db, config, { scheduled: false, by: request.user!.username });
    return { code: 'REMINDERS_QUEUED' as const, counts: run!.counts };
  });
}
