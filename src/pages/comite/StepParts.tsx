import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { KeyFileFields, type useKeyFile } from './KeyFileFields';

/** The key file, its passphrase and the step's button: the form every round after the first opens with. */
export function KeyFileForm(props: {
  intro: ReactNode;
  submitLabel: string;
  keyFile: ReturnType<typeof useKeyFile>;
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
  children?: ReactNode;
}) {
  const { intro, submitLabel, keyFile, disabled, onSubmit, children } = props;
  return (
    <Stack component="form" onSubmit={onSubmit} spacing={2} noValidate>
      <Typography variant="body2">{intro}</Typography>
      <KeyFileFields keyFile={keyFile} disabled={disabled} />
      <Box>
        <Button type="submit" variant="contained" disabled={disabled || !keyFile.ready}>
          {submitLabel}
        </Button>
      </Box>
      {children}
    </Stack>
  );
}

/** What the step is doing, for eyes and screen readers alike: a bar (measured when `progress` is given) and its words. */
export function BusyStatus({ label, progress }: { label: string | null; progress?: { done: number; total: number } }) {
  const measured = progress && progress.total > 0;
  return (
    <Box role="status" aria-live="polite">
      {label !== null && (
        <>
          <LinearProgress variant={measured ? 'determinate' : 'indeterminate'} value={measured ? (100 * progress.done) / progress.total : 0} />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {label}
          </Typography>
        </>
      )}
    </Box>
  );
}

/** The step's failure, in Dutch, announced at once. */
export function ProblemAlert({ problem }: { problem: string | null }) {
  return problem ? (
    <Alert severity="error" role="alert">
      {problem}
    </Alert>
  ) : null;
}
