import { V } from '../../domain/validation';
import type { Queryable } from '../db';
import { fieldError } from '../errors';
import { isActiveCode } from '../repositories/codelists';

export interface CodeCheck {
  field: string;
  /** The codelist the value must come from (SPEC §7 names). */
  list: string;
  value: string | null | undefined;
  /** The value already stored: it may stay even when its item has been made inactive since. */
  kept?: string | null;
}

/**
 * A value the forms pick from a codelist must be an active item of that list (SPEC §5: only active
 * options are offered); the server checks it too, so a hand-made request cannot store a made-up code.
 */
export async function assertActiveCodes(q: Queryable, checks: CodeCheck[]) {
  for (const { field, list, value, kept } of checks) {
    if (!value || value === kept) continue;
    if (!(await isActiveCode(q, list, value))) throw fieldError(field, V.select);
  }
}
