import type { Access } from '../../domain/permissions';
import type { Config } from '../config';
import type { Db } from '../db';
import type { UserRow } from '../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    user: UserRow | null;
    sessionHash: string | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    routeKey?: string;
  }
}
