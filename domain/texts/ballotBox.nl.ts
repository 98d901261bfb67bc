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
