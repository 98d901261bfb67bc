/**
 * The member's own data file (GDPR art. 15 and 20) in French: the overview's title, its areas and
 * sections, the labels of the columns and the names of the codes the portal keeps itself.
 */
export const MEMBER_DATA_TITLE = "Vos données auprès de l'Ordre des Médecins Vétérinaires";

export const memberDataIntro =
  "Ce fichier contient toutes les données que le portail des membres conserve à votre sujet. gegevens.json contient les mêmes données sous une forme lisible par machine ; le dossier bestanden contient les documents que vous avez chargés. Votre vote lors d'une élection est secret et n'y figure pas : seulement le fait que vous avez voté, et quand.";

/** The document's parts: each area a heading, its sections below it, in this order. */
export const memberDataAreas: { id: string; title: string; sections: Record<string, string> }[] = [
  {
    id: 'account',
    title: 'Compte et données personnelles',
    sections: {
      account: 'Compte',
      persoon: 'Données personnelles',
      sessies: 'Connexions',
      links: 'Liens pour définir un mot de passe ou activer le compte',
      agenda: "Lien d'agenda",
      cursusagenda: 'Formations dans votre propre agenda',
    },
  },
  {
    id: 'adressen',
    title: 'Adresses et collaborations',
    sections: {
      adressen: 'Adresses',
      samenwerkingen: 'Collaborations avec des personnes morales',
      adreswijzigingen: "Demandes de modification d'adresses et de collaborations",
    },
  },
  {
    id: 'beroep',
    title: 'Profession et formation continue',
    sections: {
      activiteiten: 'Activités professionnelles',
      punten: 'Points de formation continue',
      aanwezigheden: 'Présences enregistrées par un organisateur de formation',
      vrijstellingen: 'Dispenses de formation continue',
      attesten: 'Attestations de formation continue',
    },
  },
  {
    id: 'wachtdienst',
    title: 'Services de garde',
    sections: {
      wachtdiensten: 'Affiliations à des services de garde',
      wachtdienstaanvragen: "Demandes d'un nouveau service de garde",
      wachtdienstwijzigingen: "Demandes de modification d'un service de garde",
    },
  },
  { id: 'verkiezing', title: 'Élections', sections: { verkiezingen: 'Participation aux élections', kandidaturen: 'Candidatures' } },
  { id: 'berichten', title: 'E-mails et rappels', sections: { mails: 'E-mails qui vous ont été adressés', herinneringen: 'Rappels' } },
  { id: 'documenten', title: 'Documents', sections: { bestanden: 'Fichiers chargés' } },
  { id: 'logboek', title: 'Journal', sections: { logboek: 'Ce qui est advenu de vos données' } },
];

export const memberDataTexts = {
  contents: 'Table des matières',
  member: "Numéro d'Ordre",
  made: 'Établi le',
  none: 'Aucune donnée.',
  yes: 'Oui',
  no: 'Non',
  file: (id: number) => `fichier n° ${id} (dossier bestanden)`,
  bytes: (size: string) => `${size} octets`,
  fileKind: (extension: string) => `Fichier ${extension.toUpperCase()}`,
  period: (from: string, until: string) => `du ${from} au ${until}`,
  changed: 'Modifications',
  written: 'Données',
  more: (n: number) => (n === 1 ? 'et 1 autre donnée' : `et ${n} autres données`),
  by: 'Par',
  subject: 'Concerne',
  address: 'Adresse',
} as const;

/** A column's label wherever it appears (a section's own label below comes first). */
export const memberColumnLabels: Record<string, string> = {
  ordenummer: "Numéro d'Ordre",
  firstname: 'Prénom',
  lastname: 'Nom de famille',
  name: 'Nom',
  email: 'Adresse e-mail',
  telephone: 'Téléphone',
  mobile: 'GSM',
  locality: 'Commune',
  roles: 'Rôles',
  active: 'Actif',
  created_at: 'Créé le',
  updated_at: 'Dernière modification le',
  creationdate: 'Créé le',
  startdate: 'À partir du',
  enddate: "Jusqu'au",
  comment: 'Commentaire',
  comments: 'Explication',
  state: 'Statut',
  status: 'Statut',
};

