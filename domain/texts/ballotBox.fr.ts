import type { CryptoProblem } from '../crypto/group';

/**
 * What the verifier of a published ballot box (domain/crypto/verify.ts) can find wrong, in French:
 * for the verifier page and for `npm run verify:box` alike.
 */
export const boxProblems: Record<CryptoProblem, string> = {
  MALFORMED: "Un bulletin de vote n'a pas la forme de cette élection",
  PROOF: "Une preuve d'un bulletin de vote valable n'est pas correcte",
  TRACKER: 'Une empreinte ne correspond pas à son bulletin de vote',
  FINGERPRINT: "L'empreinte de l'urne ne correspond pas à son contenu",
  TOTAL: 'Les totaux ne sont pas ce que contiennent les bulletins de vote additionnés',
  SHARE: "Une clé partielle n'a pas été reprise correctement",
  SHARES_MISMATCH: "Les clés partielles n'appartiennent pas à cette élection",
  PASSPHRASE: "Ce mot de passe n'ouvre pas le fichier de clé",
  MANIFEST: "La description de l'élection (candidats, comité, clé) ne correspond pas à son empreinte ou aux preuves du comité",
  DUPLICATE: "Un bulletin de vote figure plus d'une fois dans l'urne",
  VOTERS: "L'urne compte plus de bulletins de vote que de membres ayant voté",
  PARTIAL: "Un déchiffrement partiel d'un membre du comité ne correspond pas à sa preuve",
  BOX_CLOSED: "L'urne n'est pas celle qui a été annoncée à la clôture",
  POINT: "Un bulletin de vote contient une valeur qui n'est pas un point du groupe",
  SLOT_PROOF: "Une case d'un bulletin de vote ne prouve pas qu'elle contient 0 ou 1 voix",
  SLOT_MOVED: "Une preuve d'un bulletin de vote appartient à une autre case",
  SUM_PROOF: "Un bulletin de vote ne prouve pas qu'il désigne au plus autant de candidats qu'il y a de sièges",
  OTHER_ELECTION: 'Le fichier appartient à une autre élection',
  BOARD: "Le tableau des votes n'est pas une chaîne ininterrompue : une ligne ne découle pas de la précédente",
  AUDIT: "Le bulletin de vote n'a pas été scellé avec ces nombres aléatoires",
};

/** Why a board (domain/crypto/board.ts, checkBoard and checkGrowth) does not hold: for `npm run verify:box -- --board` and the static verifier page. */
export const boardProblems = {
  BOARD: boxProblems.BOARD,
  DUPLICATE: boxProblems.DUPLICATE,
  OTHER_ELECTION: boxProblems.OTHER_ELECTION,
  REMOVED: "Le tableau des votes ultérieur ne commence pas par l'antérieur : quelque chose a été retiré ou modifié",
} as const;
