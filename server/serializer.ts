import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers written by serialisers compiled from the routes' response schemas (fast-json-stringify,
 * Fastify's own), instead of checking each answer against its zod schema and then JSON.stringify:
 * that was some 15 % of a list's CPU (bench/course-list-profile.md). The JSON Schema is the zod
 * schema's wire side (`io: 'input'`: a timestamp is its ISO text, which the serialiser writes from a
 * Date). A schema JSON Schema cannot express keeps the checked zod serialiser.
 */
export const serializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  const given = route.schema as unknown as { properties?: unknown };
  const schema = (given.properties instanceof z.ZodType ? given.properties : route.schema) as ZodType;
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(json as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return checkedSerializer(route as never);
  }
};
