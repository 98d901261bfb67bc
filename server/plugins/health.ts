import type { FastifyInstance } from 'fastify';
import { migrationFiles } from '../db/migrate';
import { describe } from '../db/unavailable';
import { AppError } from '../errors';

/** A load balancer asks every few seconds; a database that takes longer than this counts as away. */
const READY_WITHIN_MS = 2000;

const answerWithin = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`geen antwoord binnen ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * For a load balancer: GET /healthz says the process runs; GET /readyz that it may get requests:
 * the database answers, every migration this code knows is applied, and no shutdown has begun.
 * Outside /api (no session, no role check) and logged only when something is wrong. The close
 * itself (stop accepting, answer what is on its way) is server/shutdown.ts's.
 */
export function healthChecks(app: FastifyInstance) {
  const expected = migrationFiles();
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  // A request answered during the close ends its connection: a kept-alive one would hold the close
  // open until its idle timeout, and a balancer's next request on it would find no one listening.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (request) => {
    if (closing) throw new AppError(503, 'SERVICE_UNAVAILABLE');
    let applied: Set<string>;
    try {
      const rows = await answerWithin(
        app.db.query<{ version: string }>('SELECT version FROM schema_migrations WHERE version = ANY($1)', [expected]),
        READY_WITHIN_MS,
      );
      applied = new Set(rows.map((r) => r.version));
    } catch (error) {
      request.log.warn(describe(error), 'Niet klaar: de databank antwoordt niet');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    const missing = expected.filter((file) => !applied.has(file));
    if (missing.length > 0) {
      request.log.warn({ missing }, 'Niet klaar: migraties ontbreken');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' };
  });
}
