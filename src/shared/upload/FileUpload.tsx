import DeleteOutline from '@mui/icons-material/DeleteOutline';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Link, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useLogoutIfAccessDenied, useTranslate } from 'react-admin';
import { UPLOAD_EXTENSIONS } from '../../../domain/files';
import type { UploadedFile } from '../../dataProvider/custom/files';
import { useAppDataProvider } from '../useAppDataProvider';
import { FilePickButton } from './FilePickButton';

/** What the file picker offers (SPEC §5): .doc,.docx,.pdf,.ppt,.pptx,.jpg,.jpeg. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');

export interface FileUploadProps {
  /** The API path of the slot (without /api): POST uploads, GET downloads. */
  path: string;
  label: string;
  /** The name of the file in the slot now, if any. */
  name?: string | null;
  /** Whether this user may put a file in the slot now; otherwise only the download is shown. */
  canUpload: boolean;
  onUploaded?: (file: UploadedFile) => void;
  /** Offers to remove the stored file (DELETE of the path) to whoever may upload; called once it is gone. */
  onRemoved?: () => void;
}

/**
 * One upload slot (SPEC §5, one file at a time): the stored file's name as a download link, a
 * button that picks one file of an allowed type, a determinate progress bar while it is sent, and
 * the Dutch error when it is refused (wrong type or too large, checked here first and on the server by content).
 */
export function FileUpload({ path, label, name, canUpload, onUploaded, onRemoved }: FileUploadProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(name ?? null);
  const [removed, setRemoved] = useState(false);
  const shown = removed ? null : (current ?? name ?? null);

  async function remove() {
    setError(null);
    try {
      await dataProvider.removeFile(path);
      setRemoved(true);
      setCurrent(null);
      onRemoved?.();
    } catch (failure) {
      setError((failure as Error).message || translate('upload.failed'));
    }
  }

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const stored = await dataProvider.uploadFile(path, file, (share) => setProgress(Math.round(share * 100)));
      setCurrent(stored.name);
      setRemoved(false);
      onUploaded?.(stored);
    } catch (failure) {
      const status = (failure as { status?: number }).status;
      if (status === 401 || status === 503) await logoutIfAccessDenied(failure as Error);
      setError((failure as Error).message || translate('upload.failed'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Box sx={{ mb: 2 }} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', minHeight: 36 }}>
        {shown ? (
          <Link href={dataProvider.fileUrl(path)} download={shown}>
            {shown}
          </Link>
        ) : (
          <Typography variant="body2">{translate('upload.none')}</Typography>
        )}
        {canUpload && (
          <>
            <FilePickButton
              accept={UPLOAD_ACCEPT}
              inputLabel={`${label}: ${translate('upload.choose')}`}
              onChange={onChange}
              size="small"
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={progress !== null}
            >
              {translate(shown ? 'upload.replace' : 'upload.choose')}
            </FilePickButton>
            {shown && onRemoved && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutline />}
                disabled={progress !== null}
                onClick={remove}
                aria-label={`${translate('upload.remove')}: ${label}`}
              >
                {translate('upload.remove')}
              </Button>
            )}
          </>
        )}
      </Box>
      {progress !== null && (
        <Box sx={{ mt: 1 }}>
          <LinearProgress variant="determinate" value={progress} aria-label={translate('upload.progress', { percent: progress })} />
          <Typography variant="caption">{translate('upload.progress', { percent: progress })}</Typography>
        </Box>
      )}
      {canUpload && !error && progress === null && (
        <Typography variant="caption" color="text.secondary" component="div">
          {translate('upload.hint')}
        </Typography>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
