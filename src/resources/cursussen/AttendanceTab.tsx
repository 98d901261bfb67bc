import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { dutchDateTime } from '../../../domain/dates';
import cursussen from '../../../domain/resources/cursussen';
import type { AttendancePreview as Preview, AttendanceResult, AttendanceState } from '../../../domain/schemas/attendance';
import { formatNumber } from '../../i18n/format';
import { DeclaredFiles } from '../../shared/declared/DeclaredFiles';
import { DownloadButton } from '../../shared/DownloadButton';
import { errorNotification } from '../../shared/forms/formHelpers';
import { LeaveGuard } from '../../shared/forms/LeaveGuard';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { AttendancePreview } from './AttendancePreview';

/** Who was credited for the course, newest first. */
function CreditedList({ state }: { state: AttendanceState }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="aanwezigheden-geregistreerd" sx={{ mt: 3 }}>
      <Typography id="aanwezigheden-geregistreerd" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate('aanwezigheden.credited_title', { count: state.credited.length })}
      </Typography>
      {state.credited.length === 0 ? (
        <Typography>{translate('aanwezigheden.credited_empty')}</Typography>
      ) : (
        <Table size="small" sx={{ '& td, & th': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('aanwezigheden.column_number')}</TableCell>
              <TableCell>{translate('aanwezigheden.column_name')}</TableCell>
              <TableCell>
                {translate('aanwezigheden.credited_by')} / {translate('aanwezigheden.credited_at')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {state.credited.map((c) => (
              <TableRow key={c.ordenummer}>
                <TableCell>{c.ordenummer}</TableCell>
                <TableCell>
                  {c.name}
                  {state.evaluation && (
                    <Typography variant="caption" component="div">
                      {translate('aanwezigheden.column_passed')}: {translate(c.passed ? 'aanwezigheden.yes' : 'aanwezigheden.no')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {c.creditedBy}
                  <Typography variant="caption" component="div">
                    {dutchDateTime(c.creditedAt)}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * A course's tab "Aanwezigheden" (SPEC §2): the attendance and pass lists as files, and for an
 * approved course from its first day on, the veterinarians who attended, typed or pasted or from a
 * file made of the template, previewed by the server and credited on confirmation.
 */
export default function AttendanceTab() {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const { id = '' } = useParams();
  const { data: record } = useGetOne(cursussen.name, { id });
  const [state, setState] = useState<AttendanceState | null>(null);
  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  // Each preview starts from what its list says: a file read again with its geslaagd column corrected names the same numbers.
  const [previews, setPreviews] = useState(0);
  const [result, setResult] = useState<AttendanceResult | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = useCallback(() => provider.attendanceState(id).then(setState), [provider, id]);
  useEffect(() => {
    load().catch((error) => notify(...errorNotification(error)));
  }, [load, notify]);

  async function run<T>(work: () => Promise<T>, then: (value: T) => void) {
    setBusy(true);
    try {
      then(await work());
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
    }
  }
  const showPreview = (p: Preview) => {
    setResult(null);
    setPreview(p);
    setPreviews((n) => n + 1);
  };
  const confirm = (members: { ordenummer: string; geslaagd: boolean }[]) =>
    run(
      () => provider.attendanceConfirm(id, members),
      (r) => {
        setResult(r);
        setPreview(null);
        setText('');
        notify(r.skipped.length ? 'aanwezigheden.done_skipped' : 'aanwezigheden.done', {
          type: 'success',
          messageArgs: { count: r.credited.length, skipped: r.skipped.length },
        });
        load().catch(() => undefined);
      },
    );

  return (
    <Stack spacing={2}>
      {/* A list typed or previewed and not yet confirmed asks before the page is left (SPEC §5). */}
      <LeaveGuard dirty={text.trim() !== '' || preview !== null} />
      {record && <DeclaredFiles d={cursussen} record={record} tab="aanwezigheden" />}
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6">
            {translate('aanwezigheden.credit_title')}
          </Typography>
          {state && !state.open && state.refusal && (
            <Alert severity="info" sx={{ mt: 1 }}>
              {translate(state.refusal)}
            </Alert>
          )}
          {state?.open && (
            <>
              <Typography sx={{ my: 1 }}>
                {translate('aanwezigheden.credit_intro', {
                  points: translate('aanwezigheden.points', { smart_count: state.points, points: formatNumber(state.points) }),
                })}
              </Typography>
              <TextField
                label={translate('aanwezigheden.paste_label')}
                helperText={translate('aanwezigheden.paste_hint')}
                value={text}
                onChange={(e) => setText(e.target.value)}
                multiline
                minRows={4}
                fullWidth
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
                <Button variant="contained" disabled={busy || !text.trim()} onClick={() => run(() => provider.attendancePreviewText(id, text), showPreview)}>
                  {translate('aanwezigheden.preview')}
                </Button>
              </Stack>
              <Typography sx={{ mt: 2 }}>{translate('aanwezigheden.or_file')}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
                <Button variant="outlined" disabled={busy} onClick={() => fileInput.current?.click()}>
                  {translate('aanwezigheden.choose_file')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  hidden
                  accept=".xlsx,.csv"
                  data-testid="aanwezigheden-bestand"
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    if (file) run(() => provider.attendancePreviewFile(id, file), showPreview);
                  }}
                />
                <DownloadButton
                  variant="outlined"
                  label={translate('aanwezigheden.template')}
                  progress="aanwezigheden.template_progress"
                  done="aanwezigheden.template_done"
                  load={(onBytes) => provider.attendanceTemplate(id, onBytes)}
                />
              </Stack>
              {preview && (
                <AttendancePreview
                  key={previews}
                  preview={preview}
                  evaluation={state.evaluation}
                  busy={busy}
                  onConfirm={confirm}
                  onCancel={() => setPreview(null)}
                />
              )}
              {result && result.skipped.length > 0 && (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  <ul style={{ margin: 0, paddingLeft: 16 }}>
                    {result.skipped.map((s) => (
                      <li key={s.ordenummer}>
                        {s.ordenummer}: {translate(`aanwezigheden.reasons.${s.reason}`)}
                      </li>
                    ))}
                  </ul>
                </Alert>
              )}
            </>
          )}
          {state && <CreditedList state={state} />}
        </CardContent>
      </Card>
    </Stack>
  );
}
