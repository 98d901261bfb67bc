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
};
