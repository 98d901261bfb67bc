import type { Declaration } from '../../../domain/declare/declaration';

/** The text keys of a declared resource's field (domain/texts/resources/<name>.ts). */
export const labelOf = (d: Declaration, name: string) => `resources.${d.name}.fields.${name}`;
/** What a form says under a field, where the texts explain it. */
export const hintOf = (d: Declaration, name: string) => `resources.${d.name}.hints.${name}`;
