import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/** The domain's zod schema as a react-hook-form resolver; messages are i18n keys that react-admin translates. */
export const zodForm = <T extends FieldValues>(schema: ZodType<any, any>) => zodResolver(schema as never) as unknown as Resolver<T>;

/** The parts of zod v4's `def` read below; each kind of schema fills only its own. */
interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  innerType?: ZodType;
  in?: ZodType;
  options?: readonly ZodType[];
  discriminator?: string;
}
const defOf = (schema: ZodType) => schema.def as unknown as Def;

/** Wrappers whose inner schema holds the object's fields (`.optional()`, `.default()`, ...). */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/**
 * The object schemas a form's values are checked against. Refinements (`.superRefine`) stay on the
 * object in zod v4; a `.transform` is a pipe whose input is what the form fills in; of a
 * discriminated union only the options that take the values' discriminator count.
 */
function objectsOf(schema: ZodType, values?: Record<string, unknown>): ZodType[] {
  const def = defOf(schema);
  if (def.type === 'object') return [schema];
  if (def.type === 'pipe' && def.in) return objectsOf(def.in, values);
  if (WRAPPERS.has(def.type) && def.innerType) return objectsOf(def.innerType, values);
  if (def.type !== 'union' || !def.options) return [];
  const key = def.discriminator;
  const options = def.options.flatMap((option) => objectsOf(option, values));
  if (!key || values?.[key] === undefined) return options;
  return options.filter((option) => defOf(option).shape?.[key]?.safeParse(values[key]).success);
}

/** A value refused for every way a form says "empty"; a schema that cannot be run counts as optional. */
function refusesEmpty(field: ZodType) {
  try {
    return [undefined, '', null].every((empty) => !field.safeParse(empty).success);
  } catch {
    return false;
  }
}

/** The schemas of a dotted path's field in each object; none when one object lacks it. */
function fieldsAt(objects: ZodType[], path: string[], values?: Record<string, unknown>): ZodType[] {
  const [name, ...rest] = path;
  const fields = objects.map((object) => defOf(object).shape?.[name!]);
  if (fields.some((field) => !field)) return [];
  if (rest.length === 0) return fields as ZodType[];
  const inner = values?.[name!] as Record<string, unknown> | undefined;
  const nested = (fields as ZodType[]).map((field) => objectsOf(field, inner));
  if (nested.some((list) => list.length === 0)) return [];
  return fieldsAt(nested.flat(), rest, inner);
}

/**
 * Which of a form's fields must be filled in by the schema's own rules, for the asterisk of their
 * labels (react-admin's `isRequired`): those whose field refuses undefined, '' and null alike. A
 * field with a default, or required only under a condition (a `.superRefine`), is not; the form
 * adds those from what it knows of the condition. `values` choose the options of a discriminated
 * union (its discriminator); where several remain, a field is required when it is in all of them.
 */
export function requiredIn(schema: ZodType, values?: Record<string, unknown>): (name: string) => boolean {
  const objects = objectsOf(schema, values);
  const known = new Map<string, boolean>();
  return (name) => {
    let required = known.get(name);
    if (required === undefined) {
      const fields = objects.length === 0 ? [] : fieldsAt(objects, name.split('.'), values);
      required = fields.length > 0 && fields.every(refusesEmpty);
      known.set(name, required);
    }
    return required;
  };
}
