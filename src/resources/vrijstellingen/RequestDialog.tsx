import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  MenuItem,
  TextField,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import vrijstellingen from '../../../domain/resources/vrijstellingen';
import { schemasOf } from '../../../domain/declare/schemas';
import { EXEMPTION_YEARS } from '../../../domain/schemas/exemptions';
import { messageParts, V } from '../../../domain/validation';
import { FilePickButton } from '../../shared/upload/FilePickButton';
import { UPLOAD_ACCEPT } from '../../shared/upload/FileUpload';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

type Errors = Partial<Record<'years' | 'comments' | 'file', string>>;

export interface RequestDialogProps {
  onClose: () => void;
  /** After the server took the request. */
  onDone: () => void;
}

/**
 * "Vrijstelling aanvragen" (SPEC §2, §5): 1 to 5 years, one document and a comment, checked with the
 * declaration's schema, which the server reads the form's parts with, before anything is sent. A refusal of the
 * server (a document that is not what its name says) is shown under the field it names.
 */
export function RequestDialog({ onClose, onDone }: RequestDialogProps) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const titleId = useId();
  const fileLabelId = useId();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [years, setYears] = useState('');
  const [comments, setComments] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (message: string) => translate(messageParts(message)[0], { ...messageParts(message)[1], _: message });
  // A field's message goes once it is changed: it spoke of the value that was there.
  const edit =
    <T,>(field: keyof Errors, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors(({ [field]: _, ...rest }) => rest);
    };
  const pickYears = edit('years', setYears);
  const pickFile = edit('file', setFile);
  const typeComments = edit('comments', setComments);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schemasOf(vrijstellingen).create.safeParse({ years, comments });
    const found: Errors = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[issue.path[0] as 'years' | 'comments'] ??= say(issue.message);
    if (!file) found.file = say(V.required);
    setErrors(found);
    setFailure(null);
    if (!parsed.success || !file) return;
    setBusy(true);
    try {
      await provider.requestExemption(parsed.data, file);
      onDone();
    } catch (error) {
      // The server names the field it refuses; a file refused here already (its type, its size) is the file's.
      const body = (error as { body?: { fields?: Errors; errorcode?: string } }).body;
      if (body?.fields && Object.keys(body.fields).length) setErrors(body.fields);
      else if (body?.errorcode?.startsWith('FILE_')) setErrors({ file: (error as Error).message });
      else setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}>
        <DialogTitle id={titleId}>{translate('vrijstellingen.request')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <Typography variant="body2">{translate('vrijstellingen.intro')}</Typography>
          <TextField
            select
            required
            label={translate('vrijstellingen.years')}
            value={years}
            onChange={(e) => pickYears(e.target.value)}
            error={!!errors.years}
            helperText={errors.years ?? ' '}
            fullWidth
          >
            {EXEMPTION_YEARS.map((n) => (
              <MenuItem key={n} value={String(n)}>
                {translate('vrijstellingen.years_option', { smart_count: n })}
              </MenuItem>
            ))}
          </TextField>
          <Box role="group" aria-labelledby={fileLabelId}>
            <Typography id={fileLabelId} variant="caption" color={errors.file ? 'error' : 'text.secondary'} component="div">
              {translate('vrijstellingen.file')} *
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
              <FilePickButton
                accept={UPLOAD_ACCEPT}
                inputLabel={translate('vrijstellingen.file')}
                onChange={(e) => pickFile(e.target.files?.[0] ?? null)}
                variant="outlined"
                size="small"
                startIcon={<UploadFileIcon />}
              >
                {translate('vrijstellingen.choose_file')}
              </FilePickButton>
              <Typography variant="body2">{file?.name ?? translate('vrijstellingen.no_file')}</Typography>
            </Box>
            <Typography variant="caption" color={errors.file ? 'error' : 'text.secondary'} component="div" role={errors.file ? 'alert' : undefined}>
              {errors.file ?? translate('upload.hint')}
            </Typography>
          </Box>
          <TextField
            label={translate('vrijstellingen.comments')}
            value={comments}
            onChange={(e) => typeComments(e.target.value)}
            multiline
            minRows={3}
            error={!!errors.comments}
            helperText={errors.comments ?? ' '}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {busy && <LinearProgress aria-label={translate('vrijstellingen.sending')} />}
          {failure && <Alert severity="error">{failure}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('vrijstellingen.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate('vrijstellingen.send')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
