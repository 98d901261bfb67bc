import type { Language } from '../../../domain/language';
import type { MailParam } from '../../../domain/mailTemplates';
import { choiceText } from '../../../domain/texts/registry';
import { codeDescription } from '../../repositories/codelists';
import { queueMail } from '../../repositories/mails';
import { recipients } from '../../repositories/users';
import type { AfterTransition } from '../part';

export interface Notice {
  /** The mail template. */
  template: string;
  /** The people of the record's owner (a provider's organisation), or the secretariat. */
  to: 'owner' | 'secretariat';
  /** Mail parameters taken from the record, by template parameter: a field (`cursus: 'title'`), or a text made of the record (a date in Dutch). */
  params?: Partial<Record<MailParam, string | ((record: Record<string, unknown>) => string)>>;
  /** The template's name for the new state where it is not `status` (`beslissing`). */
  statusAs?: MailParam;
  /** A field of the record with the address the owner asked to be mailed at (a request's userEmail), instead of their account's. */
  address?: string;
  /** The page the mail links to where it is not the record's own (a vet's points table). */
  page?: string;
}

/**
 * Mails a move to whom it concerns, in the transaction of the move: the new state by its name in
 * the recipient's language (its codelist's description, or the declared text of a choice), the comment as the reason (left
 * out when there is none), and the record's own parameters. `on`: the moves that mail this way.
 */
export const notify =
  (on: readonly string[], notice: Notice): AfterTransition =>
  async ({ q, d, config, name, transition, after, comment }) => {
    if (!on.includes(name)) return;
    const owner = d.ownership ? after[d.ownership.field] : null;
    // The owner's people: a provider's organisation, or the member themselves.
    const ownPeople = () =>
      d.ownership?.scope === 'legalEntity'
        ? recipients(q, { role: 'OPLVERSTREKKER', legalEntityId: owner as number })
        : recipients(q, { role: 'DIERENARTS', username: String(owner) });
    const own = notice.to === 'owner' && owner != null ? await ownPeople() : [];
    const asked = notice.address ? (after[notice.address] as string | null) : null;
    // The address the owner gave, with their own name; their account's otherwise.
    const people =
      notice.to === 'secretariat'
        ? await recipients(q, { role: 'SECRETARIAAT' })
        : asked
          ? [{ ...(own[0] ?? { firstname: '', lastname: '', username: String(owner ?? '') }), email: asked }]
          : own;
    const stateField = d.fields[d.queue!.state]!;
    const statusIn = async (language: Language) =>
      stateField.kind === 'code'
        ? ((await codeDescription(q, stateField.codelist, transition.to, language)) ?? transition.to)
        : choiceText(d.name, d.queue!.state, transition.to, language);
    // In both languages: the worker sends the recipient's.
    const status = { nl: await statusIn('nl'), fr: await statusIn('fr') };
    const values = Object.fromEntries(
      Object.entries(notice.params ?? {}).map(([param, field]) => [param, typeof field === 'function' ? field(after) : String(after[field!] ?? '')]),
    );
    const link = `${config.publicUrl}${notice.page ?? `${d.screen || d.path}/${after.id}`}`;
    for (const person of people) {
      if (!person.email) continue;
      // The mail is the account's, whichever address it goes to.
      const to = { email: person.email, username: person.username || null };
      await queueMail(q, notice.template, to, {
        voornaam: person.firstname,
        achternaam: person.lastname,
        gebruikersnaam: person.username,
        link,
        [notice.statusAs ?? 'status']: status,
        reden: comment ?? '',
        ...values,
      });
    }
  };
