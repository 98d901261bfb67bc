import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Chip, Typography } from '@mui/material';
import { GridActionsCellItem, type GridColDef, type GridPreProcessEditCellProps, type GridRenderCellParams } from '@mui/x-data-grid';
import type { TranslateFunction as Translate } from 'react-admin';
import { brusselsDate, dutchDay } from '../../../domain/dates';
import { ATTENDANCE_TYPES, countedPoints, type PointType, parseCellNumber } from '../../../domain/rules/cpd';
import { formatNumber } from '../../i18n/format';
import { CourseEditCell, TextEditCell } from './cells';
import { EDITABLE, isCourseType, isIsoDay, NUMBER_FIELDS, type PointRow } from './model';

export interface ColumnContext {
  translate: Translate;
  editable: boolean;
  user?: string;
  /** Too narrow for all columns (a phone): the actions, the row's title, points and state first. */
  narrow?: boolean;
  onFiles: (row: PointRow) => void;
  onDelete: (row: PointRow) => void;
}

const label = (translate: Translate, field: string) => translate(`resources.punten.fields.${field}`);
const isDeclined = (row: PointRow) => row.state === 'DECLINED';
const struck = (row: PointRow) => (isDeclined(row) ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined);

/** Checks a typed value as the cell is left, so its message shows while the row is still in edit. */
const checkNumber = (field: string) => (params: GridPreProcessEditCellProps) => ({
  ...params.props,
  error: parseCellNumber(params.props.value as string, { required: field === 'hours' }).error,
});
const checkRequired = (params: GridPreProcessEditCellProps) => ({
  ...params.props,
  error: String(params.props.value ?? '').trim() ? undefined : 'ERR_REQUIRED',
});
const checkDate = (required: boolean) => (params: GridPreProcessEditCellProps) => {
  const value = params.props.value;
  return { ...params.props, error: value ? (isIsoDay(value) ? undefined : 'date') : required ? 'ERR_REQUIRED' : undefined };
};
const checkCourse = (params: GridPreProcessEditCellProps) => ({ ...params.props, error: params.props.value == null ? 'select' : undefined });

const textCell = (value: unknown, row: PointRow) => (
  <Box component="span" sx={{ whiteSpace: 'normal', ...struck(row) }}>
    {value == null ? '' : String(value)}
  </Box>
);

/**
 * Widths that let the widest section (another form's nine columns) fit a laptop's page whole, its
 * actions included; a narrower screen scrolls the grid itself, so a focused cell is brought into view whole.
 */
const NARROWER: Record<string, number> = { auteur: 100, edition: 80 };

function fieldColumn(field: string, type: PointType, ctx: ColumnContext): GridColDef<PointRow> {
  const { translate } = ctx;
  const editable = ctx.editable && EDITABLE[type].includes(field);
  const base = { field, headerName: label(translate, field), editable, sortable: false, minWidth: NARROWER[field] ?? 120, flex: 1 } as const;
  if (field === 'idbijcursus') {
    const courseType = type === 'ebpcursussen' ? 'EBP' : 'BP';
    return {
      ...base,
      headerName: translate('puntentabel.columns.course'),
      minWidth: ctx.narrow ? 110 : 220,
      flex: 2,
      preProcessEditCellProps: checkCourse,
      renderCell: ({ row }) => textCell([row.title, row.ebpnummer && `(${row.ebpnummer})`].filter(Boolean).join(' '), row),
      renderEditCell: (p) => <CourseEditCell {...p} courseType={courseType} user={ctx.user} />,
    };
  }
  if (field === 'attendancetype') {
    const choice = (v: string) => translate(`resources.punten.choices.attendancetype.${v}`);
    return {
      ...base,
      type: 'singleSelect',
      minWidth: 130,
      valueOptions: ATTENDANCE_TYPES.map((v) => ({ value: v, label: choice(v) })),
      renderCell: ({ row }) => textCell(row.attendancetype ? choice(row.attendancetype) : '', row),
    };
  }
  if (field === 'begindatum' || field === 'einddatum') {
    return {
      ...base,
      minWidth: 120,
      width: 120,
      flex: 0,
      preProcessEditCellProps: checkDate(field === 'begindatum'),
      renderCell: ({ row }) => textCell(row[field] ? dutchDay(row[field]!) : '', row),
      renderEditCell: (p) => <TextEditCell {...p} inputType="date" />,
    };
  }
  if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
    return {
      ...base,
      minWidth: 80,
      width: 80,
      flex: 0,
      align: 'right',
      headerAlign: 'right',
      preProcessEditCellProps: checkNumber(field),
      renderCell: ({ row }) => {
        const value = row[field as 'hours'];
        return textCell(typeof value === 'number' ? formatNumber(value, field === 'page' ? 0 : 2) : value, row);
      },
      renderEditCell: (p) => <TextEditCell {...p} />,
    };
  }
  return {
    ...base,
    preProcessEditCellProps: field === 'title' ? checkRequired : undefined,
    renderCell: ({ row }) => textCell(row[field as 'title'], row),
    renderEditCell: (p) => <TextEditCell {...p} />,
  };
}

