import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { roleTable } from '../domain/permissions';
import { V } from '../domain/validation';
import { callerLanguage } from './callerLanguage';
import type { Config } from './config';
import type { Db } from './db';
import { databaseFileStore } from './files/databaseStore';
import type { FileStore } from './files/store';
import { declaredRoutesPlugin, loadResources } from './generator';
import type { Resource } from './generator/part';
import { textIn } from './i18n';
import { createLogger, type Logger } from './log';
import { authorization, sameOrigin } from './plugins/authorization';
import { apiDocs } from './plugins/docs';
import { documentErrorAnswers } from './plugins/errorAnswers';
import { errorHandler } from './plugins/errors';
import { healthChecks } from './plugins/health';
import { storableInput } from './plugins/input';
import { boundedJson } from './plugins/jsonBody';
import { securityHeaders } from './plugins/securityHeaders';
import { sessions } from './plugins/session';
import { runInContext } from './requestContext';
import agendaRoutes from './routes/agenda';
import attestVerifyRoutes from './routes/attesten';
import authRoutes from './routes/auth';
import attendanceRoutes from './routes/bijscholing/aanwezigheden';
import courseAgendaRoutes from './routes/bijscholing/agenda';
import attestRoutes from './routes/bijscholing/attesten';
import controlRoutes from './routes/bijscholing/controle';
import contactRoutes from './routes/contacts';
import tokenRoutes from './routes/crm/tokens';
import userRoutes from './routes/crm/users';
import memberRoutes from './routes/dierenartsen';
import addressChangeRoutes from './routes/dierenartsen/addresschanges';
import memberAddressRoutes from './routes/dierenartsen/addresses';
import memberDataRoutes from './routes/dierenartsen/gegevens';
import kennisnameRoutes from './routes/dierenartsen/kennisname';
import reminderRoutes from './routes/herinneringen';
import listRoutes from './routes/lists';
import logbookRoutes from './routes/logboek';
import mailSendingRoutes from './routes/mails/versturen';
import legalEntityRoutes from './routes/rechtspersonen';
import registrationRoutes from './routes/registraties';
import publicPageRoutes from './routes/templates/public';
import boardRoutes from './routes/verkiezingen/bord';
import committeeRoutes from './routes/verkiezingen/comite';
import electionFollowUpRoutes from './routes/verkiezingen/opvolging';
import voteRoutes from './routes/verkiezingen/stemmen';
import electionCountRoutes from './routes/verkiezingen/telling';
import { serializerCompiler } from './serializer';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Folder of the built browser app; omitted in API tests. */
  staticDir?: string;
  /** `true` logs JSON lines to stdout at LOG_LEVEL; a logger of server/log.ts (a test's, writing elsewhere) is used as it is. */
  logger?: boolean | Logger;
  /** The declared resources; those of domain/resources (and their server parts) unless a test brings its own. */
  resources?: readonly Resource[];
  /** Where uploaded files go; the database (table file_contents) unless given. */
  files?: FileStore;
}

