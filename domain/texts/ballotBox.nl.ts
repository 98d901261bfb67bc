import type { CryptoProblem } from '../crypto/group';

/**
 * What the verifier of a published ballot box (domain/crypto/verify.ts) can find wrong, in Dutch:
 * for the verifier page and for `npm run verify:box` alike.
 */
export const boxProblems: Record<CryptoProblem, string> = {
  MALFORMED: 'Een stembiljet heeft niet de vorm van deze verkiezing',
  PROOF: 'Een bewijs van een geldig stembiljet klopt niet',
  TRACKER: 'Een vingerafdruk past niet bij haar stembiljet',
  FINGERPRINT: 'De vingerafdruk van de stembus klopt niet met haar inhoud',
  TOTAL: 'De totalen zijn niet wat de opgetelde stembiljetten bevatten',
  SHARE: 'Een deelsleutel is niet juist overgenomen',
  SHARES_MISMATCH: 'De deelsleutels horen niet bij deze verkiezing',
  PASSPHRASE: 'Dit wachtwoord opent het sleutelbestand niet',
  MANIFEST: 'De beschrijving van de verkiezing (kandidaten, comité, sleutel) klopt niet met haar vingerafdruk of met de bewijzen van het comité',
  DUPLICATE: 'Een stembiljet staat meer dan eens in de stembus',
  VOTERS: 'De stembus telt meer stembiljetten dan er leden gestemd hebben',
  PARTIAL: 'Een gedeeltelijke ontsleuteling van een comitélid klopt niet met haar bewijs',
  BOX_CLOSED: 'De stembus is niet de stembus die bij de sluiting werd aangekondigd',
  POINT: 'Een stembiljet bevat een waarde die geen punt van de groep is',
  SLOT_PROOF: 'Een vak van een stembiljet bewijst niet dat het 0 of 1 stem bevat',
  SLOT_MOVED: 'Een bewijs van een stembiljet hoort bij een ander vak',
  SUM_PROOF: 'Een stembiljet bewijst niet dat het hoogstens zoveel kandidaten noemt als er zetels zijn',
  OTHER_ELECTION: 'Het bestand hoort bij een andere verkiezing',
  BOARD: 'Het stembord is geen ononderbroken keten: een regel volgt niet uit de vorige',
  AUDIT: 'Het stembiljet werd niet met deze willekeurige getallen verzegeld',
};

/** Why a board (domain/crypto/board.ts, checkBoard and checkGrowth) does not hold: for `npm run verify:box -- --board` and the static verifier page. */
export const boardProblems = {
  BOARD: boxProblems.BOARD,
  DUPLICATE: boxProblems.DUPLICATE,
  OTHER_ELECTION: boxProblems.OTHER_ELECTION,
  REMOVED: 'Het latere stembord begint niet met het eerdere: er werd iets weggenomen of veranderd',
} as const;

/** The static verifier page (src/stembiljet-controle/), its own texts: the page loads none of the app's catalogues. */
export const checkPage = {
  title: 'Stembiljet en stembord controleren – Orde der Dierenartsen',
  description: 'Een gecontroleerd stembiljet en het stembord nakijken, los van het ledenportaal',
  heading: 'Stembiljet en stembord controleren',
  intro:
    'Deze pagina toont niets uit de gegevens van het ledenportaal en haalt er niets op: ze leest alleen de bestanden die u zelf kiest, op uw eigen toestel. Zo kunt u nagaan of de stempagina uw keuze juist verzegelde, en of het stembord alleen aangroeide.',
  ballotHeading: 'Een gecontroleerd stembiljet',
  ballotIntro:
    'Kies het controlebestand dat de stempagina gaf toen u koos voor “Controleren in plaats van uitbrengen”, of sleep het hierheen. Een gecontroleerd stembiljet telt nooit mee: daarna verzegelt u een nieuw stembiljet en brengt u dat uit.',
  ballotFile: 'Controlebestand van het stembiljet',
  boardHeading: 'Twee downloads van het stembord',
  boardIntro:
    'Kies een eerdere en een latere download van het stembord van dezelfde verkiezing. De controle zegt of het latere stembord met het eerdere begint, zodat er sindsdien niets werd weggenomen of veranderd, alleen toegevoegd.',
  boardEarlier: 'Eerdere download van het stembord',
  boardLater: 'Latere download van het stembord',
  languages: 'Taal',
  otherLanguage: 'Français',
  notJson: 'Dit bestand kan niet gelezen worden: het is geen JSON-bestand',
  notAudit: 'Dit is geen controlebestand van een stembiljet (het bestand dat de stempagina geeft bij “Controleren in plaats van uitbrengen”)',
  notBoard: 'Een van de bestanden is geen download van het stembord',
  atLine: 'regel %{line}',
  ballotWrong: 'Het stembiljet klopt niet',
  fingerprint: 'Vingerafdruk van de verkiezing',
  noFingerprint: 'geen (een verkiezing van vóór het kiescomité)',
  tracker: 'Ontvangstcode van dit stembiljet',
  ballotRight: 'Het stembiljet klopt',
  ballotRightText: 'De versleuteling, de bewijzen en de ontvangstcode kloppen met de willekeurige getallen in het bestand.',
  compare: 'Vergelijk deze vingerafdruk met die op de pagina van de verkiezing en in uw mails. Het stembiljet bevatte:',
  blank: 'blanco',
  notYours: 'Was dit niet uw keuze, dan verzegelde de stempagina iets anders: stem dan niet op dit toestel en verwittig het secretariaat.',
  boardsWrong: 'De stemborden kloppen niet',
  boardGrew: 'Het latere stembord groeide alleen aan',
  boardGrewText:
    'Elke regel volgt uit de vorige en geen stembiljet staat er twee keer op. De eerdere download (%{earlier} regels) is het begin van de latere (%{later} regels): er werd niets weggenomen of veranderd.',
  boardHead: 'Kop van het latere stembord',
  checking: 'Bezig met controleren…',
  chooseLater: 'Kies nu ook de latere download.',
  chooseEarlier: 'Kies nu ook de eerdere download.',
};
