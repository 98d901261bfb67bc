import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { addressChangeSchema } from '../../../domain/schemas/members';
import { V } from '../../../domain/validation';
import { zodForm } from '../../shared/forms/zod';

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A request form's resolver: the domain's addressChangeSchema (the server checks the same), with
 * two refinements for the browser: an empty date says "required" rather than "invalid date", and
 * `refine` may adjust the errors to what the form shows (e.g. an organisation must be chosen, or
 * the inputs of a new organisation are not asked when an existing one is picked).
 */
export function addressChangeResolver(refine?: (values: FieldValues, errors: FieldErrors) => void): Resolver<FieldValues> {
  const base = zodForm<FieldValues>(addressChangeSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const errors: FieldErrors = { ...result.errors };
    if (empty(values.startdate) && errors.startdate) errors.startdate = { type: 'required', message: V.required };
    refine?.(values, errors);
    if (Object.keys(errors).length === 0) return result;
    return { values: {}, errors };
  };
}
