import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Finding } from '../../../domain/crypto/box';

/** Enough findings to see what is wrong; a box with thousands of broken ballots says how many more. */
const SHOWN = 20;

/** One finding in the person's language, with the member or the receipt code (shortened) it is about. */
export function findingText(translate: (key: string, args?: object) => string, f: Finding) {
  const about = f.member
    ? translate('comite.count.finding_member', { member: f.member })
    : f.tracker
      ? translate('comite.count.finding_tracker', { tracker: f.tracker.slice(0, 16) })
      : '';
  return `${translate(`stemming.verify.problems.${f.problem}`)}${about ? ` (${about})` : ''}`;
}

/** What the check of the box found: every finding listed, and that nothing will be decrypted. */
export function BoxFindings({ findings }: { findings: readonly Finding[] }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" role="alert">
      <Typography variant="body2">{translate('comite.count.refused', { smart_count: findings.length })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {findings.slice(0, SHOWN).map((f, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the findings are a fixed list, drawn once
          <li key={i}>{findingText(translate, f)}</li>
        ))}
      </Box>
      {findings.length > SHOWN && <Typography variant="body2">{translate('comite.count.more_findings', { smart_count: findings.length - SHOWN })}</Typography>}
    </Alert>
  );
}

/** A fingerprint as a member compares it: its name, then the hex on a line that wraps anywhere. */
export function Fingerprint({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography data-testid={testId} sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}
