import type { Declaration, Transition } from '../../domain/declare/types';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { codeDescription } from '../repositories/codelists';
import { queueMail } from '../repositories/mails';
import { recipients } from '../repositories/users';

/**
 * Mails a decision to whom it concerns, in the transaction of the decision: the people of the
 * record's owner (a provider's organisation) or the secretariat. The new state goes by its Dutch
 * name, the comment as the reason, and the record's own parameters as the declaration maps them.
 */
export async function notifyTransition(q: Queryable, config: Config, d: Declaration, t: Transition, row: Record<string, unknown>, comment: string | null) {
  const notify = t.notify!;
  const owner = d.ownership?.scope === 'legalEntity' ? (row[d.ownership.field] as number) : null;
  const people = notify.to === 'secretariat' ? await recipients(q, { role: 'SECRETARIAAT' }) : owner ? await recipients(q, { role: 'OPLVERSTREKKER', legalEntityId: owner }) : [];
  const stateField = d.fields[d.queue!.state]!;
  const status = stateField.kind === 'code' ? ((await codeDescription(q, stateField.codelist, t.to)) ?? t.to) : t.to;
  const own = Object.fromEntries(Object.entries(d.queue?.mailParams ?? {}).map(([param, field]) => [param, String(row[field] ?? '')]));
  const link = `${config.publicUrl}${d.screen || d.path}/${row[d.idField ?? 'id']}`;
  for (const person of people) {
    if (!person.email) continue;
    await queueMail(q, notify.template, person.email, {
      voornaam: person.firstname,
      achternaam: person.lastname,
      gebruikersnaam: person.username,
      link,
      status,
      reden: comment ?? '',
      ...own,
    });
  }
}
