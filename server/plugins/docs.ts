import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** /api/docs: the OpenAPI document generated from the route schemas, with a browsable view. */
export async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ledenportaal Orde der Dierenartsen', version: app.config.appVersion },
      components: { securitySchemes: { sessie: { type: 'apiKey', in: 'cookie', name: 'ovd_sid' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
