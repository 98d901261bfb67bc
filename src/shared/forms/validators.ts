import { isGenericLength, isWebAddress, parseDutchNumber, V } from '../../../domain/validation';

/**
 * The generic checks of SPEC §5 as react-admin validators, for inputs a zod schema does not cover.
 * They return message keys; react-admin shows them in Dutch from src/i18n.
 */
type Validator = (value: unknown, values?: Record<string, unknown>) => string | undefined;

const text = (value: unknown) => (value == null ? '' : String(value));

export const required: Validator = (value) => (text(value).trim() ? undefined : V.required);
export const webAddress: Validator = (value) => (!text(value) || isWebAddress(text(value)) ? undefined : V.url);
export const pattern =
  (regex: RegExp): Validator =>
  (value) =>
    !text(value) || regex.test(text(value)) ? undefined : V.pattern;
export const genericLength: Validator = (value) => (!text(value) || isGenericLength(text(value)) ? undefined : V.length);
export const dutchNumber: Validator = (value) => (!text(value) || typeof value === 'number' || parseDutchNumber(text(value)) !== null ? undefined : V.number);

const asNumber = (value: unknown) => (typeof value === 'number' ? value : parseDutchNumber(text(value)));
export const maxNumber =
  (max: number): Validator =>
  (value) => {
    const n = asNumber(value);
    return n !== null && text(value) !== '' && n > max ? V.tooHigh : undefined;
  };
export const minNumber =
  (min: number): Validator =>
  (value) => {
    const n = asNumber(value);
    return n !== null && text(value) !== '' && n < min ? V.tooLow : undefined;
  };
/** A repeat field must equal the field it confirms. */
export const confirms =
  (field: string): Validator =>
  (value, values) =>
    text(value) === text(values?.[field]) ? undefined : V.confirm;
