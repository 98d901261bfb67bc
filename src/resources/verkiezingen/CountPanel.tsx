import { Alert, Box, Button, LinearProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CryptoError } from '../../../domain/crypto/group';
import { FilePickButton } from '../../shared/upload/FilePickButton';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

type Step = 'step_sums' | 'step_decrypt' | 'step_save';

/** The first share in a text (a share's file holds an explanation around it). */
const SHARE_IN_TEXT = /[0-9a-f]{4}(?:-[0-9a-f]{1,4}){17,18}/i;

/**
 * Starting the count: `threshold` committee members type or load their shares; this
 * browser rebuilds the key, decrypts only the box's sums with a proof per total, and sends the totals;
 * the key goes with this page. A share that is mistyped or of another election is named before
 * anything is sent.
 */
export function CountPanel({ electionId, threshold }: { electionId: number | string; threshold: number }) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [shares, setShares] = useState<string[]>(() => Array.from({ length: Math.max(threshold, 2) }, () => ''));
  const [step, setStep] = useState<Step | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const setShare = (i: number, value: string) => setShares((all) => all.map((s, j) => (j === i ? value : s)));
  const fromFile = (i: number) => async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) setShare(i, (await file.text()).match(SHARE_IN_TEXT)?.[0] ?? '');
    event.target.value = '';
  };

  const count = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      setStep('step_sums');
      const [sums, { countWithShares }] = await Promise.all([provider.countSums(electionId), import('../../../domain/crypto/tally')]);
      setStep('step_decrypt');
      const result = await countWithShares(
        sums,
        shares.filter((s) => s.trim()),
      );
      setStep('step_save');
      await provider.submitCount(electionId, result);
      await queryClient.invalidateQueries({ queryKey: ['election-results', electionId] });
    } catch (error) {
      if (error instanceof CryptoError && error.problem === 'SHARE') setProblem(translate('stemming.count.share_invalid', { n: error.detail }));
      else if (error instanceof CryptoError) setProblem(translate('stemming.count.shares_mismatch'));
      else setProblem((error as Error).message);
    } finally {
      setStep(null);
    }
  };

  return (
    <Paper component="section" aria-labelledby="count-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="count-title">
        {translate('stemming.count.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('stemming.count.explain', { threshold })}
      </Typography>
      <Stack component="form" onSubmit={count} spacing={2}>
        {shares.map((share, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the fields are places, one per committee member, never reordered
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField
              label={translate('stemming.count.share', { n: i + 1 })}
              value={share}
              onChange={(e) => setShare(i, e.target.value)}
              size="small"
              autoComplete="off"
              spellCheck={false}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: { style: { fontFamily: 'monospace' } } }}
            />
            <FilePickButton
              variant="outlined"
              accept=".txt,text/plain"
              onChange={fromFile(i)}
              aria-label={`${translate('stemming.count.from_file')}: ${translate('stemming.count.share', { n: i + 1 })}`}
            >
              {translate('stemming.count.from_file')}
            </FilePickButton>
          </Stack>
        ))}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" type="submit" disabled={!!step || shares.filter((s) => s.trim()).length < threshold}>
            {translate('stemming.count.start')}
          </Button>
          <Button onClick={() => setShares((all) => [...all, ''])} disabled={!!step}>
            {translate('stemming.count.add')}
          </Button>
        </Box>
      </Stack>
      <Box role="status" aria-live="polite" sx={{ mt: 2 }}>
        {step && (
          <>
            <LinearProgress />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {translate(`stemming.count.${step}`)}
            </Typography>
          </>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
      </Box>
    </Paper>
  );
}
