import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Paper, Typography } from '@mui/material';
import { DataGrid, type GridEventListener, GridRowModes, type GridRowModesModel } from '@mui/x-data-grid';
import { nlNL } from '@mui/x-data-grid/locales';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { PEER_REVIEW_POINTS, type PointType } from '../../../domain/rules/cpd';
import { formatNumber } from '../../i18n/format';
import type { CourseOption } from './cells';
import { hiddenOnPhone, sectionColumns } from './columns';
import { hasTyped, isNewId, type PointRow, rowErrors } from './model';
import { PointFiles } from './PointFiles';

const localeText = nlNL.components.MuiDataGrid.defaultProps.localeText;
let nextNew = 0;

export interface SectionProps {
  type: PointType;
  rows: PointRow[];
  editable: boolean;
  user?: string;
  /** What the section counts in the period, pending rows included. */
  total: number;
  /** The others' pages read, for their total's explanation. */
  pages?: number;
  save: (row: PointRow) => Promise<PointRow>;
  remove: (row: PointRow) => Promise<void>;
  change: (update: (rows: PointRow[]) => PointRow[]) => void;
  /** Told when the section starts or stops holding typed values not saved yet. */
  onDirty?: (typed: boolean) => void;
}

/** A course row's edit holds the chosen course; the row keeps its id and shows its title. */
const fromEdit = (row: PointRow): PointRow => {
  const course = row.idbijcursus as unknown as CourseOption | null;
  if (!course || typeof course !== 'object') return row;
  // The course's dates go along: the server requires a start date before it fills the row from the course.
  return {
    ...row,
    idbijcursus: course.id,
    title: course.title,
    ebpnummer: course.ebpNumber ?? null,
    begindatum: course.startDate ?? null,
    einddatum: course.endDate ?? null,
  };
};

/** Whether an element is narrower than `needed` pixels, as it changes (false where nothing measures: a test's DOM). */
function useNarrowerThan(needed: number) {
  const [narrow, setNarrow] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const measure = useCallback(
    (element: HTMLElement | null) => {
      observer.current?.disconnect();
      if (!element || typeof ResizeObserver === 'undefined') return;
      // Only a change of the answer renders again, not every pixel of a resize.
      observer.current = new ResizeObserver(([entry]) => setNarrow(!!entry && entry.contentRect.width < needed));
      observer.current.observe(element);
    },
    [needed],
  );
  return [measure, narrow] as const;
}

/**
 * One section of the points table: a grid whose rows edit in place (Enter or a double click starts,
 * Tab moves, Enter saves, Escape cancels, as the grid does), saved when the row's edit ends.
 */
