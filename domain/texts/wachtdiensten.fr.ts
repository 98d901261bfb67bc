/** The labels of an on-call service's own fields (domain/schemas/wachtdiensten.ts), in French. */
export const SERVICE_LABELS = {
  name: 'Nom',
  telephone: 'Téléphone',
  email: 'E-mail',
  website: 'Site web',
  type: 'Type',
  diersoorten: 'Espèces animales',
  disciplines: 'Disciplines',
  cities: 'Communes',
  info: 'Informations',
};

/** The labels and hints of a request's own fields (REQUEST_FIELDS), for both kinds of request. */
export const REQUEST_LABELS = {
  userEmail: 'Adresse e-mail pour la décision',
  requester: "Numéro d'Ordre du demandeur",
  requesterName: 'Demandeur',
  decision: 'Décision',
  comments: 'Commentaire',
  creationdate: 'Demandé le',
};
export const REQUEST_HINTS = { userEmail: "Vide : l'adresse e-mail du compte du demandeur." };

/** The 403 of a change asked by someone who neither belongs to the service nor answers for it. */
export const NOT_OWN_SERVICE = 'Seuls les membres et le responsable de ce service de garde peuvent demander une modification.';

export const SERVICE_HINTS = {
  telephone: 'Un numéro de téléphone ou un site web est nécessaire.',
  website: 'Un numéro de téléphone ou un site web est nécessaire.',
  disciplines: 'Uniquement pour un service de garde spécialisé.',
  cities: 'Les communes où le service de garde est actif.',
};

/** The members' export (GET /wachtdiensten/{id}/members/actions/export): its sheet and French headers. */
export const MEMBERS_SHEET = 'Membres';
export const memberColumns = {
  name: 'Nom',
  ordenummer: "Numéro d'Ordre",
  activeMember: 'Affiliation',
  creationdate: 'Membre depuis',
  email: 'E-mail',
  telephone: 'Téléphone',
  mobile: 'GSM',
} as const;
export const memberKindText = { W: 'Membre actif', P: 'Membre passif' } as const;

/** The export's file name: the service's own name (SPEC §7), without what a file name cannot hold. */
export const membersFileName = (service: string) =>
  `${
    [...service]
      .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'service-de-garde'
  }.xlsx`;
