/**
 * A provider's attendance list (docs/features/courses.md, "Attendance"): the ordenummers of the
 * veterinarians who attended a course, typed or pasted, or read from an .xlsx or .csv file made
 * from the tab's template. The server parses the same way for the preview and the confirmation.
 */

/** At most this many entries in one list: a larger course sends its list in parts (a 10,000-line paste is refused). */
export const MAX_ATTENDANCE_LINES = 2000;
/** What a pasted list may hold: 2,000 lines of up to 20 characters fit well within 100,000 characters. */
export const MAX_ATTENDANCE_PASTE_CHARS = 100_000;
/** An attendance file is a small table: 1 MB holds far more than MAX_ATTENDANCE_LINES rows. */
export const MAX_ATTENDANCE_FILE_BYTES = 1024 * 1024;
/** What an .xlsx list may unpack to: the template with 2,000 rows unpacks to about 0.5 MB; a few hundred kB can unpack to gigabytes. */
export const MAX_ATTENDANCE_UNPACKED_BYTES = 5 * 1024 * 1024;

/** An ordenummer: the letter N or F (the Order's Dutch- or French-speaking roll) and up to 8 digits, e.g. N1001. */
export const ORDENUMMER = /^[NF]\d{1,8}$/;

/** Why a line is not taken: each has a Dutch text (domain/texts/attendance.nl.ts). */
export const SKIP_REASONS = ['INVALID', 'PASSED_INVALID', 'UNKNOWN', 'NOT_VET', 'DUPLICATE', 'ALREADY_CREDITED', 'ALREADY_APPROVED', 'DECLINED'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/** One entry of a list as read: where it stood (a line, or a spreadsheet row), what it said, and whether its reader said passed. */
export interface ListEntry {
  line: number;
  ordenummer: string;
  /** Only where a file's `geslaagd` column said ja or nee; a pasted list says nothing about passing. */
  passed?: boolean;
  /** The name a file's optional `naam` column gave, only shown back. */
  name?: string;
  /** A reason already known from the text alone (not an ordenummer, twice in the list, a wrong `geslaagd`). */
  skip?: SkipReason;
}

/** The text as typed, normalised: spaces around it gone, small letters made capitals (n1001 is N1001). */
export const normalOrdenummer = (raw: string) => raw.trim().toUpperCase();

/**
 * A typed or pasted list: one ordenummer per line, or several on a line separated by commas,
 * spaces, tabs or semicolons. Empty lines and empty pieces are ignored (a trailing comma, a blank
 * line between blocks). Each entry keeps its line number for the preview.
 */
export function parsePastedList(text: string): ListEntry[] {
  const entries: ListEntry[] = [];
  text.split(/\r\n|\r|\n/).forEach((content, i) => {
    for (const piece of content.split(/[\s,;]+/)) {
      if (piece) entries.push({ line: i + 1, ordenummer: normalOrdenummer(piece) });
    }
  });
  return entries;
}

/**
 * `geslaagd` (`réussi`) as a file writes it, in either language whatever the provider reads: ja/nee or
 * oui/non (also j/o/n, yes-like 1/0, x for ticked), in any case; empty is unknown; anything else is an error.
 */
export function readPassed(raw: string): boolean | undefined | 'invalid' {
  const value = raw.trim().toLowerCase();
  if (value === '') return undefined;
  if (['ja', 'j', 'oui', 'o', '1', 'x', 'waar', 'vrai'].includes(value)) return true;
  if (['nee', 'non', 'n', '0', 'onwaar', 'faux'].includes(value)) return false;
  return 'invalid';
}

/**
 * The reasons the text alone gives: not an ordenummer, and a number seen before in the list (the
 * first one counts, the later ones are "twice in the list").
 */
export function markTextProblems(entries: readonly ListEntry[]): ListEntry[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    if (entry.skip) return entry;
    if (!ORDENUMMER.test(entry.ordenummer)) return { ...entry, skip: 'INVALID' as const };
    if (seen.has(entry.ordenummer)) return { ...entry, skip: 'DUPLICATE' as const };
    seen.add(entry.ordenummer);
    return entry;
  });
}

/** The points section a course's rows go to, by the course's CURSUSTYPE. */
export const POINT_TYPE_OF_COURSE: Record<string, 'ebpcursussen' | 'bpcursussen'> = { EBP: 'ebpcursussen', BP: 'bpcursussen' };

/**
 * Why attendance cannot be entered for a course today (Brussels), or null: the course must be
 * approved, its first day come (a one-day course is credited on that day already), and the period
 * that holds its first day still running: a period that ended before today is closed, and a course no
 * period holds has nowhere to put its points.
 */
export function attendanceRefusal(
  course: { status: string; startDate: string; periodEnd: string | null },
  today: string,
): 'ATTENDANCE_NOT_APPROVED' | 'ATTENDANCE_NOT_STARTED' | 'ATTENDANCE_PERIOD_CLOSED' | null {
  if (course.status !== 'GOEDGEKEURD') return 'ATTENDANCE_NOT_APPROVED';
  if (course.startDate > today) return 'ATTENDANCE_NOT_STARTED';
  if (course.periodEnd === null || course.periodEnd < today) return 'ATTENDANCE_PERIOD_CLOSED';
  return null;
}
