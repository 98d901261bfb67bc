import type { FastifyInstance } from 'fastify';

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** Beyond the bound: for cut-off sends and requests to come back and the pool to close, before the process ends regardless. */
const AFTER_BOUND_MS = 5000;

/** SHUTDOWN_TIMEOUT_MS: how long requests and mails on their way get at a stop; a typo stops the start. */
export function shutdownTimeout(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SHUTDOWN_TIMEOUT_MS;
  if (raw === undefined || raw === '') return DEFAULT_SHUTDOWN_TIMEOUT_MS;
  if (!/^\d+$/.test(raw)) throw new Error(`SHUTDOWN_TIMEOUT_MS moet een geheel getal (milliseconden) zijn, niet "${raw}".`);
  return Number(raw);
}

interface LineLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface StoppingParts {
  /** The API: stops accepting, answers the requests on their way; /readyz says 503 from the first moment. */
  app?: FastifyInstance;
  /** The mail worker: sends what is on its way, hands back the claims it will not use. */
  worker?: { stop(timeoutMs?: number): Promise<void> };
  /** The reminders' scheduler: lets a run on its way finish (a run is one transaction, so a cut-off loses nothing). */
  scheduler?: { stop(): Promise<void> };
  /** The purge of idle sessions: lets a purge on its way finish (one transaction as well). */
  purge?: { stop(): Promise<void> };
  db: { close(): Promise<void> };
  log: LineLogger;
  timeoutMs: number;
}

/** Whether `work` settles within `ms`; never rejects. */
export const settlesWithin = (work: Promise<unknown>, ms: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    work
      .then(
        () => resolve(true),
        () => resolve(true),
      )
      .finally(() => clearTimeout(timer));
  });

async function closeApp(app: FastifyInstance, { log, timeoutMs }: StoppingParts) {
  const closed = app.close();
  if (await settlesWithin(closed, timeoutMs)) return;
  log.warn({ timeoutMs }, 'Verzoeken niet afgerond binnen de termijn; hun verbindingen worden verbroken');
  app.server.closeAllConnections();
  await settlesWithin(closed, AFTER_BOUND_MS);
}

async function stopAll(parts: StoppingParts) {
  const { app, worker, scheduler, purge, db, log, timeoutMs } = parts;
  const started = Date.now();
  log.info({ timeoutMs }, 'Afsluiten: geen nieuwe verzoeken meer, wat onderweg is wordt afgemaakt');
  // Side by side: a request on its way may still queue a mail; it stays NEW for another worker.
  await Promise.all([
    app && closeApp(app, parts),
    worker?.stop(timeoutMs).catch((error: unknown) => log.error({ err: error }, 'Mailwerker niet netjes gestopt')),
    scheduler && settlesWithin(scheduler.stop(), timeoutMs),
    purge && settlesWithin(purge.stop(), timeoutMs),
  ]);
  if (!(await settlesWithin(db.close(), AFTER_BOUND_MS))) log.warn({}, 'Databankverbindingen niet op tijd gesloten');
  log.info({ ms: Date.now() - started }, 'Afgesloten');
}

/**
 * The orderly stop of a process: the API stops accepting and answers what it has, the worker sends
 * what is on its way and hands back its other claims, each within `timeoutMs`; then the database
 * closes. Returns a function that runs it once, however often it is called, and never rejects.
 */
export function orderlyStop(parts: StoppingParts): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= stopAll(parts).catch((error: unknown) => parts.log.error({ err: error }, 'Afsluiten mislukt'));
    return stopping;
  };
}

/**
 * SIGTERM and SIGINT run the stop, then end the process with 0. Should the stop itself hang (a
 * database that never answers), the process ends with 1 shortly after the bound; a second signal
 * ends it at once (a second Ctrl-C).
 */
export function exitOnSignals(
  stop: () => Promise<void>,
  { log, timeoutMs }: Pick<StoppingParts, 'log' | 'timeoutMs'>,
  exit = (code: number) => process.exit(code),
) {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      log.warn({ signal }, 'Tweede signaal: meteen gestopt');
      exit(1);
      return;
    }
    signalled = true;
    log.info({ signal }, 'Signaal ontvangen');
    setTimeout(
      () => {
        log.error({ timeoutMs }, 'Afsluiten duurt te lang: gestopt');
        exit(1);
      },
      timeoutMs + 2 * AFTER_BOUND_MS,
    ).unref();
    void stop().then(() => exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
