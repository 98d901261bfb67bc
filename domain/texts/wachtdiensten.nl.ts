/** The labels of an on-call service's own fields (domain/schemas/wachtdiensten.ts), the same wherever they are asked. */
export const SERVICE_LABELS = {
  name: 'Naam',
  telephone: 'Telefoon',
  email: 'E-mail',
  website: 'Website',
  type: 'Type',
  diersoorten: 'Diersoorten',
  disciplines: 'Disciplines',
  cities: 'Gemeenten',
  info: 'Info',
};

/** The labels and hints of a request's own fields (REQUEST_FIELDS), for both kinds of request. */
export const REQUEST_LABELS = {
  userEmail: 'E-mailadres voor de beslissing',
  requester: 'Ordenummer aanvrager',
  requesterName: 'Aanvrager',
  decision: 'Beslissing',
  comments: 'Commentaar',
  creationdate: 'Aangevraagd op',
};
export const REQUEST_HINTS = { userEmail: 'Leeg: het e-mailadres van de account van de aanvrager.' };

/** The 403 of a change asked by someone who neither belongs to the service nor answers for it. */
export const NOT_OWN_SERVICE = 'Alleen de leden en de verantwoordelijke van deze wachtdienst kunnen een wijziging aanvragen.';

export const SERVICE_HINTS = {
  telephone: 'Een telefoonnummer of een website is nodig.',
  website: 'Een telefoonnummer of een website is nodig.',
  disciplines: 'Alleen voor een specialistische wachtdienst.',
  cities: 'De gemeenten waar de wachtdienst werkt.',
};

/** The members' export (GET /wachtdiensten/{id}/members/actions/export): its sheet and Dutch headers. */
export const MEMBERS_SHEET = 'Leden';
export const memberColumns = {
  name: 'Naam',
  ordenummer: 'Ordenummer',
  activeMember: 'Lidmaatschap',
  creationdate: 'Lid sinds',
  email: 'E-mail',
  telephone: 'Telefoon',
  mobile: 'Gsm',
} as const;
export const memberKindText = { W: 'Actief lid', P: 'Passief lid' } as const;

/** The export's file name: the service's own name (SPEC §7), without what a file name cannot hold. */
export const membersFileName = (service: string) =>
  `${
    [...service]
      .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
      .join('')
      .trim() || 'wachtdienst'
  }.xlsx`;
