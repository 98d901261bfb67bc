import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type TransformObject = typeof jsonSchemaTransformObject;

/**
 * The components of the schemas with an id (the error answer every route refers to). The library
 * adds an input and an output form of each; only those a route refers to are kept.
 */
const referencedComponents: TransformObject = (document) => {
  const object = jsonSchemaTransformObject(document);
  const schemas = (object as { components?: { schemas?: Record<string, unknown> } }).components?.schemas ?? {};
  const paths = JSON.stringify(object.paths ?? {});
  // The library built this object afresh, so it is ours to trim.
  for (const name of Object.keys(schemas)) if (!paths.includes(`"#/components/schemas/${name}"`)) delete schemas[name];
  return object;
};

/** /api/docs: the OpenAPI document generated from the route schemas, with a browsable view. */
export async function apiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ledenportaal Orde der Dierenartsen', version: app.config.appVersion },
      components: { securitySchemes: { sessie: { type: 'apiKey', in: 'cookie', name: 'ovd_sid' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: referencedComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
