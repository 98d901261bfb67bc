import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { type RaRecord, useGetOne, useTranslate } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { dutchDay } from '../../../domain/dates';
import type { Declaration } from '../../../domain/declare/declaration';
import { withinParentSchema } from '../../../domain/declare/schemas';
import { messageParts, V } from '../../../domain/validation';

/**
 * The form's check by the declaration's own schema; a child's, also against its parent (an item's day
 * within its course's days), read from the cache the parent's page filled.
 */
export function useResolver(d: Declaration, record?: RaRecord, fixed: Record<string, unknown> = {}) {
  const translate = useTranslate();
  const needsParent = !!d.belongsTo && (d.rules ?? []).some((r) => r.kind === 'withinParent');
  const parentId = d.belongsTo ? (fixed[d.belongsTo.field] ?? record?.[d.belongsTo.field]) : undefined;
  const { data: parent } = useGetOne(d.belongsTo?.resource ?? d.name, { id: parentId as never }, { enabled: needsParent && parentId != null });
  return useMemo(() => {
    const say = (start: string, end: string) => translate(V.withinParent, { start: dutchDay(start), end: dutchDay(end) });
    return worded(zodResolver(withinParentSchema(d, needsParent ? parent : undefined, say) as z.ZodType<FieldValues, FieldValues>), translate);
  }, [d, parent, needsParent, translate]);
}

/** A message that carries its values (a whole number's range, `withValues`) is worded here; others by the input. */
const worded =
  (resolver: Resolver<FieldValues>, translate: (key: string, values?: object) => string): Resolver<FieldValues> =>
  async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const error of Object.values(result.errors ?? {})) {
      if (typeof error?.message === 'string' && error.message.includes('|')) {
        const [key, named] = messageParts(error.message);
        error.message = translate(key, named);
      }
    }
    return result;
  };
