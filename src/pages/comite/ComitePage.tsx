import { Alert, Box, Stack, Typography } from '@mui/material';
import { Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { useApiQuery } from '../../shared/useApiQuery';
import { TaskCard } from './TaskCard';

/**
 * /comite: a member of an election committee (a veterinarian or someone of the secretariat) does
 * their part of the key ceremony and of the count here, each election its own card. Everything
 * secret (the seed in the key file, the share of the key) stays in this page's memory.
 */
export default function ComitePage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  // A committee is made of veterinarians and the secretariat; the server refuses anyone else the same way.
  const member = !!permissions?.some((r) => r === 'SECRETARIAAT' || r === 'DIERENARTS');
  const tasks = useApiQuery(['committee-tasks'], (p) => p.committeeTasks(), { refetchInterval: 30_000, enabled: member });
  const items = tasks.data?.items ?? [];
  return (
    <Box sx={{ mt: 1, maxWidth: 960 }}>
      <Title title={translate('comite.title')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('comite.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('comite.intro')}
      </Typography>
      {permissions && !member && <Alert severity="warning">{translate('app.not_allowed')}</Alert>}
      {member && tasks.isPending && <Loading />}
      {tasks.error ? <Alert severity="error">{(tasks.error as Error).message}</Alert> : null}
      {tasks.data && items.length === 0 && <Alert severity="info">{translate('comite.none')}</Alert>}
      <Stack spacing={2}>
        {items.map((task) => (
          <TaskCard key={task.electionId} task={task} />
        ))}
      </Stack>
    </Box>
  );
}
