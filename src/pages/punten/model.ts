import { type CellError, COURSE_TYPES, type PointType, parseCellNumber } from '../../../domain/rules/cpd';

/** A row of the points table as the API gives it, plus what the table keeps about it. */
export interface PointRow {
  id: number | string;
  type: PointType;
  state: 'NEW' | 'APPROVED' | 'DECLINED';
  idbijcursus?: number | null;
  ebpnummer?: string | null;
  title?: string | null;
  begindatum?: string | null;
  einddatum?: string | null;
  attendancetype?: string | null;
  hours?: number | string | null;
  auteur?: string | null;
  book?: string | null;
  edition?: string | null;
  page?: number | string | null;
  cpunten?: number | null;
  epunten?: number | null;
  comment?: string | null;
  bijlage?: number | null;
  docName?: string | null;
  attend?: number | null;
  attendName?: string | null;
  geslaagden?: number | null;
  geslaagdenName?: string | null;
  /** Credited by the course's provider from its attendance list: read-only for the vet. */
  creditedBy?: string | null;
  creditedAt?: string | null;
  /** SPEC §4 "Table rows": new (not saved yet), read, calc (points worked out by the server), mod (changed, not saved), del. */
  rowState?: RowState;
  /** Errors of the last save, by field, already in Dutch (the server's) or a cell error code. */
  errors?: Record<string, string>;
}
export type RowState = 'new' | 'read' | 'calc' | 'mod' | 'del';

/** The fields a vet types in, per section (SPEC §3 bijpunten); course rows take the rest from the course. */
export const EDITABLE: Record<PointType, readonly string[]> = {
  ebpcursussen: ['idbijcursus', 'attendancetype'],
  bpcursussen: ['idbijcursus', 'attendancetype'],
  others: ['title', 'auteur', 'book', 'edition', 'page', 'begindatum'],
  teachings: ['title', 'begindatum', 'einddatum', 'hours'],
  peerreview: ['title', 'begindatum'],
};

export const NUMBER_FIELDS = ['hours', 'page'] as const;
export const isCourseType = (type: PointType) => COURSE_TYPES.includes(type);
export const isNewId = (id: PointRow['id']) => typeof id === 'string' && id.startsWith('new-');

/**
 * What the table checks before it sends a row (SPEC §5); the server checks again and its Dutch
 * field errors replace these. Values are cell error codes or `punten.errors` keys.
 */
export function rowErrors(row: PointRow): Record<string, CellError | 'select' | 'dateOrder' | 'date'> {
  const errors: Record<string, CellError | 'select' | 'dateOrder' | 'date'> = {};
  const fields = EDITABLE[row.type];
  if (isCourseType(row.type)) {
    if (row.idbijcursus == null) errors.idbijcursus = 'select';
    return errors;
  }
  if (!String(row.title ?? '').trim()) errors.title = 'ERR_REQUIRED';
  if (!row.begindatum) errors.begindatum = 'ERR_REQUIRED';
  for (const field of ['begindatum', 'einddatum'] as const) if (row[field] && !isIsoDay(row[field])) errors[field] = 'date';
  if (!errors.begindatum && !errors.einddatum && row.begindatum && row.einddatum && row.begindatum > row.einddatum) errors.einddatum = 'dateOrder';
  for (const field of NUMBER_FIELDS) {
    if (!fields.includes(field)) continue;
    const parsed = parseCellNumber(row[field] as string | number | null, { required: field === 'hours' });
    if (parsed.error) errors[field] = parsed.error;
  }
  return errors;
}

/** The body of a save: the section's own fields, numbers parsed (the server wants numbers, not "50,20"). */
export function payload(row: PointRow, periodeId: number): Record<string, unknown> {
  const body: Record<string, unknown> = { periodeId, type: row.type };
  for (const field of EDITABLE[row.type]) {
    const value = row[field as keyof PointRow];
    body[field] = (NUMBER_FIELDS as readonly string[]).includes(field) ? (parseCellNumber(value as string).value ?? null) : (value ?? null);
  }
  if (isCourseType(row.type)) {
    body.attendancetype ??= 'DEELNAME';
    Object.assign(body, { begindatum: row.begindatum ?? null, einddatum: row.einddatum ?? null });
  }
  return body;
}

export const isIsoDay = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** What a grid keeps of its rows in edit: per row, per field, the value in the cell. */
export type EditedCells = Record<string, Record<string, { value?: unknown }>>;

const plain = (value: unknown) => String((value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value) ?? '');

/**
 * Whether the vet typed something not saved yet (SPEC §5: leaving then asks first): a cell in edit
 * whose value is not its row's (a course cell holds the chosen course itself), or a row whose save
 * failed and that keeps what was typed. A row opened and left as it was is no change.
 */
export function hasTyped(editing: EditedCells, rows: readonly PointRow[]) {
  if (rows.some((r) => r.rowState === 'mod')) return true;
  return Object.entries(editing).some(([id, cells]) => {
    const row = rows.find((r) => String(r.id) === id) as Record<string, unknown> | undefined;
    return Object.entries(cells).some(([field, cell]) => plain(cell.value) !== plain(row?.[field]));
  });
}
