import type { SkipReason } from '../rules/attendance';

// Here, not in src/i18n: the server writes the refusals and the template, the browser shows the reasons (src/i18n/nl/aanwezigheden.ts).

/** Why a line of the list is not taken, as the preview shows it. */
export const skipReasonTexts: Record<SkipReason, string> = {
  INVALID: 'Geen geldig ordenummer (een N of F gevolgd door cijfers, bv. N1001)',
  PASSED_INVALID: 'In de kolom "geslaagd" staat iets anders dan ja of nee',
  UNKNOWN: 'Onbekend ordenummer',
  NOT_VET: 'Geen actieve dierenarts',
  DUPLICATE: 'Staat al eerder in de lijst',
  ALREADY_CREDITED: 'Al geregistreerd voor deze cursus',
  ALREADY_APPROVED: 'Heeft deze cursus al goedgekeurd in zijn of haar punten',
  DECLINED: 'Deze cursus werd in zijn of haar punten door het secretariaat afgewezen',
};

/** A refusal that names where in the list it is. */
export const atLine = (text: string, line: number) => `${text.replace(/\.$/, '')} (regel ${line}).`;

/** A file over the attendance list's limit (MAX_ATTENDANCE_FILE_BYTES). */
export const FILE_TOO_LARGE_TEXT = 'Het bestand is te groot: een aanwezigheidslijst is hoogstens 1 MB.';
/** An .xlsx over MAX_ATTENDANCE_UNPACKED_BYTES once unpacked. */
export const FILE_UNPACKED_TOO_LARGE_TEXT =
  'Het bestand is uitgepakt te groot: een aanwezigheidslijst is uitgepakt hoogstens 5 MB. Gebruik het sjabloon van deze pagina.';

/** The template's sheet, columns and file name. */
export const TEMPLATE_SHEET = 'Aanwezigheden';
export const templateFileName = (courseId: number) => `aanwezigheden-cursus-${courseId}.xlsx`;
/** The template's headers (a file's are read in either language, server/services/attendanceFile.ts) and the passed column's choice. */
export const templateColumns = { ordenummer: 'ordenummer', name: 'naam', passed: 'geslaagd' } as const;
export const passedChoice = '"ja,nee"';
export const TEMPLATE_HINT = 'Vul per rij één ordenummer in (bv. N1001); de naam is niet verplicht. Bij "geslaagd": ja of nee.';
