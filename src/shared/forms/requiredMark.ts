/**
 * Marks an input as required (the asterisk of its label) without checking anything itself: the
 * checks are the form's zod schema, so that browser and server refuse the same values.
 */
export const requiredMark = Object.assign((): undefined => undefined, { isRequired: true });
