import { mergedOptions } from './audit.nl';
import { textsOf } from './registry';

/**
 * The audit trail in French, for the logbook and its Excel export alike: what kind of record a row
 * speaks of and what was done. A declared resource names itself and its moves in its French texts
 * (resources-fr: `name` and `history`); the rest is here.
 */

/** The kinds of record the hand-written calls and the product's own work write about. */
export const auditSubjects = {
  dierenartsen: 'Médecin vétérinaire',
  gebruikers: 'Utilisateur',
  agenda: "Lien d'agenda",
  cursusagenda: 'Formations dans votre propre agenda',
  attesten: 'Attestation de formation continue',
  rechtspersonen: 'Personne morale',
  app_state: 'Paramètre',
  herinneringen: 'Rappel',
  // The trail itself: an erasure's redaction is a row of it, naming the rows it changed (migration 067).
  audit_log: 'Journal',
} as const;

/** The fields the hand-written calls write into the trail, for the kinds of record that are no declared resource. */
export const auditFields: Record<string, Record<string, string>> = {
  dierenartsen: {
    email: 'Adresse e-mail',
    telephone: 'Téléphone',
    mobile: 'GSM',
    practpct: "Pourcentage d'activité en tant que médecin vétérinaire",
    species: 'Espèces animales',
    sectors: 'Secteurs',
    other_sectors: 'Autres secteurs',
    interests: "Domaines d'intérêt",
    transfer_email: "Communiquer l'adresse e-mail",
    xray: 'Rayons X',
    iddicaddress: 'Adresse',
    iddosextrole: "Rôle de l'adresse",
    kennisname: 'Règlement accepté',
  },
  gebruikers: {
    firstname: 'Prénom',
    lastname: 'Nom de famille',
    email: 'Adresse e-mail',
    telephone: 'Téléphone',
    language: 'Langue',
    nieuwWachtwoord: 'Mot de passe',
  },
  rechtspersonen: { ordenummer: "Numéro d'Ordre", workaddress: 'Fonction', startdate: 'Date de début' },
  audit_log: { rijen: 'Lignes effacées' },
  cursusagenda: { cursusId: 'Formation' },
  attesten: {
    username: "Numéro d'Ordre",
    periode: 'Période',
    total: 'Points effectifs',
    met: 'Satisfait',
    sha256: 'Empreinte du PDF (sha256)',
    language: "Langue de l'attestation",
  },
};

/** A field's label in a row of the trail: the declared resource's own, or the one above. */
export const auditFieldLabel = (resource: string, field: string): string | null =>
  textsOf(resource, 'fr')?.fields[field] ?? auditFields[resource]?.[field] ?? commonFields[field] ?? null;

/** What every decision writes, whatever the record's own texts call it: the secretariat's comment and the state. */
const commonFields: Record<string, string> = { comment: 'Commentaire', state: 'Statut', status: 'Statut' };

/** What was done, where a declared resource's own texts do not say it. */
export const auditActions = {
  create: 'Créé',
  update: 'Modifié',
  delete: 'Supprimé',
  upload: 'Fichier chargé',
  removeFile: 'Fichier supprimé',
  APPROVED: 'Approuvé',
  DECLINED: 'Refusé',
  ERROR: 'Non applicable',
  contactgegevens: 'Coordonnées modifiées',
  adresrol: 'Adresse choisie',
  activiteiten: 'Activités modifiées',
  kennisname: 'Règlement accepté',
  contactpersoon: 'Personne de contact liée',
  vertaling: 'Traduction modifiée',
  herinnering: 'Rappel envoyé',
  wachtwoord: 'Mot de passe modifié',
  activatie: 'Compte activé',
  pauzeren: 'Envoi suspendu',
  hervatten: 'Envoi repris',
  gegevens: 'Données téléchargées',
  wissen: 'Données effacées',
  uitschrijven: 'Membre désinscrit',
  telling: 'Votes dépouillés',
  comite: 'Comité électoral constitué',
  'ceremonie-herstart': 'Cérémonie des clés relancée',
  redactie: "Données d'un membre effacé retirées de lignes",
} as const;

/** The head of the trail's hash chain, as the logbook shows it (npm run verify:audit compares it). */
export const AUDIT_CHAIN_LABEL = 'Tête de la chaîne';

/** The singular of a declared resource's name ("Demande de dispense |||| ..."), or the subject's. */
export function auditSubjectLabel(resource: string): string | null {
  const own = textsOf(resource, 'fr')?.name;
  if (own) return own.split('||||')[0]!.trim();
  return (auditSubjects as Record<string, string>)[resource] ?? null;
}

/** What a row did: the resource's own history text for it, else the common one; null for an action nobody named. */
export function auditActionLabel(resource: string, action: string): string | null {
  const own = (textsOf(resource, 'fr')?.history as Record<string, string> | undefined)?.[action];
  return own ?? (auditActions as Record<string, string>)[action] ?? null;
}

/** The logbook's column headers, on the screen and in the workbook. */
export const auditColumns = { at: 'Moment', who: 'Par', subject: 'Type', record: 'Numéro', action: 'Action', changes: 'Champs modifiés' } as const;

export const AUDIT_SHEET = 'Journal';
export const auditFileName = (today: string) => `journal-${today}.xlsx`;

/** Merging the options that read the same works alike in both languages. */
export { mergedOptions };

/** The actions a filter offers for these kinds of record (every kind when none is chosen): each label once. */
export function auditActionOptions(resources: readonly string[]): { value: string; label: string }[] {
  const found: { value: string; label: string }[] = Object.entries(auditActions).map(([value, label]) => ({ value, label }));
  for (const resource of resources) {
    for (const [value, label] of Object.entries((textsOf(resource, 'fr')?.history as Record<string, string> | undefined) ?? {})) found.push({ value, label });
  }
  return mergedOptions(found, 'fr');
}