/** Labels that differ per section, and the columns a section shows that others keep to themselves. */
export const memberSectionLabels: Record<string, Record<string, string>> = {
  account: { username: "Nom d'utilisateur", kennisname: 'Règlement accepté', cursus_type: "Type d'organisateur de formation" },
  adressen: { role: "Type d'adresse", adres: 'Adresse' },
  samenwerkingen: { rechtspersoon: 'Personne morale', workaddress: 'Fonction' },
  adreswijzigingen: {
    id: 'Numéro',
    code: 'Type',
    data: 'Demandé',
    error: 'Erreur',
    decided_at: 'Décidé le',
    decided_by: 'Décidé par',
    creationdate: 'Introduit le',
  },
  punten: {
    id: 'Numéro',
    periode_id: 'Période',
    bijlage_id: 'Document',
    attend_id: 'Preuve de présence',
    geslaagden_id: 'Attestation de réussite',
    credited_by: 'Enregistré par',
    credited_at: 'Enregistré le',
  },
  aanwezigheden: { cursus_id: 'Formation', username: '', geslaagd: 'Réussi', credited_by: 'Enregistré par', credited_at: 'Enregistré le' },
  vrijstellingen: { id: 'Numéro', end_date: 'Date de fin', attachment_id: 'Pièce justificative' },
  attesten: {
    code: 'Code de vérification',
    periode_id: 'Période',
    totaal: 'Points approuvés',
    voldaan: "Satisfait à l'obligation de formation continue",
    sha256: 'Empreinte du PDF',
    made_at: 'Établie le',
    made_by: 'Établie par',
  },
  wachtdiensten: { wachtdienst: 'Service de garde', name: '', ordenummer: '', active_member: 'Affiliation', creationdate: 'Membre depuis' },
  agenda: { created_at: 'Créé le' },
  cursusagenda: { cursus_id: 'Formation', created_at: 'Ajoutée le', username: '' },
  sessies: { created_at: 'Connecté le', last_seen: 'Dernière activité le' },
  links: { kind: 'Type', expires_at: "Valable jusqu'au", used_at: 'Utilisé le' },
  verkiezingen: { verkiezing: 'Élection', gestemd_op: 'A voté le' },
  kandidaturen: { verkiezing: 'Élection', begin: 'Début du vote', einde: 'Fin du vote', campagne_id: 'Fichier de campagne' },
  wachtdienstaanvragen: { id: 'Numéro' },
  wachtdienstwijzigingen: { id: 'Numéro' },
  mails: {
    idmail: 'Numéro',
    sjabloon: "Type d'e-mail",
    recipient: 'À',
    waarden: 'Contenu',
    attempts: 'Tentatives',
    next_attempt_at: 'Prochaine tentative',
    processed_at: 'Envoyé le',
  },
  herinneringen: { occasion: 'Occasion', creationdate: 'Envoyé le', idmail: 'E-mail n°', recipient: '' },
  bestanden: {
    id: 'Numéro',
    name: 'Nom du fichier',
    content_type: 'Type de fichier',
    size: 'Taille',
    sha256: 'Empreinte (SHA-256)',
    created_at: 'Chargé le',
  },
  logboek: { at: 'Moment', action: 'Action' },
};

/** The parts of what an address change asked, and of an address. */
export const memberDataLabels: Record<string, string> = {
  code: 'Type',
  startdate: 'À partir du',
  legalentityname: "Nom de l'organisation",
  iddiclegalform: 'Forme juridique',
  orgtelephone: "Téléphone de l'organisation",
  orgemail: "Adresse e-mail de l'organisation",
  orgwebsite: "Site web de l'organisation",
  workaddress: 'Fonction',
  telephone: 'Téléphone',
  mobile: 'GSM',
  email: 'Adresse e-mail',
};

/** Which columns stay out of the overview does not depend on the language. */
export { memberHiddenColumns } from './memberData.nl';

/** Codes the portal names itself (a code list in the database names the rest). */
export const memberCodeTexts: Record<string, Record<string, string>> = {
  roles: { DIERENARTS: 'Médecin vétérinaire', SECRETARIAAT: 'Secrétariat', OPLVERSTREKKER: 'Organisateur de formation' },
  kind: { RESET: 'Redéfinir le mot de passe', ACTIVATE: 'Activer le compte' },
  occasion: { punten: 'Points de formation continue', stemmen: 'Vote', vrijstelling: 'Dispense', evaluatie: "Test d'évaluation" },
};

export const memberDataFileName = (username: string, day: string) => `donnees-${username}-${day}.zip`;
