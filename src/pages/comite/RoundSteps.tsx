import { useTranslate } from 'react-admin';
import type { Committee, CommitteeTask } from '../../dataProvider/custom/committee';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { roundTwo } from './ceremony';
import { StepForm } from './StepForm';

export interface StepProps {
  task: CommitteeTask;
  committee: Committee;
  /** The step is done: what to tell the member (a warning when the ceremony stops), and the committee as the server now has it. */
  onDone: (message: string, next?: Committee, severity?: 'success' | 'warning') => void;
}

export const expectedOf = ({ task, committee }: Pick<StepProps, 'task' | 'committee'>) => ({
  electionId: task.electionId,
  index: task.index,
  username: committee.members[task.index - 1]?.username ?? '',
  ceremony: committee.ceremony ?? '',
});

/** Round 2: a share for every other member, sealed to them in this browser; the server only relays them. */
export function ShareStep({ task, committee, onDone }: StepProps) {
  const translate = useTranslate();
  const provider = useAppDataProvider();
  return (
    <StepForm
      intro={translate('comite.share.intro', { others: committee.members.length - 1 })}
      submitLabel={translate('comite.share.submit')}
      busyLabel={translate('comite.share.busy')}
      expected={expectedOf({ task, committee })}
      run={async (seed) => {
        const shares = roundTwo(seed, committee, task.index);
        onDone(translate('comite.share.done'), await provider.sendShares(task.electionId, { shares }));
      }}
    />
  );
}
