import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { activitiesSchema } from '../../../domain/schemas/members';
import { parseDutchNumber, V } from '../../../domain/validation';
import { zodForm } from '../../shared/forms/zod';

const base = zodForm<FieldValues>(activitiesSchema);

/**
 * activitiesSchema (the server checks the same), reading the percentage as the member types it:
 * "2,5" is a number with a decimal comma, so it is refused as "not a whole number" rather than
 * "not a number"; an empty field is "required".
 */
export const activitiesResolver: Resolver<FieldValues> = async (values, context, options) => {
  const raw = values.practpct;
  const text = raw == null ? '' : String(raw).trim();
  if (text === '') {
    const result = await base({ ...values, practpct: 1 }, context, options);
    const errors: FieldErrors = { ...result.errors };
    errors.practpct = { type: 'required', message: V.required };
    return { values: {}, errors };
  }
  const practpct = typeof raw === 'number' ? raw : (parseDutchNumber(text) ?? Number.NaN);
  return base({ ...values, practpct }, context, options);
};
