import type { LegalEntityChoice } from '../../shared/lookups/LegalEntityAutocomplete';
import type { AddressChange } from './types';

/** The secretariat's choice in the picker: an organisation and, for a new cooperation, one of its addresses. */
export interface PickerChoice {
  organisation: LegalEntityChoice | null;
  iddicaddress: number | null;
}

/** What an approval may carry besides the state (POST /dierenartsen/addresschanges/{id}). */
export interface Corrections {
  iddiclegalentity?: number;
  iddicaddress?: number;
}

/** A new cooperation, or a new organisation (no id in the request), can be corrected before approval. */
export const isCorrectable = (request: AddressChange) => request.type === 'CONTACTNEW' || (request.type === 'RECHTSPERSOON' && !request.data?.iddiclegalentity);

/** What the member asked, as a choice: for a new cooperation the organisation and the address. */
export function requestedChoice(request: AddressChange): PickerChoice {
  if (request.type !== 'CONTACTNEW') return { organisation: null, iddicaddress: null };
  return {
    organisation: { iddiclegalentity: Number(request.data?.iddiclegalentity), name: request.organisation ?? '' },
    iddicaddress: Number(request.data?.iddicaddress) || null,
  };
}

/** Whether the choice differs from what the member asked. */
export function isChanged(request: AddressChange, choice: PickerChoice) {
  const requested = requestedChoice(request);
  return (
    (choice.organisation?.iddiclegalentity ?? null) !== (requested.organisation?.iddiclegalentity ?? null) ||
    (request.type === 'CONTACTNEW' && choice.iddicaddress !== requested.iddicaddress)
  );
}

/**
 * The corrections to send with an approval: only what differs from the request. `null` while the
 * choice is incomplete: another organisation, or the member's one, without an address chosen.
 */
export function correctionsOf(request: AddressChange, choice: PickerChoice): Corrections | null {
  if (!isCorrectable(request)) return {};
  if (request.type === 'RECHTSPERSOON') return choice.organisation ? { iddiclegalentity: choice.organisation.iddiclegalentity } : {};
  const requested = requestedChoice(request);
  const organisation = choice.organisation?.iddiclegalentity ?? requested.organisation!.iddiclegalentity;
  if (organisation !== requested.organisation!.iddiclegalentity) {
    return choice.iddicaddress ? { iddiclegalentity: organisation, iddicaddress: choice.iddicaddress } : null;
  }
  if (!choice.iddicaddress) return null;
  return choice.iddicaddress !== requested.iddicaddress ? { iddicaddress: choice.iddicaddress } : {};
}
