import { Alert, Box, Button, CircularProgress, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { dutchDay } from '../../../domain/dates';
import type { AttestCheck } from '../../dataProvider/custom/attest';
import { formatNumber } from '../../i18n/format';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { PublicCard } from '../token/PublicCard';
import { FileCheck } from './FileCheck';
import { StatedPoints } from './StatedPoints';

/**
 * The code in what was typed or pasted: the whole address the certificate prints (and its QR code
 * carries) is read as its last part, not as a code with a mistyped character.
 */
const codeIn = (typed: string) =>
  typed
    .trim()
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop()!
    .trim();

/** The lines that are codes, the same in every language: marked so no translator touches them. */
const CODES = new Set(['ordenummer', 'code']);

/**
 * /attest/{code} (and /attest to type one): anyone, without logging in, sees whether a CPD
 * certificate is authentic and what it stated, and can check their PDF file against it.
 */
export default function AttestPage() {
  const translate = useTranslate();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const provider = useAppDataProvider();
  const check = useQuery({ queryKey: ['attest', code], queryFn: () => provider.verifyAttest(code), enabled: code !== '', retry: false });

  const lookUp = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = codeIn(String(new FormData(e.currentTarget).get('code') ?? ''));
    if (typed) navigate(`/attest/${encodeURIComponent(typed)}`);
  };

  return (
    <PublicCard title={translate('attest.check.title')}>
      <Box component="form" onSubmit={lookUp} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          name="code"
          key={code}
          defaultValue={code}
          size="small"
          label={translate('attest.check.code')}
          helperText={code ? undefined : translate('attest.check.intro')}
          sx={{ flex: '1 1 14rem' }}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined">
          {translate('attest.check.submit')}
        </Button>
      </Box>
      {check.isLoading && (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{translate('attest.check.loading')}</Typography>
        </Box>
      )}
      {check.error && <Alert severity="error">{(check.error as Error).message}</Alert>}
      {check.data && <Stated check={check.data} />}
    </PublicCard>
  );
}

function Stated({ check }: { check: AttestCheck }) {
  const translate = useTranslate();
  const s = check.stated;
  const short = Math.max(0, s.requiredPoints - s.points.total);
  const lines: [string, string][] = [
    ['name', s.name],
    ['ordenummer', s.ordenummer],
    ['period', translate('attest.check.period_value', { start: dutchDay(s.period.startDate), end: dutchDay(s.period.endDate) })],
    ['required', formatNumber(s.requiredPoints, 0)],
    ['exemption', s.exemptUntil ? translate('attest.check.exempt_until', { date: dutchDay(s.exemptUntil) }) : translate('attest.check.no_exemption')],
    ['met', s.met ? translate('attest.check.met_yes') : translate('attest.check.met_no', { short: formatNumber(short) })],
    ['made_on', dutchDay(s.madeOn)],
    ['code', check.code],
  ];
  return (
    <>
      <Alert severity="success">{translate('attest.check.authentic')}</Alert>
      <Box component="section" aria-labelledby="attest-stated">
        <Typography variant="h6" component="h2" id="attest-stated" gutterBottom>
          {translate('attest.check.stated')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' }, columnGap: 2, rowGap: 0.5, m: 0 }}>
          {lines.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {translate(`attest.check.${key}`)}
              </Typography>
              <Typography component="dd" translate={CODES.has(key) ? 'no' : undefined} sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <StatedPoints stated={s} />
      </Box>
      <FileCheck sha256={check.sha256} />
    </>
  );
}
