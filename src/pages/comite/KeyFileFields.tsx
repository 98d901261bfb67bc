import { Stack, TextField, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { FilePickButton } from '../../shared/upload/FilePickButton';

/** The member's key file as read (its text stays in this page's memory) and the passphrase typed. */
export interface KeyFile {
  name: string | null;
  text: string;
  passphrase: string;
}

export function useKeyFile() {
  const [file, setFile] = useState<KeyFile>({ name: null, text: '', passphrase: '' });
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // The same file picked again after a failed try still fires a change.
    event.target.value = '';
    if (chosen) {
      const text = await chosen.text();
      setFile((f) => ({ ...f, name: chosen.name, text }));
    }
  };
  const setPassphrase = (passphrase: string) => setFile((f) => ({ ...f, passphrase }));
  return { file, pick, setPassphrase, ready: !!file.name && file.passphrase.length > 0 };
}

/**
 * The key file (chosen with the system's picker, read here and never uploaded) and its passphrase:
 * what the second and third round and the count ask of a member.
 */
export function KeyFileFields({ keyFile, disabled }: { keyFile: ReturnType<typeof useKeyFile>; disabled?: boolean }) {
  const translate = useTranslate();
  const chosenId = useId();
  const { file, pick, setPassphrase } = keyFile;
  return (
    <Stack spacing={2} sx={{ maxWidth: 520 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <FilePickButton
          variant="outlined"
          accept=".json,application/json"
          onChange={pick}
          disabled={disabled}
          aria-describedby={chosenId}
          inputLabel={translate('comite.file.input')}
        >
          {translate('comite.file.pick')}
        </FilePickButton>
        <Typography variant="body2" id={chosenId} sx={{ overflowWrap: 'anywhere' }}>
          {file.name ? translate('comite.file.chosen', { name: file.name }) : translate('comite.file.none')}
        </Typography>
      </Stack>
      <TextField
        label={translate('comite.file.passphrase_label')}
        type="password"
        autoComplete="off"
        value={file.passphrase}
        onChange={(e) => setPassphrase(e.target.value)}
        disabled={disabled}
        size="small"
      />
    </Stack>
  );
}