/** The columns each section shows (SPEC §3 bijpunten), its own fields first, then the row's standing. */
const SHOWN: Record<PointType, readonly string[]> = {
  ebpcursussen: ['idbijcursus', 'attendancetype', 'begindatum', 'einddatum'],
  bpcursussen: ['idbijcursus', 'attendancetype', 'begindatum', 'einddatum'],
  others: ['title', 'auteur', 'book', 'edition', 'page', 'begindatum'],
  teachings: ['title', 'begindatum', 'einddatum', 'hours'],
  peerreview: ['title', 'begindatum'],
};

function StatusCell({ row, translate, points }: GridRenderCellParams<PointRow> & { translate: Translate; points?: string }) {
  // A row the provider credited needs no pass certificate of the vet: the provider said who passed.
  const warnings =
    isCourseType(row.type) && row.attendancetype === 'GESLAAGD' && !row.geslaagden && !row.creditedBy ? [translate('puntentabel.geslaagd_warning')] : [];
  const errors = Object.entries(row.errors ?? {}).map(([field, text]) => `${label(translate, field)}: ${translate(`puntentabel.errors.${text}`, { _: text })}`);
  return (
    <Box sx={{ py: 0.5, whiteSpace: 'normal' }}>
      {points && (
        <Typography component="div" variant="body2" sx={struck(row)}>
          {translate('puntentabel.columns.points')}: {points}
        </Typography>
      )}
      <Chip
        size="small"
        label={translate(`resources.punten.choices.state.${row.state}`)}
        color={row.state === 'APPROVED' ? 'success' : row.state === 'DECLINED' ? 'default' : 'info'}
        variant="outlined"
      />{' '}
      {row.rowState && (
        <Typography component="span" variant="caption" color="text.secondary">
          {translate(`puntentabel.row_states.${row.rowState}`)}
        </Typography>
      )}
      {row.creditedBy && (
        <Typography variant="caption" component="div">
          {translate('puntentabel.credited', { date: row.creditedAt ? dutchDay(brusselsDate(new Date(row.creditedAt))) : '' })}
        </Typography>
      )}
      {isDeclined(row) && row.comment && (
        <Typography variant="caption" component="div">
          {translate('puntentabel.deleted_comment', { comment: row.comment })}
        </Typography>
      )}
      {[...errors, ...warnings].map((text) => (
        <Typography key={text} variant="caption" component="div" color={errors.includes(text) ? 'error' : 'warning.main'} role="alert">
          {text}
        </Typography>
      ))}
    </Box>
  );
}

/** What a row counts once decided (domain countedPoints: the effective points, else the calculated ones; a declined row none); undecided, nothing yet. */
const counted = (row: PointRow) =>
  row.state === 'NEW' ? '-' : formatNumber(countedPoints({ type: row.type, state: row.state, cpunten: row.cpunten, epunten: row.epunten }));

/**
 * The columns a phone does not show while no row is edited: the section's other fields and the
 * points (said in the status cell), so what is left (actions, what the row is, its standing) fits
 * the screen. A row being edited shows them all again, to fill in; the grid then scrolls itself.
 */
export const hiddenOnPhone = (type: PointType): Record<string, false> =>
  Object.fromEntries([...SHOWN[type].slice(1), 'cpunten'].map((field) => [field, false]));

export function sectionColumns(type: PointType, ctx: ColumnContext): GridColDef<PointRow>[] {
  const { translate } = ctx;
  const points = (row: PointRow) => `${formatNumber(row.cpunten ?? 0)} / ${counted(row)}`;
  const [first, ...rest] = SHOWN[type].map((field) => fieldColumn(field, type, ctx));
  const standing: GridColDef<PointRow>[] = [
    {
      field: 'cpunten',
      headerName: translate('puntentabel.columns.points'),
      sortable: false,
      editable: false,
      minWidth: 90,
      width: ctx.narrow ? 90 : 110,
      flex: 0,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => textCell(points(row), row),
    },
    {
      field: 'state',
      headerName: translate('puntentabel.columns.status'),
      sortable: false,
      editable: false,
      minWidth: ctx.narrow ? 120 : 140,
      flex: 1,
      // On a phone the points column is hidden (hiddenOnPhone): the status cell says them above the state.
      renderCell: (p) => <StatusCell {...p} translate={translate} points={ctx.narrow ? points(p.row) : undefined} />,
    },
  ];
  const actions: GridColDef<PointRow> = {
    field: 'actions',
    type: 'actions',
    headerName: translate('puntentabel.actions'),
    minWidth: 80,
    width: 80,
    getActions: ({ row }) =>
      ctx.editable && row.state === 'NEW' && !row.creditedBy
        ? [
            <GridActionsCellItem key="files" icon={<AttachFileIcon />} label={translate('puntentabel.files')} onClick={() => ctx.onFiles(row)} />,
            <GridActionsCellItem key="delete" icon={<DeleteIcon />} label={translate('puntentabel.delete')} onClick={() => ctx.onDelete(row)} />,
          ]
        : [],
  };
  return ctx.narrow ? [actions, first!, ...standing, ...rest] : [first!, ...rest, ...standing, actions];
}
