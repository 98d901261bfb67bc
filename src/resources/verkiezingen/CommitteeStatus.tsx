import { Alert, Box, Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { CommitteeProgress, memberName } from '../../pages/comite/CommitteeProgress';
import type { Committee } from '../../dataProvider/custom/committee';
import { errorNotification } from '../../shared/forms/formHelpers';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/** A complaint in words: who found whose share wrong, and the secretariat's two ways on. */
function ComplaintText({ committee }: { committee: Committee }) {
  const translate = useTranslate();
  return (
    <>
      {committee.members
        .filter((m) => m.complaint !== null)
        .map((by) => {
          const accused = committee.members[by.complaint! - 1];
          return (
            <Alert key={by.index} severity="warning" role="alert">
              {translate('comite.admin.complaint', { by: by.index, byName: memberName(by), member: by.complaint, name: accused ? memberName(accused) : '' })}
            </Alert>
          );
        })}
    </>
  );
}

/**
 * The ceremony as the secretariat follows it while the election is NEW: each member's progress, a
 * complaint explained, and a restart of the ceremony (same committee, from round 1) after a
 * confirmation, since every key file made so far becomes worthless.
 */
export function CommitteeStatus({ electionId, committee }: { electionId: number | string; committee: Committee }) {
  const translate = useTranslate();
  const notify = useNotify();
  const provider = useAppDataProvider();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const restart = async () => {
    setBusy(true);
    try {
      queryClient.setQueryData(['committee', electionId], await provider.restartCeremony(electionId));
      notify('comite.admin.restarted', { type: 'success' });
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <Stack spacing={2}>
      {committee.stage === 'COMPLAINT' && <ComplaintText committee={committee} />}
      <CommitteeProgress committee={committee} />
      <Box>
        <Button variant={committee.stage === 'COMPLAINT' ? 'contained' : 'outlined'} onClick={() => setAsking(true)} disabled={busy}>
          {translate('comite.admin.restart')}
        </Button>
      </Box>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="comite.admin.restart"
        content="comite.admin.restart_confirm"
        confirm="comite.admin.restart"
        onConfirm={restart}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
