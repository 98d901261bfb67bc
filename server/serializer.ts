import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as checkedSerializer } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isNull = (s: unknown) => typeof s === 'object' && s !== null && Object.keys(s).length === 1 && (s as JsonSchema).type === 'null';
const isNumberConst = (s: unknown) => typeof s === 'object' && s !== null && (s as JsonSchema).type === 'number' && typeof (s as JsonSchema).const === 'number';

/**
 * The JSON Schema as a serialiser needs it. fast-json-stringify writes an `anyOf` by checking the
 * value against each branch with Ajv, per value and per row: a nullable timestamp's date-time format
 * and pattern cost the mail queue some 75 µs a page. A value or null is written the same way with
 * `nullable`, a choice of numbers as a number: what a branch checks (bounds, patterns, formats)
 * does not change how a valid value is written.
 */
export function forWriting(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forWriting);
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, forWriting(value)])) as JsonSchema;
  const choices = node.anyOf;
  if (!Array.isArray(choices)) return node;
  const { anyOf: _choices, ...rest } = node;
  const others = choices.filter((c) => !isNull(c)) as JsonSchema[];
  if (choices.length === 2 && others.length === 1 && !others[0]!.$ref && !others[0]!.anyOf) return { ...rest, ...others[0], nullable: true };
  if (choices.every(isNumberConst)) return { ...rest, type: 'number' };
  return node;
}

/**
 * Serialisers by schema: compiling one costs about a millisecond, and a schema serves several routes
 * (a resource's list and its export) and every app a process builds (each test file builds its own).
 * A serialiser holds no state, so one serves them all.
 */
const compiled = new WeakMap<ZodType, (data: unknown) => string>();

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
  const known = compiled.get(schema);
  if (known) return known;
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', target: 'draft-7' });
    const write = fastJson(forWriting(json) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    compiled.set(schema, write);
    return write;
  } catch {
    return checkedSerializer(route as never);
  }
};
