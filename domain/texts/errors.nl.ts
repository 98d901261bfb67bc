import type { ErrorCode, SuccessCode } from '../errors';

// Here, not in src/i18n, because the server sends these texts too and must not import the browser
// app; src/i18n/domain.nl.ts takes them into the app's catalogue.

/** Dutch text of every server error code (SPEC §8); typed so a new code without text fails the build. */
export const errorMessages: Record<ErrorCode, string> = {
  LOGIN_FAILED: 'Aanmelden mislukt. Kijk uw gebruikersnaam en wachtwoord na.',
  LOGIN_MESSAGE: 'Inloggen mislukt kijk je wachtwoord en/of gebruikersnaam na.',
  LOGIN_THROTTLED: 'Te veel mislukte pogingen. Probeer binnen enkele minuten opnieuw.',
  TOO_MANY_REQUESTS: 'U hebt te veel aanvragen na elkaar verstuurd. Probeer binnen enkele minuten opnieuw.',
  USERNAME_EMPTY: 'Vul uw gebruikersnaam in.',
  PASS_AND_REPASS_NOT_SAME: "'Wachtwoord' en 'Wachtwoord opnieuw' komen niet overeen.",
  PASSWORD_RULE: 'Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.',
  TOKEN_NOT_FOUND: 'Deze link is ongeldig of werd al gebruikt.',
  MULTIPLE_TOKENS_FOUND: 'Deze link is niet eenduidig. Vraag een nieuwe link aan.',
  EXPIRED_TOKEN: 'Deze link is verlopen. Vraag een nieuwe link aan.',
  USER_NO_ROLES: 'Aan deze gebruiker zijn geen rechten toegekend. Neem contact op met de Orde.',
  BLANCO_VOTE_SPECIAL_BTN: 'U hebt geen kandidaat gekozen. Gebruik de knop "Blanco stemmen" om blanco te stemmen.',
  EXCEEDS_MAX_VOTES: 'U hebt meer kandidaten gekozen dan er verkozen kunnen worden.',
  ALLREADY_VOTED: 'U hebt al gestemd voor deze verkiezing.',
  ELECTION_WITHOUT_CANDIDATES: 'Een verkiezing zonder kandidaten kan niet gefinaliseerd worden. Voeg eerst kandidaten toe.',
  ELECTION_ALREADY_STARTED: 'Het begin van deze verkiezing ligt al in het verleden. Kies eerst een later begin.',
  ELECTION_FINALISED: 'Deze verkiezing is gefinaliseerd: ze en haar kandidaten kunnen niet meer gewijzigd worden.',
  CURSUS_STATUS_ERROR: 'Deze actie is niet mogelijk in de huidige status van de cursus.',
  500021: 'Deze cursus werd al ingediend en ligt bij het secretariaat.',
  INVALID_CURSUS_PERIOD: 'Een cursus moet minstens 2 weken op voorhand aangevraagd worden.',
  EVALUATION_FINAL: 'Deze evaluatietoets werd al goedgekeurd en genummerd; ze kan niet meer vervangen worden.',
  CURSUS_WITHOUT_ITEMS: 'Een cursus zonder items kan niet aangevraagd worden. Voeg eerst het programma toe op het tabblad "Items".',
  FILE_NOT_FOUND: 'Het bestand werd niet gevonden.',
  FILE_TYPE_NOT_ALLOWED: 'Dit bestandstype is niet toegelaten (doc, docx, pdf, ppt, pptx, jpg, jpeg).',
  FILE_TOO_LARGE: 'Het bestand is te groot.',
  VALIDATION_ERROR: 'Niet alle velden zijn correct ingevuld.',
  NOT_LOGGED_IN: 'U bent niet (meer) aangemeld.',
  FORBIDDEN: 'U hebt onvoldoende rechten',
  NOT_FOUND: 'Het gevraagde gegeven werd niet gevonden.',
  CONFLICT: 'Het gegeven werd intussen gewijzigd. Laad de pagina opnieuw.',
  ORIGIN_REJECTED: 'Deze aanvraag komt niet van de toepassing zelf en werd geweigerd.',
  SERVICE_UNAVAILABLE: 'Service is momenteel niet bereikbaar probeer later opnieuw',
  UNKNOWN_ISSUE: 'Er is een onbekend probleem opgetreden.',
  UNFORSEEN_ERROR: 'Er is iets fout gelopen, probeer later opnieuw.',
  KENNISNAME_REQUIRED: 'U moet eerst het reglement aanvaarden.',
  CODE_ALREADY_EXISTS: 'Deze code bestaat al in deze codelijst.',
  UNKNOWN_MAIL_PARAMETER: 'Onbekende parameter(s)',
  USERNAME_TAKEN: 'Deze gebruikersnaam is al in gebruik. Kies een andere.',
  VALUE_NOT_UNIQUE: 'Deze waarde bestaat al.',
  RECORD_OVERLAP: 'Deze periode overlapt met een bestaande periode.',
  ONLY_ONE_ACTIVE: 'Er kan maar één actief zijn; zet eerst de andere op niet actief.',
  IN_USE: 'Dit kan niet verwijderd worden: het is nog in gebruik.',
  STATUS_ERROR: 'Deze actie is niet mogelijk in de huidige status.',
};

