import { Alert, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useApiQuery } from '../../shared/useApiQuery';

/**
 * An ended committee election not counted yet: the secretariat has nothing to type in, it waits for
 * the committee's members, each counting on their own page, and sees how many did so.
 */
export function CommitteeWaiting({ electionId }: { electionId: number | string }) {
  const translate = useTranslate();
  const committee = useApiQuery(['committee', electionId], (p) => p.committee(electionId), { refetchInterval: 30_000 });
  const c = committee.data;
  const threshold = c?.threshold ?? 0;
  return (
    <Paper component="section" aria-labelledby="count-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" id="count-title">
        {translate('stemming.count.title')}
      </Typography>
      {committee.error ? <Alert severity="error">{(committee.error as Error).message}</Alert> : null}
      {c && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate('comite.admin.count_waiting', { partials: c.partials, threshold })}
        </Alert>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('comite.admin.count_explain')}
      </Typography>
    </Paper>
  );
}
