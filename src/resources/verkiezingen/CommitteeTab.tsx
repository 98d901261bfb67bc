import { Alert, Paper, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { CommitteeProgress } from '../../pages/comite/CommitteeProgress';
import { useApiQuery } from '../../shared/useApiQuery';
import { CommitteeEditor } from './CommitteeEditor';
import { CommitteeStatus } from './CommitteeStatus';
import { keyedBefore, useElection } from './useElection';

/**
 * /verkiezingen/{id}/comite (SECRETARIAAT): while the election is NEW, naming its committee and
 * following the key ceremony; once finalised, the committee and the election's fingerprint, or that
 * the election still uses the key made before the committee existed.
 */
export default function CommitteeTab() {
  const translate = useTranslate();
  const { id, election } = useElection();
  const committee = useApiQuery(['committee', id], (p) => p.committee(id), { enabled: !!election, refetchInterval: 30_000 });

  if (!election) return <Loading />;
  if (keyedBefore(election)) return <Alert severity="info">{translate('comite.admin.keyed_before')}</Alert>;
  if (committee.error) return <Alert severity="error">{(committee.error as Error).message}</Alert>;
  if (!committee.data) return <Loading />;
  const c = committee.data;
  const open = election.state === 'NEW';

  return (
    <Paper component="section" aria-labelledby="committee-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="committee-title" sx={{ mb: 1 }}>
        {translate('comite.title')}
      </Typography>
      {open ? (
        <Stack spacing={3}>
          <CommitteeEditor key={c.ceremony ?? 'none'} electionId={id} committee={c} />
          {c.members.length > 0 && <CommitteeStatus electionId={id} committee={c} />}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Alert severity="success">{translate('comite.admin.finalised', { threshold: c.threshold ?? 0, members: c.members.length })}</Alert>
          <Typography variant="subtitle2" component="h3">
            {translate('comite.admin.fingerprint')}
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }} data-testid="election-fingerprint">
            {election.fingerprint ?? c.election.fingerprint}
          </Typography>
          <Typography variant="body2">{translate('comite.admin.fingerprint_explain')}</Typography>
          <CommitteeProgress committee={c} />
        </Stack>
      )}
    </Paper>
  );
}
