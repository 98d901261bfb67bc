import { brusselsDate } from '../../domain/dates';
import { type RegistrationInput, registrationDataSchema } from '../../domain/schemas/registration';
import { withProtocol } from '../../domain/text';
import { V } from '../../domain/validation';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { AppError, fieldError } from '../errors';
import { insertUser } from '../repositories/accounts';
import { insertContact } from '../repositories/addresses';
import { insertAudit } from '../repositories/declared';
import { findLegalEntity, insertLegalEntity, markProvider } from '../repositories/legalEntities';
import { queueMail } from '../repositories/mails';
import { insertPerson } from '../repositories/persons';
import { decideRegistration, lockRegistration, lockUsername } from '../repositories/registrations';
import { findUserByUsername } from '../repositories/users';
import { parseOrThrow } from '../validate';
import { issueTokenMail } from './accounts';
import { assertActiveCodes } from './codes';

/** What a registration keeps: the form without the password, whose hash alone is stored. */
export type RegistrationData = Omit<RegistrationInput, 'password' | 'repassword'>;
export type StoredRegistration = RegistrationData & { passwordHash: string };

/**
 * What the schema cannot see: the chosen organisation exists, and the codes come from their lists.
 * `previous` is the stored registration when the secretariat corrects one; its codes may stay.
 */
export async function assertRegistrationReferences(q: Queryable, r: RegistrationData, previous?: Partial<RegistrationData>) {
  if (r.iddiclegalentity && !(await findLegalEntity(q, r.iddiclegalentity))) throw fieldError('iddiclegalentity', V.select);
  await assertActiveCodes(q, [
    { field: 'cursustype', list: 'CURSUSTYPE', value: r.cursustype, kept: previous?.cursustype },
    { field: 'country', list: 'COUNTRY', value: r.iddiclegalentity ? null : r.country, kept: previous?.country },
    { field: 'iddiclegalform', list: 'legalform', value: r.iddiclegalentity ? null : r.iddiclegalform, kept: previous?.iddiclegalform },
  ]);
}

const personOf = (r: StoredRegistration) => ({ voornaam: r.firstname, achternaam: r.lastname, gebruikersnaam: r.username });

export const organisationName = async (q: Queryable, r: StoredRegistration) =>
  r.iddiclegalentity ? (((await findLegalEntity(q, r.iddiclegalentity))?.name as string | undefined) ?? '') : (r.name ?? '');

/**
 * APPROVED: the organisation (new, or the chosen one) becomes a provider, its contact person is
 * linked to it, and the OPLVERSTREKKER account is made and mailed its activation link.
 * DECLINED: the requestor is mailed the reason. Both happen in one transaction.
 */
export async function decideRegistrationRequest(
  db: Db,
  config: Config,
  id: number,
  decision: { status: 'APPROVED' | 'DECLINED'; comment: string | null },
  by: string,
) {
  return db.tx(async (q) => {
    const row = await lockRegistration(q, id);
    if (!row) throw new AppError(404, 'NOT_FOUND');
    if (row.status !== 'NIEUW') throw new AppError(409, 'CONFLICT');
    const r = row.data as StoredRegistration;
    // Approving creates the organisation and the account from this data: it must still pass the
    // wizard's rules and the chosen organisation must still exist. Its codes were checked when they
    // were chosen; one made inactive since may stay (hence the registration as its own `previous`).
    if (decision.status === 'APPROVED') {
      parseOrThrow(registrationDataSchema, r);
      await assertRegistrationReferences(q, r, r);
    }
    const organisatie = await organisationName(q, r);
    if (decision.status === 'DECLINED') {
      await decideRegistration(q, id, 'DECLINED', by, decision.comment, null);
      await insertAudit(q, {
        username: by,
        resource: 'registraties',
        recordId: id,
        action: 'DECLINED',
        before: { status: row.status },
        after: { status: 'DECLINED', comment: decision.comment },
      });
      // No account is made: the mail speaks the language the registration was filled in.
      const to = { email: r.email, username: null, language: row.language };
      await queueMail(q, 'REGISTRATIE_AFGEKEURD', to, { ...personOf(r), link: config.publicUrl, organisatie, reden: decision.comment ?? '' });
      return { status: 'DECLINED' as const };
    }
    await lockUsername(q, r.username);
    if (await findUserByUsername(q, r.username)) throw new AppError(409, 'USERNAME_TAKEN');
    let entity = r.iddiclegalentity ?? null;
    if (entity) await markProvider(q, entity);
    else {
      entity = await insertLegalEntity(q, {
        name: r.name!,
        iddiclegalform: r.iddiclegalform,
        website: withProtocol(r.website, r.siteProtocol),
        email: r.email,
        isProvider: true,
        address: { street: r.street!, housenumber: r.housenumber!, box: r.box, postcode: r.postcode!, locality: r.locality!, country: r.country },
      });
    }
    const contact = r.contactSame === 0 && r.contact.firstname ? r.contact : { firstname: r.firstname, lastname: r.lastname, email: r.email };
    const iddicperson = await insertPerson(q, { firstname: contact.firstname!, lastname: contact.lastname!, email: contact.email });
    await insertContact(q, {
      iddicperson,
      iddiclegalentity: entity,
      workaddress: 'CONTACT',
      iddicaddress: null,
      email: contact.email,
      startdate: brusselsDate(),
    });
    const userId = await insertUser(q, {
      username: r.username,
      passwordHash: r.passwordHash,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      roles: ['OPLVERSTREKKER'],
      legalEntityId: entity,
      cursusType: r.cursustype,
      active: false,
      // The account reads the portal in the registration's language, its activation mail too.
      language: row.language,
    });
    await decideRegistration(q, id, 'APPROVED', by, decision.comment, userId);
    await insertAudit(q, {
      username: by,
      resource: 'registraties',
      recordId: id,
      action: 'APPROVED',
      before: { status: row.status },
      after: { status: 'APPROVED', comment: decision.comment, userId, iddiclegalentity: entity },
    });
    await issueTokenMail(q, config, { id: userId, email: r.email, firstname: r.firstname, lastname: r.lastname, username: r.username }, 'ACTIVATE', {
      template: 'REGISTRATIE_GOEDGEKEURD',
      params: { organisatie },
    });
    return { status: 'APPROVED' as const, userId, iddiclegalentity: entity };
  });
}
