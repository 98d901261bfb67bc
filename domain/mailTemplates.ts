/**
 * Every mail the product sends, with the parameters its template may use. The server refuses a
 * template text that uses any other parameter, and the edit dialog lists these for the secretariat.
 */
export const MAIL_PARAMS = {
  voornaam: 'Voornaam van de ontvanger',
  achternaam: 'Familienaam van de ontvanger',
  gebruikersnaam: 'Gebruikersnaam of ordenummer',
  link: 'Link naar de juiste pagina van het portaal',
  organisatie: 'Naam van de organisatie',
  reden: 'Reden of commentaar bij de beslissing',
  adres: 'Het betrokken adres',
  soort: 'Soort aanvraag',
  cursus: 'Titel van de cursus',
  status: 'Nieuwe status',
  evaluatienummer: 'Nummer van de goedgekeurde evaluatietoets',
  verkiezing: 'Naam van de verkiezing',
  begin: 'Begin (datum en uur)',
  einde: 'Einde (datum en uur)',
  wachtdienst: 'Naam van de wachtdienst',
  beslissing: 'De beslissing',
  jaren: 'Aantal jaren',
  einddatum: 'Einddatum',
  punten: 'Omschrijving van de bijscholingspunten',
  taak: 'Wat een lid van het kiescomité nu te doen heeft',
  vingerafdruk: 'Vingerafdruk van de stembus bij de sluiting (de kop van het stembord)',
  vingerafdruk_verkiezing: 'Vingerafdruk van de verkiezing (kandidaten, kiescomité en sleutel), om een gecontroleerd stembiljet mee te vergelijken',
} as const;
export type MailParam = keyof typeof MAIL_PARAMS;
export const MAIL_PARAM_NAMES = Object.keys(MAIL_PARAMS) as MailParam[];

const PERSON: MailParam[] = ['voornaam', 'achternaam', 'gebruikersnaam', 'link'];

export const MAIL_TEMPLATE_PARAMS: Record<string, MailParam[]> = {
  WACHTWOORD_RESET: PERSON,
  COMITE_TAAK: [...PERSON, 'verkiezing', 'taak'],
  COMITE_TELLING: [...PERSON, 'verkiezing', 'vingerafdruk'],
  ACTIVATIE: PERSON,
  REGISTRATIE_ONTVANGEN: [...PERSON, 'organisatie'],
  REGISTRATIE_GOEDGEKEURD: [...PERSON, 'organisatie'],
  REGISTRATIE_AFGEKEURD: [...PERSON, 'organisatie', 'reden'],
  ADRESWIJZIGING_GOEDGEKEURD: [...PERSON, 'soort', 'adres'],
  ADRESWIJZIGING_AFGEKEURD: [...PERSON, 'soort', 'adres', 'reden'],
  CURSUS_INGEDIEND: [...PERSON, 'cursus', 'organisatie'],
  CURSUS_STATUS: [...PERSON, 'cursus', 'status', 'reden'],
  EVALUATIE_GOEDGEKEURD: [...PERSON, 'cursus', 'evaluatienummer'],
  EVALUATIE_AFGEKEURD: [...PERSON, 'cursus', 'reden'],
  VERKIEZING_UITNODIGING: [...PERSON, 'verkiezing', 'begin', 'einde', 'vingerafdruk_verkiezing'],
  VERKIEZING_HERINNERING: [...PERSON, 'verkiezing', 'einde'],
  VERKIEZING_SLUITING: [...PERSON, 'verkiezing', 'vingerafdruk'],
  WACHTDIENST_REGISTRATIE: [...PERSON, 'wachtdienst', 'beslissing', 'reden'],
  WACHTDIENST_WIJZIGING: [...PERSON, 'wachtdienst', 'beslissing', 'reden'],
  VRIJSTELLING_BESLISSING: [...PERSON, 'beslissing', 'jaren', 'einddatum', 'reden'],
  PUNTEN_AFGEKEURD: [...PERSON, 'punten', 'reden'],
  PUNTEN_GEREGISTREERD: [...PERSON, 'cursus', 'organisatie', 'punten'],
  HERINNERING_PUNTEN: [...PERSON, 'punten', 'einddatum'],
  HERINNERING_STEMMEN: [...PERSON, 'verkiezing', 'einde'],
  HERINNERING_VRIJSTELLING: [...PERSON, 'einddatum'],
  HERINNERING_EVALUATIE: [...PERSON, 'cursus', 'organisatie'],
};

export const MAIL_STATUSES = ['NEW', 'STOP', 'PROCESSED', 'ERROR'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** The Dutch names the screens use too (src/i18n mails.status); the server writes them in the log. */
export const MAIL_STATUS_LABELS: Record<MailStatus, string> = { NEW: 'Nieuw', STOP: 'Gestopt', PROCESSED: 'Verwerkt', ERROR: 'Fout' };

/** Placeholders look like {{naam}}. */
export const PLACEHOLDER = /\{\{\s*([a-zA-Z_]\w*)\s*\}\}/g;
export const placeholdersIn = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];

/**
 * A reset or activation link is a single-use secret meant for the recipient only: where the
 * secretariat sees a mail's parameters, the token in such a link is masked (DESIGN §6).
 */
export const SECRET_LINK = /(\/(?:token|activate)\/)[^\s/?#]+/g;
export const MASK = '••••••';
export const maskSecretLinks = (value: string | null) => (value === null ? null : value.replace(SECRET_LINK, `$1${MASK}`));
/** A link whose token was masked once its mail was sent. */
export const hasMaskedLink = (value: string | null | undefined) => !!value && /\/(?:token|activate)\/••••••/.test(value);

/** The parameters a text uses that its template does not offer. */
export const unknownParams = (text: string, allowed: readonly string[]) => placeholdersIn(text).filter((p) => !allowed.includes(p));