export async function buildApp({ config, db, staticDir, logger = false, resources, files }: AppOptions): Promise<FastifyInstance> {
  const options: FastifyServerOptions = {
    loggerInstance: logger === true ? createLogger(config.logLevel) : logger || undefined,
    genReqId: (request) => requestIdOf(request.headers['x-request-id']),
    // A request that arrives on an open connection while the server closes is still answered (readyz
    // says 503 then); Fastify's own 503 would be English and carry no request id.
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A path that is not valid percent-encoded UTF-8 fails before routing (and its hooks, so before
    // the session is known): still a 400 in the caller's language (Accept-Language, which the app
    // sends on every call), with its request id, and its answer logged as every other is.
    frameworkErrors: (_error, request, reply) => {
      const language = callerLanguage(request as unknown as FastifyRequest);
      (reply as unknown as FastifyReply)
        .status(400)
        .header('x-request-id', request.id)
        .send({ errorcode: 'VALIDATION_ERROR', usererror: textIn(language, 'VALIDATION_ERROR'), fields: { url: textIn(language, V.unstorable) } });
      request.log.info({ res: reply }, 'request completed');
    },
  };
  const app = Fastify(options);
  // Every database call of a request counts in its route's lane, so a route whose table is held by
  // a lock waits for its own share of the pool, never for everyone's (server/db/lanes.ts).
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    route.config = { ...(route.config as object), lane: `${method} ${route.url}` };
  });
  const contextOf = (request: FastifyRequest) => ({ requestId: request.id, lane: request.routeOptions.config.lane ?? '(no route)', nested: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    runInContext(contextOf(request), done);
  });
  // Entered again once a body was read: that runs on the socket's events, outside the request's
  // context. Without a body the hooks run on, still inside it.
  app.addHook('preValidation', (request, _reply, done) => (request.body === undefined ? done() : runInContext(contextOf(request), done)));
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('files', files ?? databaseFileStore(db));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  securityHeaders(app);
  boundedJson(app);
  await app.register(cookie);
  await app.register(formbody);
  errorHandler(app);
  healthChecks(app);
  await apiDocs(app);
  sameOrigin(app);
  sessions(app);
  const fileResources = await loadResources();
  authorization(app, roleTable(fileResources.map((r) => r.d)));
  documentErrorAnswers(app);
  storableInput(app);

  const areas = [
    authRoutes,
    tokenRoutes,
    userRoutes,
    kennisnameRoutes,
    memberRoutes,
    memberDataRoutes,
    memberAddressRoutes,
    addressChangeRoutes,
    legalEntityRoutes,
    registrationRoutes,
    publicPageRoutes,
    listRoutes,
    contactRoutes,
    controlRoutes,
    attendanceRoutes,
    courseAgendaRoutes,
    attestRoutes,
    attestVerifyRoutes,
    logbookRoutes,
    reminderRoutes,
    voteRoutes,
    boardRoutes,
    electionFollowUpRoutes,
    electionCountRoutes,
    committeeRoutes,
    agendaRoutes,
    mailSendingRoutes,
  ];
  for (const routes of areas) {
    await app.register(routes);
  }
  await app.register(async (scope) => declaredRoutesPlugin(scope, resources ?? fileResources));

  if (staticDir && fs.existsSync(path.join(staticDir, 'index.html'))) serveBrowserApp(app, staticDir);
  return app;
}

/** A well-formed id a proxy or another node sent along, so one request is followed across them; else a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const requestIdOf = (header: string | string[] | undefined) => (typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID());

/** The built app, with every client route of SPEC §2 answered by index.html (deep links, reloads). */
function serveBrowserApp(app: FastifyInstance, root: string) {
  // The build writes each asset compressed beside it too (vite.config.ts): sent as the browser accepts.
  app.register(fastifyStatic, {
    root: path.join(root, 'assets'),
    wildcard: false,
    index: false,
    maxAge: '1y',
    immutable: true,
    prefix: '/assets/',
    decorateReply: true,
    preCompressed: true,
  });
  // Read again when a new build replaced it, so a running server never points at removed files.
  const indexFile = path.join(root, 'index.html');
  let index = { mtimeMs: 0, html: Buffer.alloc(0) };
  const indexHtml = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: fs.readFileSync(indexFile) };
    return index.html;
  };
  const rootFiles = new Set(fs.readdirSync(root).filter((f) => fs.statSync(path.join(root, f)).isFile()));
  app.get('/*', { config: {} }, async (request, reply) => {
    const name = request.url.split('?')[0]!.slice(1);
    // A page beside index.html (the ballot verifier, stembiljet-controle.html) names this build's assets, which the next build removes: asked again each time, as index.html is.
    if (rootFiles.has(name) && name !== 'index.html') return reply.sendFile(name, root, { maxAge: name.endsWith('.html') ? 0 : '1h', immutable: false });
    if (name.startsWith('api/') || name.startsWith('assets/')) return reply.callNotFound();
    // A calendar link of another form than the feed's (GET /agenda/{token}.ics) is no page, and its path is a secret not to echo.
    if (name.startsWith('agenda/')) return reply.code(404).header('cache-control', 'no-store').send();
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml());
  });
}