export const successMessages: Record<SuccessCode, string> = {
  REQUEST_SUCCESS: 'Uw aanvraag werd goed ontvangen.',
  UPDATE_SUCCESS: 'De wijzigingen werden opgeslagen.',
  RESETPASS_MAIL_SENDED: 'Als deze gebruiker bestaat, werd een e-mail verstuurd met een link om uw wachtwoord opnieuw in te stellen.',
  ACTIVATIONSUCCESS: 'Uw account is geactiveerd. U kunt nu aanmelden.',
  VOTE_SUCCESS: 'Uw stem werd geregistreerd.',
  VOTE_BLANCO_SUCCESS: 'Uw blanco stem werd geregistreerd.',
  PASSWORD_CHANGED: 'Uw wachtwoord werd gewijzigd. U kunt nu aanmelden.',
  KENNISNAME_SUCCESS: 'Bedankt. U hebt het reglement aanvaard.',
  ADDRESS_REQUEST_SUCCESS: 'Uw adreswijziging werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.',
  COOPERATION_REQUEST_SUCCESS: 'Uw aanvraag voor een nieuwe samenwerking werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.',
  COOPERATION_END_SUCCESS: 'Uw melding van het einde van de samenwerking werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.',
  LEGALENTITY_REQUEST_SUCCESS: 'Uw aanvraag voor de gegevens van de rechtspersoon werd ontvangen. Het secretariaat verwerkt ze zo snel mogelijk.',
  REGISTRATION_RECEIVED: 'Uw registratie werd goed ontvangen. U krijgt een e-mail zodra het secretariaat ze beoordeeld heeft.',
};

/** SPEC §5, word for word where the spec gives the words. */
export const validationMessages = {
  required: 'Dit veld is verplicht.',
  url: 'Dit is geen geldig webadres (bv. www.voorbeeld.be).',
  pattern: 'De waarde heeft niet het juist formaat',
  length: 'De waarde moet tussen 5 en 30 tekens lang zijn.',
  number: 'Geen geldig getal, gebruik volgende formaat : 20,65',
  integer: 'Geef een geheel getal in.',
  wholeNumber: 'Geef een geheel getal van %{min} tot en met %{max} in, zonder decimalen (bv. %{example}).',
  tooHigh: 'De waarde is te hoog.',
  tooLow: 'De waarde is te laag.',
  confirm: 'De velden komen niet overeen.',
  email: 'Dit is geen geldig e-mailadres.',
  password: 'Het wachtwoord moet minstens 8 tekens lang zijn, met minstens één letter en één cijfer.',
  maxLength: 'De waarde is te lang.',
  date: 'Geef een geldige datum in (dd/mm/jjjj).',
  dateOrder: 'De einddatum mag niet vóór de begindatum liggen.',
  timeOrder: 'Het einduur moet na het beginuur liggen.',
  withinParent: 'Kies een datum van %{start} tot en met %{end}.',
  childrenOutside: 'Niet alle items vallen binnen deze data. Pas eerst de items aan.',
  time: 'Geef een geldig uur in (uu:mm).',
  select: 'Veld is verplicht, gelieve een selectie te maken.',
  notCorrectable:
    'Een andere organisatie of ander adres kan enkel gekozen worden bij het goedkeuren van een nieuwe samenwerking of van een nieuwe organisatie.',
  unstorable: 'Dit veld bevat tekens die niet toegelaten zijn.',
  tooDeep: 'De verstuurde gegevens zijn te diep genest.',
  uploadUnreadable: 'Het bestand werd niet (volledig) ontvangen. Probeer het opnieuw.',
  speakerPerson: 'Kies een dierenarts of een contactpersoon van uw eigen organisatie.',
  unknownChoice: 'Deze keuze bestaat niet (meer). Kies opnieuw.',
  notWritable: 'U mag dit veld niet wijzigen.',
  notCooperating:
    'U kunt enkel een dierenarts toevoegen die al met uw organisatie samenwerkt. Vraag het secretariaat om een andere dierenarts te koppelen.',
};

/** What a copy's marked field says until someone changes it (a course's title). */
export const copyMark = ' (kopie)';
