import type { AddressChangeInput, AddressDecision } from '../../domain/schemas/members';
import { withProtocol } from '../../domain/text';
import { V } from '../../domain/validation';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { AppError, fieldError } from '../errors';
import { worded } from '../mail/words';
import { type AddressChangeRow, decideAddressChange, findAddressChange, lockAddressChange, setAddressChangeData } from '../repositories/addressChanges';
import { endContact, findContact, insertAddress, insertContact, setAddressRole } from '../repositories/addresses';
import { insertAudit } from '../repositories/declared';
import { findLegalEntity, insertLegalEntity, legalEntityAddresses, updateLegalEntityDetails } from '../repositories/legalEntities';
import { queueMail } from '../repositories/mails';
import { findPerson, refreshPersonLocality } from '../repositories/persons';

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
      if (!(await endContact(q, contact.iddiccontact, data.startdate))) throw new NotApplicable('Deze samenwerking werd al beëindigd.');
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

/** The fields of a new organisation that no longer apply once the request is linked to an existing one. */
const NEW_ORGANISATION_FIELDS = ['legalentityname', 'street', 'number', 'box', 'postcode', 'locality'] as const;

/**
 * The request's data with the secretariat's corrections merged in, or null when there is nothing to
 * change. Refuses (400, nothing written) a correction that does not fit the request: only an approval
 * of a new cooperation (another organisation and/or one of its addresses) or of a new organisation
 * (linked to an existing one instead) can be corrected. What the member asked is kept under `requested`.
 */
async function corrected(q: Queryable, request: AddressChangeRow, decision: AddressDecision): Promise<Record<string, any> | null> {
  const organisation = decision.iddiclegalentity ?? null;
  const address = decision.iddicaddress ?? null;
  if (organisation === null && address === null) return null;
  const data = request.data;
  const first = organisation !== null ? 'iddiclegalentity' : 'iddicaddress';
  if (decision.state !== 'APPROVED') throw fieldError(first, V.notCorrectable);

  if (request.code === 'CONTACTNEW') {
    const requested = { iddiclegalentity: Number(data.iddiclegalentity), iddicaddress: Number(data.iddicaddress) };
    if (organisation !== null && !(await findLegalEntity(q, organisation))) throw fieldError('iddiclegalentity', V.select);
    const entity = organisation ?? requested.iddiclegalentity;
    const chosen = address ?? requested.iddicaddress;
    const addresses = await legalEntityAddresses(q, entity);
    if (!addresses.some((a) => a.iddicaddress === chosen)) throw fieldError('iddicaddress', V.select);
    if (entity === requested.iddiclegalentity && chosen === requested.iddicaddress) return null;
    return { ...data, iddiclegalentity: entity, iddicaddress: chosen, requested: data.requested ?? requested };
  }

  if (request.code === 'RECHTSPERSOON' && !data.iddiclegalentity) {
    if (address !== null) throw fieldError('iddicaddress', V.notCorrectable);
    if (!(await findLegalEntity(q, organisation!))) throw fieldError('iddiclegalentity', V.select);
    const requested: Record<string, unknown> = { iddiclegalentity: null };
    const cleared: Record<string, null> = {};
    for (const field of NEW_ORGANISATION_FIELDS) {
      requested[field] = data[field] ?? null;
      cleared[field] = null;
    }
    // Phone, e-mail, website and legal form stay: they update the existing organisation as for any linked request.
    return { ...data, ...cleared, iddiclegalentity: organisation, requested: data.requested ?? requested };
  }

  throw fieldError(first, V.notCorrectable);
}

/**
 * Decides a request. Approval applies it in the same transaction, with the secretariat's corrections
 * (if any) merged into the request first; when it cannot be applied, the changes and the corrections
 * roll back and the request is stored in ERROR with the reason. The member is mailed.
 */
export async function decide(db: Db, config: Config, id: number, decision: AddressDecision, by: string, log?: Logger) {
  const outcome = await db.tx(async (q): Promise<'APPROVED' | 'DECLINED' | 'ERROR'> => {
    // The request as it stood, read under its lock: the trail's `before` (its state, comment and data).
    const before = (await lockAddressChange(q, id)) && (await findAddressChange(q, id));
    const state = await decideLocked(q, config, id, decision, by, log);
    // The decision's row of the trail, in its transaction (the request's history tab reads it).
    await insertAudit(q, { username: by, resource: 'adreswijzigingen', recordId: id, action: state, before, after: await findAddressChange(q, id) });
    return state;
  });
  return { state: outcome, request: (await findAddressChange(db, id))! };
}

/** The decision itself, on the locked request: its state, the change applied or its reason, the member's mail. */
async function decideLocked(
  q: Queryable,
  config: Config,
  id: number,
  decision: AddressDecision,
  by: string,
  log?: Logger,
): Promise<'APPROVED' | 'DECLINED' | 'ERROR'> {
  const locked = await lockAddressChange(q, id);
  if (!locked) throw new AppError(404, 'NOT_FOUND');
  if (locked.state !== 'NEW' && locked.state !== 'ERROR') throw new AppError(409, 'CONFLICT');
  const request = (await findAddressChange(q, id))!;
  const data = await corrected(q, request, decision);
  if (decision.state === 'DECLINED') {
    await decideAddressChange(q, id, 'DECLINED', by, decision.comment, null);
    await mailDecision(q, config, request, 'ADRESWIJZIGING_AFGEKEURD', decision.comment);
    return 'DECLINED';
  }
  try {
    await q.query('SAVEPOINT apply_change');
    if (data) await setAddressChangeData(q, id, data);
    await apply(q, data ? { ...request, data } : request);
    await q.query('RELEASE SAVEPOINT apply_change');
  } catch (error) {
    await q.query('ROLLBACK TO SAVEPOINT apply_change');
    if (!(error instanceof NotApplicable)) log?.warn(error, `address change ${id} could not be applied`);
    const reason = error instanceof NotApplicable ? error.message : technicalReason(error);
    await decideAddressChange(q, id, 'ERROR', by, decision.comment, reason);
    return 'ERROR';
  }
  await decideAddressChange(q, id, 'APPROVED', by, decision.comment, null);
  // The mail names what was applied: the corrected organisation and address, if corrected.
  await mailDecision(q, config, data ? (await findAddressChange(q, id))! : request, 'ADRESWIJZIGING_GOEDGEKEURD', decision.comment);
  return 'APPROVED';
}

async function mailDecision(q: Queryable, config: Config, request: AddressChangeRow, template: string, comment: string | null) {
  const person = await findPerson(q, request.iddicperson);
  if (!person?.email || !person.ordenummer) return;
  const to = { email: person.email, username: person.ordenummer };
  await queueMail(q, template, to, {
    voornaam: person.firstname,
    achternaam: person.lastname,
    gebruikersnaam: person.ordenummer,
    link: `${config.publicUrl}/dierenarts/${encodeURIComponent(person.ordenummer)}/adressen`,
    soort: worded((t) => t.addressChangeKinds[request.code] ?? request.code),
    // The summary names the work address of a cooperation too (repositories/addressChanges), in both languages.
    adres: { nl: request.address ?? '', fr: (await findAddressChange(q, request.id, 'fr'))?.address ?? '' },
    reden: comment ?? '',
  });
}
