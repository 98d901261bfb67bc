import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { z } from 'zod';
import { MIN_PASSPHRASE, type ShareFile, sealShareFile, shareFileName } from '../../../domain/crypto/shareFile';
import { V } from '../../../domain/validation';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { saveText } from '../../resources/verkiezingen/saveText';
import { headerOf, newSeed, roundOne } from './ceremony';
import type { StepProps } from './RoundSteps';
import { BusyStatus, ProblemAlert } from './StepParts';
import { stepMessage } from './StepForm';

/** The passphrase and its repeat; the messages are keys of the Dutch catalogue. */
export const passphraseSchema = z
  .object({
    passphrase: z.string().min(MIN_PASSPHRASE, { error: 'comite.publish.too_short' }),
    repeat: z.string(),
  })
  .refine((v) => v.passphrase === v.repeat, { path: ['repeat'], error: V.confirm });

type Field = 'passphrase' | 'repeat';

/**
 * Round 1: the browser draws the member's seed, seals it in a file with the member's passphrase and
 * offers it for download; only once the member says the file is kept does it publish the public
 * values derived from it. The seed lives in this component's memory until the page is left.
 */
export function PublishStep({ task, committee, onDone }: StepProps) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const [value, setValue] = useState({ passphrase: '', repeat: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [made, setMade] = useState<{ seed: Uint8Array; file: ShareFile } | null>(null);
  const [kept, setKept] = useState(false);
  const [busy, setBusy] = useState<'sealing' | 'publishing' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const header = headerOf(committee, task.index);
  const download = (file: ShareFile) => saveText(shareFileName(header), JSON.stringify(file, null, 1), 'application/json');

  const make = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = passphraseSchema.safeParse(value);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= translate(issue.message, { min: MIN_PASSPHRASE });
      return setErrors(next);
    }
    setErrors({});
    setBusy('sealing');
    try {
      const seed = newSeed();
      const file = await sealShareFile(seed, header, parsed.data.passphrase);
      setMade({ seed, file });
      download(file);
    } catch (error) {
      setProblem(stepMessage(translate, error));
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    if (!made) return;
    setProblem(null);
    setBusy('publishing');
    try {
      onDone(translate('comite.publish.done'), await provider.publishKey(task.electionId, roundOne(made.seed, committee, task.index)));
    } catch (error) {
      setProblem(stepMessage(translate, error));
      setBusy(null);
    }
  };

  const field = (name: Field) => (
    <TextField
      label={translate(`comite.publish.${name}`)}
      type="password"
      autoComplete="new-password"
      required
      value={value[name]}
      disabled={!!busy}
      error={!!errors[name]}
      helperText={errors[name] ?? (name === 'passphrase' ? translate('comite.publish.rule', { min: MIN_PASSPHRASE }) : ' ')}
      onChange={(e) => setValue({ ...value, [name]: e.target.value })}
      size="small"
    />
  );

  return (
    <Stack spacing={2}>
      <Typography variant="body2">{translate('comite.publish.intro')}</Typography>
      <Typography variant="body2">{translate('comite.publish.keep')}</Typography>
      {/* Once the file is made its passphrase is fixed: the form gives way to keeping and publishing. */}
      {!made && (
        <Stack component="form" onSubmit={make} spacing={2} noValidate sx={{ maxWidth: 520 }}>
          {field('passphrase')}
          {field('repeat')}
          <Box>
            <Button type="submit" variant="contained" disabled={!!busy}>
              {translate('comite.publish.make')}
            </Button>
          </Box>
        </Stack>
      )}
      {made && (
        <Stack spacing={1}>
          <Alert severity="info">{translate('comite.publish.made', { name: shareFileName(header) })}</Alert>
          <Box>
            <Button onClick={() => download(made.file)}>{translate('comite.publish.download_again')}</Button>
          </Box>
          {/* The form that had the focus is gone: the keyboard goes on at the tick. */}
          <FormControlLabel
            control={<Checkbox checked={kept} onChange={(e) => setKept(e.target.checked)} autoFocus />}
            label={translate('comite.publish.kept')}
          />
          <Box>
            <Button variant="contained" onClick={publish} disabled={!kept || !!busy}>
              {translate('comite.publish.submit')}
            </Button>
          </Box>
        </Stack>
      )}
      <BusyStatus label={busy ? translate(`comite.publish.${busy}`) : null} />
      <ProblemAlert problem={problem} />
    </Stack>
  );
}
