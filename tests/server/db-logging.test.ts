import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db';
import { DbUnavailableError } from '../../server/db/unavailable';
import { createMailWorker } from '../../server/mail/worker';
import type { MailTransport } from '../../server/mail/transport';
import { errorHandler } from '../../server/plugins/errors';

/** A lost connection as node-postgres' pool reports it: the error drags its whole client along. */
const lostConnection = () =>
  new DbUnavailableError(
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      severity: 'FATAL',
      client: { connectionParameters: { password: 'geheim' }, queryQueue: ['x'.repeat(500)] },
    }),
  );
const ONE_LINE = { code: '57P01', message: 'terminating connection due to administrator command' };

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A database that is away for every call, as the PostgreSQL Db reports it. */
const awayDb: Db = {
  kind: 'postgres',
  query: async () => {
    throw lostConnection();
  },
  tx: async () => {
    throw lostConnection();
  },
  close: async () => {},
};
const transport: MailTransport = { send: async () => 'verstuurd', close: () => {} };

describe('a lost connection in the log: one line, its code and message, never the whole object', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('from a request, by the error handler', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream } });
    errorHandler(app);
    app.get('/', async () => {
      throw lostConnection();
    });
    const res = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(res.statusCode).toBe(503);
    const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'database unreachable');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject(ONE_LINE);
    expect(logged[0].err).toBeUndefined();
    expect(lines.join('\n')).not.toMatch(/geheim|queryQueue|stack/);
  });

  it('from the mail worker, with its own logger and with the console', async () => {
    const logged: object[] = [];
    const logger = { warn: () => {}, error: (details: object) => logged.push(details) };
    const worker = createMailWorker(awayDb, loadConfig({}), { pollMs: 10, logger }, transport);
    worker.start();
    await wait(50);
    await worker.stop();
    expect(logged[0]).toEqual({ ...ONE_LINE, failures: 1 });

    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = createMailWorker(awayDb, loadConfig({}), { pollMs: 10 }, transport);
    quiet.start();
    await wait(50);
    await quiet.stop();
    const first = printed.mock.calls[0]!;
    expect(first).toHaveLength(1);
    expect(first[0]).toBe('Mailwachtrij niet gelezen {"code":"57P01","message":"terminating connection due to administrator command","failures":1}');
  });
});
