import type { ErrorCode } from '../../domain/errors';
import type { Access } from '../../domain/roles';
import type { Config } from '../config';
import type { Db } from '../db';
import type { FileStore } from '../files/store';
import type { UserRow } from '../repositories/users';
import type { SessionCache } from './sessionCache';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The uploaded files' bytes (DESIGN §1): in the database (table file_contents) by default, so every node serves every file. */
    files: FileStore;
    /** The sessions this node served lately (./sessionCache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionHash: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    routeKey?: string;
    /** The route's database lane ("GET /api/..."), named once when the route is added (server/app.ts). */
    lane?: string;
    /**
     * The codes a route answers for a body it cannot read: not JSON or cut short (`unreadable`), or
     * over its bodyLimit (`tooLarge`); VALIDATION_ERROR and FILE_TOO_LARGE otherwise.
     */
    bodyErrors?: { unreadable: ErrorCode; tooLarge: ErrorCode };
  }
}
