import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createSession, deleteSession, findSessionUser, touchSession } from '../repositories/sessions';
import { randomToken, sha256 } from '../security';
import './context';

export const SESSION_COOKIE = 'ovd_sid';

/** Database-backed sessions: the cookie holds a random id, the table only its hash (DESIGN §6). */
export function sessions(app: FastifyInstance) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const sid = request.cookies[SESSION_COOKIE];
    if (!sid) return;
    const idHash = sha256(sid);
    const found = await findSessionUser(app.db, idHash, app.config.sessionIdleMinutes);
    if (found) {
      const { stale, ...user } = found;
      // Writing last_seen on every request would make each read a write; once a minute is enough.
      if (stale) await touchSession(app.db, idHash);
      request.user = user;
      request.sessionHash = idHash;
    }
  });
}

/** Starts a fresh session (a new id at every login) and drops the one the request came with. */
export async function startSession(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { db, config } = request.server;
  const old = request.cookies[SESSION_COOKIE];
  if (old) await deleteSession(db, sha256(old));
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
  if (sid) await deleteSession(request.server.db, sha256(sid));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
