import { Autocomplete, Box, InputBase, TextField, Typography } from '@mui/material';
import { type GridRenderEditCellParams, useGridApiContext } from '@mui/x-data-grid';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { dutchToIso, isoToDutch } from '../../shared/forms/DateTextInput';
import { useApiQuery } from '../../shared/useApiQuery';
import type { PointRow } from './model';

/** A cell error's text: a cell error code or a `punten.errors` key, else the server's own Dutch text. */
export function useErrorText() {
  const translate = useTranslate();
  return (error: unknown) => (typeof error === 'string' ? translate(`puntentabel.errors.${error}`, { _: error }) : '');
}

/**
 * The message under a cell in edit, read out with its input (aria-describedby). It comes into view
 * whole as it appears: on a phone the grid scrolls sideways, and a cell half in view would cut it off.
 */
function CellMessage({ id, error }: { id: string; error: unknown }) {
  const text = useErrorText()(error);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (text) ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [text]);
  if (!text) return null;
  return (
    <Typography ref={ref} id={id} variant="caption" color="error" component="div" role="alert" sx={{ lineHeight: 1.2, whiteSpace: 'normal' }}>
      {text}
    </Typography>
  );
}

/**
 * A typed cell (text, number as typed, or an ISO date): the value stays what was typed until the row
 * is saved, so "50,20" is checked by the one rule (domain parseCellNumber) and not by the browser.
 */
export function TextEditCell(props: GridRenderEditCellParams & { inputType?: 'text' | 'date' }) {
  const { id, field, value, hasFocus, error, inputType = 'text', colDef } = props;
  const apiRef = useGridApiContext();
  const translate = useTranslate();
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  const messageId = `err-${id}-${field}`;
  return (
    <Box sx={{ width: '100%', py: 0.5 }}>
      <InputBase
        inputRef={ref}
        fullWidth
        value={inputType === 'date' ? isoToDutch(value) : (value ?? '')}
        placeholder={inputType === 'date' ? translate('app.date_placeholder') : undefined}
        inputProps={{
          'aria-label': colDef.headerName,
          'aria-invalid': !!error,
          'aria-describedby': error ? messageId : undefined,
          inputMode: field === 'page' || field === 'hours' ? 'decimal' : undefined,
        }}
        onChange={(e) => apiRef.current.setEditCellValue({ id, field, value: (inputType === 'date' ? dutchToIso(e.target.value) : e.target.value) || null })}
        sx={{ px: 1, border: 1, borderColor: error ? 'error.main' : 'divider', borderRadius: 1 }}
      />
      <CellMessage id={messageId} error={error} />
    </Box>
  );
}

export interface CourseOption {
  id: number;
  title: string;
  ebpNumber?: string | null;
  startDate?: string;
  endDate?: string | null;
}

/**
 * The course of a course row, chosen from the approved courses of its section (SPEC §7: typeahead=1,
 * limit=5, type EBP or BP); a course typed but not chosen is no course ("Veld is verplicht, ...").
 */
export function CourseEditCell(props: GridRenderEditCellParams<PointRow> & { courseType: 'EBP' | 'BP'; user?: string }) {
  const { id, field, row, hasFocus, error, courseType, user, colDef } = props;
  const apiRef = useGridApiContext();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) ref.current?.focus();
  }, [hasFocus]);
  const query = new URLSearchParams({ typeahead: '1', limit: '5', type: courseType, ...(text ? { q: text } : {}), ...(user ? { user } : {}) });
  const { data = [], isFetching } = useApiQuery(
    ['puntentabel', 'courses', query.toString()],
    (p) => p.getOptions(`/bijscholing/cursussen?${query}`) as unknown as Promise<CourseOption[]>,
    {
      staleTime: 30_000,
    },
  );
  const [open, setOpen] = useState(false);
  // While editing, the cell holds the chosen course itself; saved, only its id (the title is the row's).
  const chosen: CourseOption | null =
    props.value == null ? null : typeof props.value === 'object' ? props.value : { id: Number(props.value), title: row.title ?? '', ebpNumber: row.ebpnummer };
  const messageId = `err-${id}-${field}`;
  return (
    // Enter and Escape choose or close the list first; the grid ends the row's edit only when it is closed.
    <Box sx={{ width: '100%', py: 0.5 }} onKeyDown={(e) => open && (e.key === 'Enter' || e.key === 'Escape') && e.stopPropagation()}>
      <Autocomplete<CourseOption>
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={data}
        value={chosen}
        loading={isFetching}
        filterOptions={(x) => x}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionLabel={(o) => (o.ebpNumber ? `${o.title} (${o.ebpNumber})` : o.title)}
        noOptionsText={translate('puntentabel.no_courses')}
        onInputChange={(_e, value, reason) => reason === 'input' && setText(value)}
        onChange={(_e, option) => apiRef.current.setEditCellValue({ id, field, value: option ?? null })}
        size="small"
        fullWidth
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={ref}
            placeholder={translate('puntentabel.course_search')}
            error={!!error}
            inputProps={{ ...params.inputProps, 'aria-label': colDef.headerName, 'aria-describedby': error ? messageId : undefined }}
          />
        )}
      />
      <CellMessage id={messageId} error={error} />
    </Box>
  );
}
