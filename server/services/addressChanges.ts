import type { AddressChangeInput } from '../../domain/schemas/members';
import { withProtocol } from '../../domain/text';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { AppError } from '../errors';
import { endContact, findContact, insertAddress, insertContact, setAddressRole } from '../repositories/addresses';
import { type AddressChangeRow, decideAddressChange, findAddressChange, lockAddressChange } from '../repositories/addressChanges';
import { findLegalEntity, insertLegalEntity, updateLegalEntityDetails } from '../repositories/legalEntities';
import { queueMail } from '../repositories/mails';
import { findPerson, refreshPersonLocality } from '../repositories/persons';

const KIND: Record<string, string> = {
  RECHTSPERSOON: 'Gegevens van een rechtspersoon',
  DOMICILIE: 'Nieuw domicilieadres',
  CONTACTNEW: 'Nieuwe samenwerking',
  CONTACTEND: 'Einde van een samenwerking',
};

/** Why a request cannot be applied; the request is then left in ERROR with this reason. */
class NotApplicable extends Error {}

/** The secretariat reads the reason, so it is said in Dutch; the database's own words go to the log. */
const DB_REASONS: Record<string, string> = {
  '23503': 'de aanvraag verwijst naar een gegeven dat niet (meer) bestaat.',
  '23505': 'dit gegeven bestaat al.',
  '23502': 'een verplicht gegeven ontbreekt.',
  '22001': 'een waarde is te lang.',
};
const technicalReason = (error: unknown) =>
  `Technische fout: ${DB_REASONS[(error as { code?: string }).code ?? ''] ?? 'de wijziging kon niet worden opgeslagen.'}`;

export interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/** Applies one approved request to the member's addresses and cooperations (SPEC §4). */
async function apply(q: Queryable, request: AddressChangeRow) {
  const data = request.data as AddressChangeInput;
  const person = request.iddicperson;
  switch (data.code) {
    case 'DOMICILIE': {
      const address = await insertAddress(q, { ...data, housenumber: data.number, country: data.land });
      await setAddressRole(q, person, address, 'LID', data.startdate);
      break;
    }
    case 'CONTACTNEW': {
      if (!(await findLegalEntity(q, data.iddiclegalentity))) throw new NotApplicable('De organisatie bestaat niet meer.');
      await insertContact(q, { iddicperson: person, ...data });
      break;
    }
    case 'CONTACTEND': {
      const contact = await findContact(q, data.iddiccontact);
      if (!contact || contact.iddicperson !== person) throw new NotApplicable('Deze samenwerking hoort niet bij dit lid.');
      if (contact.enddate) throw new NotApplicable('Deze samenwerking werd al beëindigd.');
      await endContact(q, contact.iddiccontact, data.startdate);
      break;
    }
    case 'RECHTSPERSOON': {
      const website = withProtocol(data.orgwebsite, data.siteProtocol);
      let entity = data.iddiclegalentity ?? null;
      if (entity) {
        if (!(await findLegalEntity(q, entity))) throw new NotApplicable('De organisatie bestaat niet meer.');
        await updateLegalEntityDetails(q, entity, { ...data, telephone: data.orgtelephone, email: data.orgemail, website });
      } else {
        entity = await insertLegalEntity(q, {
          name: data.legalentityname!,
          iddiclegalform: data.iddiclegalform,
          telephone: data.orgtelephone,
          email: data.orgemail,
          website,
          address: { street: data.street!, housenumber: data.number!, box: data.box, postcode: data.postcode!, locality: data.locality!, country: data.land },
        });
      }
      await insertContact(q, { iddicperson: person, iddiclegalentity: entity, workaddress: data.workaddress, iddicaddress: null, startdate: data.startdate });
      break;
    }
  }
  await refreshPersonLocality(q, person);
}

/**
 * Decides a request. Approval applies it in the same transaction; when it cannot be applied the
 * changes roll back and the request is stored in ERROR with the reason. The member is mailed.
 */
export async function decide(
  db: Db,
  config: Config,
  id: number,
  decision: { state: 'APPROVED' | 'DECLINED'; comment: string | null },
  by: string,
  log?: Logger,
) {
  const outcome = await db.tx(async (q) => {
    const locked = await lockAddressChange(q, id);
    if (!locked) throw new AppError(404, 'NOT_FOUND');
    if (locked.state !== 'NEW' && locked.state !== 'ERROR') throw new AppError(409, 'CONFLICT');
    const request = (await findAddressChange(q, id))!;
    if (decision.state === 'DECLINED') {
      await decideAddressChange(q, id, 'DECLINED', by, decision.comment, null);
      await mailDecision(q, config, request, 'ADRESWIJZIGING_AFGEKEURD', decision.comment);
      return 'DECLINED';
    }
    try {
      await q.query('SAVEPOINT apply_change');
      await apply(q, request);
      await q.query('RELEASE SAVEPOINT apply_change');
    } catch (error) {
      await q.query('ROLLBACK TO SAVEPOINT apply_change');
      if (!(error instanceof NotApplicable)) log?.warn(error, `address change ${id} could not be applied`);
      const reason = error instanceof NotApplicable ? error.message : technicalReason(error);
      await decideAddressChange(q, id, 'ERROR', by, decision.comment, reason);
      return 'ERROR';
    }
    await decideAddressChange(q, id, 'APPROVED', by, decision.comment, null);
    await mailDecision(q, config, request, 'ADRESWIJZIGING_GOEDGEKEURD', decision.comment);
    return 'APPROVED';
  });
  return { state: outcome, request: await findAddressChange(db, id) };
}

async function mailDecision(q: Queryable, config: Config, request: AddressChangeRow, template: string, comment: string | null) {
  const person = await findPerson(q, request.iddicperson);
  if (!person?.email || !person.ordenummer) return;
  await queueMail(q, template, person.email, {
    voornaam: person.firstname,
    achternaam: person.lastname,
    gebruikersnaam: person.ordenummer,
    link: `${config.publicUrl}/dierenarts/${encodeURIComponent(person.ordenummer)}/adressen`,
    soort: KIND[request.code] ?? request.code,
    adres: request.address ?? '',
    reden: comment ?? '',
  });
}
