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

/** The static verifier page (src/stembiljet-controle/), its own texts: the page loads none of the app's catalogues. */
export const checkPage: typeof import('./ballotBox.nl').checkPage = {
  title: 'Vérifier un bulletin et le tableau des votes – Ordre des Médecins Vétérinaires',
  description: 'Vérifier un bulletin vérifié et le tableau des votes, indépendamment du portail des membres',
  heading: 'Vérifier un bulletin et le tableau des votes',
  intro:
    "Cette page n'affiche rien des données du portail des membres et n'y demande rien : elle lit seulement les fichiers que vous choisissez, sur votre propre appareil. Vous pouvez ainsi vérifier que la page de vote a correctement scellé votre choix, et que le tableau des votes n'a fait que s'allonger.",
  ballotHeading: 'Un bulletin vérifié',
  ballotIntro:
    'Choisissez le fichier de vérification que la page de vote vous a donné lorsque vous avez choisi « Vérifier au lieu de déposer », ou faites-le glisser ici. Un bulletin vérifié ne compte jamais : vous scellez ensuite un nouveau bulletin et vous le déposez.',
  ballotFile: 'Fichier de vérification du bulletin',
  boardHeading: 'Deux téléchargements du tableau des votes',
  boardIntro:
    "Choisissez un téléchargement antérieur et un téléchargement ultérieur du tableau des votes de la même élection. La vérification dit si le tableau ultérieur commence par l'antérieur, de sorte que rien n'a été retiré ou modifié depuis, mais seulement ajouté.",
  boardEarlier: 'Téléchargement antérieur du tableau des votes',
  boardLater: 'Téléchargement ultérieur du tableau des votes',
  languages: 'Langue',
  otherLanguage: 'Nederlands',
  notJson: "Ce fichier ne peut pas être lu : ce n'est pas un fichier JSON",
  notAudit: "Ce n'est pas un fichier de vérification d'un bulletin (le fichier que donne la page de vote avec « Vérifier au lieu de déposer »)",
  notBoard: "L'un des fichiers n'est pas un téléchargement du tableau des votes",
  atLine: 'ligne %{line}',
  ballotWrong: "Le bulletin n'est pas correct",
  fingerprint: "Empreinte de l'élection",
  noFingerprint: 'aucune (une élection antérieure au comité électoral)',
  tracker: 'Code de reçu de ce bulletin',
  ballotRight: 'Le bulletin est correct',
  ballotRightText: 'Le chiffrement, les preuves et le code de reçu correspondent aux nombres aléatoires du fichier.',
  compare: "Comparez cette empreinte avec celle de la page de l'élection et de vos e-mails. Le bulletin contenait :",
  blank: 'blanc',
  notYours: "Si ce n'était pas votre choix, la page de vote a scellé autre chose : ne votez pas sur cet appareil et prévenez le secrétariat.",
  boardsWrong: 'Les tableaux des votes ne sont pas corrects',
  boardGrew: "Le tableau ultérieur n'a fait que s'allonger",
  boardGrewText:
    "Chaque ligne découle de la précédente et aucun bulletin n'y figure deux fois. Le téléchargement antérieur (%{earlier} lignes) est le début de l'ultérieur (%{later} lignes) : rien n'a été retiré ou modifié.",
  boardHead: 'Tête du tableau ultérieur',
  checking: 'Vérification en cours…',
  chooseLater: 'Choisissez maintenant aussi le téléchargement ultérieur.',
  chooseEarlier: 'Choisissez maintenant aussi le téléchargement antérieur.',
};
