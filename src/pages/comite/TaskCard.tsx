import { Alert, Box, Paper, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useId, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import type { Committee, CommitteeTask } from '../../dataProvider/custom/committee';
import { formatDateTime } from '../../i18n/format';
import { useApiQuery } from '../../shared/useApiQuery';
import { CommitteeProgress, memberName } from './CommitteeProgress';
import { CountStep } from './CountStep';
import { PublishStep } from './PublishStep';
import { CheckStep } from './CheckStep';
import { ShareStep, type StepProps } from './RoundSteps';

const STEPS: Partial<Record<CommitteeTask['task'], ComponentType<StepProps>>> = { PUBLISH: PublishStep, SHARE: ShareStep, CHECK: CheckStep, COUNT: CountStep };

/** Every half minute: a member waiting for the others sees their next step come without reloading. */
const POLL = 30_000;

/** What a member without a step now waits for, in words. */
function waitingText(translate: (key: string, args?: object) => string, task: CommitteeTask, c: Committee) {
  if (task.task === 'DONE') return translate('comite.wait.done');
  if (c.election.state !== 'NEW') return translate('comite.wait.voting', { end: formatDateTime(task.endtime) });
  if (c.stage === 'COMPLAINT') {
    const by = c.members.find((m) => m.complaint !== null);
    const accused = by && c.members[by.complaint! - 1];
    return translate('comite.wait.complaint', { by: by ? memberName(by) : '', member: accused?.index ?? '', name: accused ? memberName(accused) : '' });
  }
  if (c.stage === 'COMPLETE') return translate('comite.wait.finalise');
  return translate('comite.wait.round');
}

/**
 * One election on a member's committee page: where the member sits, the step to take now (or what
 * they wait for), the outcome of the last step, and the whole committee's progress.
 */
export function TaskCard({ task }: { task: CommitteeTask }) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const titleId = useId();
  const key = ['committee', task.electionId];
  const committee = useApiQuery(key, (p) => p.committee(task.electionId), { refetchInterval: POLL });
  const [outcome, setOutcome] = useState<{ text: string; severity: 'success' | 'warning' } | null>(null);
  const c = committee.data;
  const Step = STEPS[task.task];

  const onDone: StepProps['onDone'] = (text, next, severity = 'success') => {
    setOutcome({ text, severity });
    if (next) queryClient.setQueryData(key, next);
    else void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['committee-tasks'] });
  };

  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={titleId}>
        {task.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate('comite.task.place', { index: task.index, members: task.members, threshold: task.threshold, end: formatDateTime(task.endtime) })}
      </Typography>
      <Stack spacing={2}>
        {outcome && (
          <Alert severity={outcome.severity} role={outcome.severity === 'warning' ? 'alert' : 'status'}>
            {outcome.text}
          </Alert>
        )}
        {committee.error ? <Alert severity="error">{(committee.error as Error).message}</Alert> : null}
        {!c && !committee.error && <Loading />}
        {c && (
          <>
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {translate(`comite.task.${task.task}`)}
              </Typography>
              {Step ? (
                <Step key={`${task.task}-${c.ceremony}`} task={task} committee={c} onDone={onDone} />
              ) : (
                <Alert severity="info">{waitingText(translate, task, c)}</Alert>
              )}
            </Box>
            <CommitteeProgress committee={c} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
