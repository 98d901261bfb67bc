import { stateAllows } from '../../domain/declare/access';
import type { Declaration } from '../../domain/declare/types';
import { AppError } from '../errors';
import type { UserRow } from '../repositories/users';
import type { CodeCheck } from '../services/codes';

/**
 * A record's state decides whether it may still change: outside `editableIn` only the bypass roles
 * may edit it, outside `deletableIn` nobody deletes it. Refused with the queue's code (409).
 */
export function assertChangeable(d: Declaration, row: Record<string, unknown>, user: UserRow, change: 'edit' | 'delete') {
  if (!stateAllows(d, row, user.roles, change)) throw new AppError(409, d.queue?.errorCode ?? 'STATUS_ERROR');
}

/** The codelist checks of the values being written: every code (and every code of a list) an active item. */
export function codeChecks(d: Declaration, values: Record<string, unknown>, before?: Record<string, unknown>): CodeCheck[] {
  return Object.entries(d.fields).flatMap(([name, f]): CodeCheck[] => {
    if (!(name in values)) return [];
    if (f.kind === 'code') return [{ field: name, list: f.codelist, value: values[name] as string | null, kept: before?.[name] as string | null }];
    if (f.kind !== 'codes') return [];
    const kept = (before?.[name] as string[] | undefined) ?? [];
    return ((values[name] as string[] | null) ?? []).map((value) => ({ field: name, list: f.codelist, value, kept: kept.includes(value) ? value : null }));
  });
}
