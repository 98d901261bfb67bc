import { z } from 'zod';
import { columnOf } from '../../domain/declare/schemas';
import type { Declaration } from '../../domain/declare/types';
import { rolesOf } from '../../domain/permissions';
import { AppError } from '../errors';
import type { Condition } from '../repositories/declared';
import { ident } from '../repositories/declared';
import type { UserRow } from '../repositories/users';

/** The lookup's own query parameters: the switch, and who it is for (taken and ignored: SPEC §7 `user`). */
export const lookupQuery = (d: Declaration) => (d.lookup ? { [d.lookup.param]: z.enum(['0', '1']).optional(), user: z.string().max(50).optional() } : {});

/**
 * A caller who may only look up (not list) gets the declared states' records through `?{param}=1`
 * and nothing else; the answer is the condition that replaces the owner's. Null: a normal list.
 */
export function lookupCondition(d: Declaration, query: Record<string, unknown>, user: UserRow): Condition | null {
  const lookup = d.lookup;
  if (!lookup || rolesOf(d.access.list).some((r) => user.roles.includes(r))) return null;
  if (query[lookup.param] !== '1') throw new AppError(403, 'FORBIDDEN');
  const state = d.queue?.state;
  if (!state) throw new Error(`${d.name}: een lookup heeft een wachtrij met toestanden nodig`);
  const f = d.fields[state]!;
  return [`${ident(columnOf(state, f))} = ANY(?::text[])`, [...lookup.states]];
}