export function PointsSection({ type, rows, editable, user, total, pages, save, remove, change, onDirty }: SectionProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [modes, setModes] = useState<GridRowModesModel>({});
  const [filesOf, setFilesOf] = useState<PointRow | null>(null);
  const [deleting, setDeleting] = useState<PointRow | null>(null);
  const title = translate(`resources.punten.choices.type.${type}`);
  // Where the columns do not fit (a phone) the row's actions, what it is and its standing come first, the rest hidden until a row is edited.
  const wide = useMemo(
    () => sectionColumns(type, { translate, editable, user, onFiles: setFilesOf, onDelete: setDeleting }),
    [type, translate, editable, user],
  );
  const [measure, narrow] = useNarrowerThan(wide.reduce((sum, c) => sum + (c.width ?? c.minWidth ?? 100), 0));
  const columns = useMemo(
    () => (narrow ? sectionColumns(type, { translate, editable, user, narrow, onFiles: setFilesOf, onDelete: setDeleting }) : wide),
    [narrow, wide, type, translate, editable, user],
  );
  const editing = Object.values(modes).some((m) => m.mode === GridRowModes.Edit);
  const visible = useMemo(() => (narrow && !editing ? hiddenOnPhone(type) : {}), [narrow, editing, type]);
  const typed = useRef(false);
  const onStateChange = (state: { editRows: Parameters<typeof hasTyped>[0] }) => {
    const now = hasTyped(state.editRows, rows);
    if (now === typed.current) return;
    typed.current = now;
    onDirty?.(now);
  };

  const add = () => {
    const id = `new-${++nextNew}`;
    const row: PointRow = { id, type, state: 'NEW', rowState: 'new', cpunten: type === 'peerreview' ? PEER_REVIEW_POINTS : 0, attendancetype: 'DEELNAME' };
    change((all) => [...all, row]);
    setModes((m) => ({ ...m, [id]: { mode: GridRowModes.Edit, fieldToFocus: type === 'ebpcursussen' || type === 'bpcursussen' ? 'idbijcursus' : 'title' } }));
  };

  const processRowUpdate = async (edited: PointRow, before: PointRow) => {
    const row = fromEdit(edited);
    const errors = rowErrors(row);
    if (Object.keys(errors).length > 0) {
      change((all) => all.map((r) => (r.id === row.id ? { ...row, rowState: 'mod', errors } : r)));
      throw new Error('invalid');
    }
    if (!isNewId(row.id) && JSON.stringify({ ...before, errors: undefined }) === JSON.stringify({ ...row, errors: undefined })) return before;
    try {
      return await save(row);
    } catch (failure) {
      const body = (failure as { body?: { fields?: Record<string, string> } }).body;
      const fields = body?.fields ?? {
        [type === 'bpcursussen' || type === 'ebpcursussen' ? 'idbijcursus' : 'title']: (failure as Error).message || 'ERR_UNKNOWN',
      };
      change((all) => all.map((r) => (r.id === row.id ? { ...row, rowState: 'mod', errors: fields } : r)));
      throw failure;
    }
  };

  const onRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    // Escape on a row never saved drops it, as if it had not been added.
    if (params.reason === 'escapeKeyDown' && isNewId(params.id as string)) {
      change((all) => all.filter((r) => r.id !== params.id));
      (event as { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
    }
  };

  return (
    <Paper component="section" aria-labelledby={`section-${type}`} sx={{ p: { xs: 1, sm: 2 }, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={`section-${type}`} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {editable && (
          <Button size="small" startIcon={<AddIcon />} onClick={add} aria-label={`${translate('puntentabel.add')}: ${title}`}>
            {translate('puntentabel.add')}
          </Button>
        )}
      </Box>
      {/* Wider than the screen, the grid scrolls itself (one scroller: a focused cell and its message come into view whole). */}
      <Box ref={measure} sx={{ width: '100%', minWidth: 0 }}>
        <DataGrid<PointRow>
          rows={rows}
          columns={columns}
          columnVisibilityModel={visible}
          editMode="row"
          rowModesModel={modes}
          onRowModesModelChange={setModes}
          isCellEditable={({ row, colDef }) => editable && row.state === 'NEW' && !row.creditedBy && !!colDef.editable}
          processRowUpdate={processRowUpdate}
          onProcessRowUpdateError={(e: Error) =>
            e.message !== 'invalid' && notify(translate('puntentabel.save_failed', { message: e.message }), { type: 'error' })
          }
          onRowEditStop={onRowEditStop}
          onStateChange={onStateChange}
          getRowHeight={() => 'auto'}
          getRowClassName={({ row }) => (row.state === 'DECLINED' ? 'declined' : '')}
          localeText={{ ...localeText, noRowsLabel: translate('puntentabel.empty') }}
          aria-label={title}
          autoHeight
          disableVirtualization
          disableColumnMenu
          disableRowSelectionOnClick
          hideFooter
          sx={{ '& .declined': { bgcolor: 'action.hover' }, '& .MuiDataGrid-cell': { alignItems: 'center', display: 'flex' } }}
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }} data-testid={`total-${type}`}>
        {type === 'others'
          ? translate('puntentabel.total_others', { section: title, points: formatNumber(total), pages: formatNumber(pages ?? 0, 0) })
          : translate('puntentabel.total', { section: title, points: formatNumber(total) })}
      </Typography>
      {filesOf && (
        <PointFiles
          row={filesOf}
          onClose={() => setFilesOf(null)}
          onUploaded={(field, file) =>
            change((all) =>
              all.map((r) => (r.id === filesOf.id ? { ...r, [field]: file.id, [`${field === 'bijlage' ? 'docName' : `${field}Name`}`]: file.name } : r)),
            )
          }
        />
      )}
      <Confirm
        isOpen={!!deleting}
        title={translate('puntentabel.delete_title')}
        content={translate('puntentabel.delete_content', { title: deleting?.title ?? '' })}
        confirm={translate('puntentabel.delete')}
        onConfirm={async () => {
          const row = deleting!;
          setDeleting(null);
          if (isNewId(row.id)) change((all) => all.filter((r) => r.id !== row.id));
          else await remove(row);
        }}
        onClose={() => setDeleting(null)}
      />
    </Paper>
  );
}
