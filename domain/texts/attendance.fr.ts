import type { SkipReason } from '../rules/attendance';

// The French twin of attendance.nl.ts: the refusals and the template the server writes.

/** Why a line of the list is not taken, as the preview shows it. */
export const skipReasonTexts: Record<SkipReason, string> = {
  INVALID: "Pas de numéro d'Ordre valable (un N ou un F suivi de chiffres, p. ex. N1001)",
  PASSED_INVALID: 'La colonne « réussi » contient autre chose que oui ou non',
  UNKNOWN: "Numéro d'Ordre inconnu",
  NOT_VET: 'Pas un médecin vétérinaire actif',
  DUPLICATE: 'Figure déjà plus haut dans la liste',
  ALREADY_CREDITED: 'Déjà enregistré pour cette formation',
  ALREADY_APPROVED: 'Cette formation est déjà approuvée dans ses points',
  DECLINED: 'Cette formation a été refusée dans ses points par le secrétariat',
};

/** A refusal that names where in the list it is. */
export const atLine = (text: string, line: number) => `${text.replace(/\.$/, '')} (ligne ${line}).`;

/** A file over the attendance list's limit (MAX_ATTENDANCE_FILE_BYTES). */
export const FILE_TOO_LARGE_TEXT = 'Le fichier est trop volumineux : une liste de présences fait au maximum 1 MB.';
/** An .xlsx over MAX_ATTENDANCE_UNPACKED_BYTES once unpacked. */
export const FILE_UNPACKED_TOO_LARGE_TEXT =
  'Le fichier décompressé est trop volumineux : une liste de présences décompressée fait au maximum 5 MB. Utilisez le modèle de cette page.';

/** The template's sheet, columns and file name. */
export const TEMPLATE_SHEET = 'Présences';
export const templateFileName = (courseId: number) => `presences-formation-${courseId}.xlsx`;
/** The template's headers (a file's are read in either language, server/services/attendanceFile.ts) and the passed column's choice. */
export const templateColumns = { ordenummer: "numéro d'ordre", name: 'nom', passed: 'réussi' } as const;
export const passedChoice = '"oui,non"';
export const TEMPLATE_HINT = "Indiquez un numéro d'Ordre par ligne (p. ex. N1001) ; le nom n'est pas obligatoire. Dans la colonne « réussi » : oui ou non.";
