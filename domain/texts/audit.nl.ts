import { collatorOf } from '../collation';
import type { Language } from '../language';
import { textsOf } from './registry';

/**
 * The audit trail in Dutch, for the secretariat's logbook and its Excel export alike: what kind of
 * record a row speaks of and what was done. A declared resource names itself and its moves (its
 * texts' `name` and `history`); the rest is here.
 */

/** The kinds of record the hand-written calls and the product's own work write about. */
export const auditSubjects = {
  dierenartsen: 'Dierenarts',
  gebruikers: 'Gebruiker',
  agenda: 'Agendalink',
  cursusagenda: 'Bijscholingen in eigen agenda',
  attesten: 'Attest permanente vorming',
  rechtspersonen: 'Rechtspersoon',
  app_state: 'Instelling',
  herinneringen: 'Herinnering',
  // The trail itself: an erasure's redaction is a row of it, naming the rows it changed (migration 067).
  audit_log: 'Logboek',
} as const;

/** The fields the hand-written calls write into the trail, for the kinds of record that are no declared resource. */
export const auditFields: Record<string, Record<string, string>> = {
  dierenartsen: {
    email: 'E-mailadres',
    telephone: 'Telefoon',
    mobile: 'GSM',
    practpct: 'Percentage actief als dierenarts',
    species: 'Diersoorten',
    sectors: 'Sectoren',
    other_sectors: 'Andere sectoren',
    interests: 'Interessegebieden',
    transfer_email: 'E-mailadres doorgeven',
    xray: 'Röntgenstralen',
    iddicaddress: 'Adres',
    iddosextrole: 'Rol van het adres',
    kennisname: 'Reglement aanvaard',
  },
  gebruikers: { firstname: 'Voornaam', lastname: 'Achternaam', email: 'E-mailadres', telephone: 'Telefoon', language: 'Taal', nieuwWachtwoord: 'Wachtwoord' },
  rechtspersonen: { ordenummer: 'Ordenummer', workaddress: 'Functie', startdate: 'Begindatum' },
  audit_log: { rijen: 'Gewiste rijen' },
  cursusagenda: { cursusId: 'Cursus' },
  attesten: {
    username: 'Ordenummer',
    periode: 'Periode',
    total: 'Effectieve punten',
    met: 'Voldaan',
    sha256: 'Vingerafdruk van de PDF (sha256)',
    language: 'Taal van het attest',
  },
};

/** A field's label in a row of the trail: the declared resource's own, or the one above. */
export const auditFieldLabel = (resource: string, field: string): string | null =>
  textsOf(resource)?.fields[field] ?? auditFields[resource]?.[field] ?? commonFields[field] ?? null;

/** What every decision writes, whatever the record's own texts call it: the secretariat's comment and the state. */
const commonFields: Record<string, string> = { comment: 'Commentaar', state: 'Status', status: 'Status' };

/** What was done, where a declared resource's own texts do not say it. */
export const auditActions = {
  create: 'Aangemaakt',
  update: 'Gewijzigd',
  delete: 'Verwijderd',
  upload: 'Bestand opgeladen',
  removeFile: 'Bestand verwijderd',
  APPROVED: 'Goedgekeurd',
  DECLINED: 'Afgekeurd',
  ERROR: 'Niet toe te passen',
  contactgegevens: 'Contactgegevens gewijzigd',
  adresrol: 'Adres gekozen',
  activiteiten: 'Activiteiten gewijzigd',
  kennisname: 'Reglement aanvaard',
  contactpersoon: 'Contactpersoon gekoppeld',
  vertaling: 'Vertaling gewijzigd',
  herinnering: 'Herinnering verstuurd',
  wachtwoord: 'Wachtwoord gewijzigd',
  activatie: 'Account geactiveerd',
  pauzeren: 'Verzending gepauzeerd',
  hervatten: 'Verzending hervat',
  gegevens: 'Gegevens gedownload',
  wissen: 'Gegevens gewist',
  uitschrijven: 'Lid uitgeschreven',
  telling: 'Stemmen geteld',
  comite: 'Kiescomité samengesteld',
  'ceremonie-herstart': 'Sleutelceremonie opnieuw gestart',
  redactie: 'Gegevens van een gewist lid uit rijen gehaald',
} as const;

/** The head of the trail's hash chain, as the logbook shows it (npm run verify:audit compares it). */
export const AUDIT_CHAIN_LABEL = 'Kop van de keten';

/** The singular of a declared resource's name ("Vrijstellingsaanvraag |||| ..."), or the subject's. */
export function auditSubjectLabel(resource: string): string | null {
  const own = textsOf(resource)?.name;
  if (own) return own.split('||||')[0]!.trim();
  return (auditSubjects as Record<string, string>)[resource] ?? null;
}

/** What a row did: the resource's own history text for it, else the common one; null for an action nobody named. */
export function auditActionLabel(resource: string, action: string): string | null {
  const own = (textsOf(resource)?.history as Record<string, string> | undefined)?.[action];
  return own ?? (auditActions as Record<string, string>)[action] ?? null;
}

/** The logbook's column headers, on the screen and in the workbook. */
export const auditColumns = { at: 'Tijdstip', who: 'Door', subject: 'Soort', record: 'Nummer', action: 'Handeling', changes: 'Gewijzigde velden' } as const;

export const AUDIT_SHEET = 'Logboek';
export const auditFileName = (today: string) => `logboek-${today}.xlsx`;

/**
 * A filter's options, each label once: values that read the same (the common "Goedgekeurd" and a
 * queue's own `goedkeuren` or `APP`) are one option whose value lists them, comma-separated, as the
 * logbook's filters take them. In the alphabetical order of the labels' language.
 */
export function mergedOptions(options: readonly { value: string; label: string }[], language: Language = 'nl'): { value: string; label: string }[] {
  const byLabel = new Map<string, string[]>();
  for (const o of options) byLabel.set(o.label, [...(byLabel.get(o.label) ?? []), o.value]);
  const collator = collatorOf(language);
  return [...byLabel].map(([label, values]) => ({ value: [...new Set(values)].join(','), label })).sort((a, b) => collator.compare(a.label, b.label));
}

/** The actions a filter offers for these kinds of record (every kind when none is chosen): each label once. */
export function auditActionOptions(resources: readonly string[]): { value: string; label: string }[] {
  const found: { value: string; label: string }[] = Object.entries(auditActions).map(([value, label]) => ({ value, label }));
  for (const resource of resources) {
    for (const [value, label] of Object.entries((textsOf(resource)?.history as Record<string, string> | undefined) ?? {})) found.push({ value, label });
  }
  return mergedOptions(found);
}
