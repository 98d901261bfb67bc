import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, findSessionUser, touchSession } from '../repositories/sessions';
import { randomToken, sha256 } from '../security';
import './context';
import { sessionCache } from './sessionCache';

export const SESSION_COOKIE = 'ovd_sid';

/**
 * Database-backed sessions: the cookie holds a random id, the table only its hash (DESIGN §6). Each
 * node keeps the sessions it served for a few seconds (./sessionCache.ts), told by the database
 * when one ends or its user changes.
 */
export function sessions(app: FastifyInstance) {
  const cache = sessionCache(app.db, app.config.sessionCacheMs);
  app.decorate('sessionCache', cache);
  app.addHook('onReady', () => cache.start());
  app.addHook('onClose', () => cache.stop());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  // A change may have touched the caller's own account (the regulation acknowledged, a profile):
  // their next request reads it anew, before this answer reaches them. Other nodes hear the trigger.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.sessionHash && request.method !== 'GET' && request.method !== 'HEAD') cache.forget(request.sessionHash);
    done(null, payload);
  });
  const lookUp = async (request: FastifyRequest, idHash: string) => {
    const readAt = cache.epoch;
    const found = await findSessionUser(app.db, idHash, app.config.sessionIdleMinutes);
    if (found) {
      const { stale, ...user } = found;
      // Writing last_seen on every request would make each read a write; once a minute is enough.
      if (stale) await touchSession(app.db, idHash);
      cache.keep(idHash, user, readAt);
      request.user = user;
      request.sessionHash = idHash;
    }
  };
  // A callback, not an async hook: most requests find their session kept and wait for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const sid = request.url.startsWith('/api/') ? request.cookies[SESSION_COOKIE] : undefined;
    if (!sid) return done();
    const idHash = sha256(sid);
    const kept = cache.get(idHash);
    if (!kept) return void lookUp(request, idHash).then(() => done(), done);
    request.user = kept;
    request.sessionHash = idHash;
    done();
  });
}

/** Starts a fresh session (a new id at every login) and drops the one the request came with. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { db, config } = request.server;
  const old = request.cookies[SESSION_COOKIE];
  if (old) {
    request.server.sessionCache.forget(sha256(old));
    await deleteSession(db, sha256(old));
  }
  const sid = randomToken();
  await createSession(db, sha256(sid), userId);
  reply.setCookie(SESSION_COOKIE, sid, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
  });
}

export async function endSession(request: FastifyRequest, reply: FastifyReply) {
  const sid = request.cookies[SESSION_COOKIE];
  if (sid) {
    request.server.sessionCache.forget(sha256(sid));
    await deleteSession(request.server.db, sha256(sid));
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
