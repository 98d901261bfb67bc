import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  type Theme,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import { V } from '../../../domain/validation';
import { ReasonDialog } from '../../shared/decision/ReasonDialog';
import { serverFieldErrors } from '../../shared/forms/formHelpers';
import { useReportFailure } from '../../shared/forms/useReportFailure';
import { useAppDataProvider } from '../../shared/useAppDataProvider';
import { type Corrections, correctionsOf, isCorrectable, type PickerChoice, requestedChoice } from './corrections';
import { MemberCurrent } from './MemberCurrent';
import { OrganisationPicker } from './OrganisationPicker';
import { RequestDetails } from './RequestDetails';
import { useKindLabel } from './StateChip';
import type { AddressChange } from './types';

type Decision = ({ state: 'APPROVED'; comment: null } & Corrections) | { state: 'DECLINED'; comment: string };

export interface AddressChangeDialogProps {
  request: AddressChange;
  onClose: () => void;
}

/**
 * One request beside the member's current data, with Goedkeuren and Afkeuren (reason required).
 * A new cooperation or a new organisation can first be corrected in the organisation and address
 * picker; the approval then carries the corrections. Pessimistic, without undo. An approval that
 * cannot be applied comes back in ERROR: the dialog then stays open with the reason (and the
 * choice made), and the request moves to "Enkel fouten".
 */
export const AddressChangeDialog = ({ request, onClose }: AddressChangeDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const provider = useAppDataProvider();
  const kind = useKindLabel();
  const titleId = useId();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [current, setCurrent] = useState(request);
  const [declining, setDeclining] = useState(false);
  const [choice, setChoice] = useState<PickerChoice>(() => requestedChoice(request));
  const [incomplete, setIncomplete] = useState(false);
  const open = current.state === 'NEW' || current.state === 'ERROR';

  const decide = useMutation({
    mutationFn: (decision: Decision) => provider.decideAddressChange(current.id, decision),
    onSuccess: (result) => {
      setDeclining(false);
      refresh();
      if (result.state === 'ERROR') {
        const reason = result.request?.error ?? '';
        setCurrent({ ...current, ...result.request, state: 'ERROR', error: reason });
        notify('adreswijzigingen.not_applied', { type: 'warning', messageArgs: { reason } });
        return;
      }
      notify(result.state === 'APPROVED' ? 'adreswijzigingen.approved' : 'adreswijzigingen.declined', { type: 'success' });
      onClose();
    },
    onError: (error) => {
      setDeclining(false);
      void reportFailure(error);
    },
  });

  const approve = () => {
    const corrections = correctionsOf(current, choice);
    setIncomplete(!corrections);
    if (corrections) decide.mutate({ state: 'APPROVED', comment: null, ...corrections });
  };
  const refused = decide.isPending ? undefined : serverFieldErrors(decide.error);
  const pickerErrors = { iddiclegalentity: refused?.iddiclegalentity, iddicaddress: incomplete ? V.select : refused?.iddicaddress };

  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} fullWidth maxWidth="lg" fullScreen={isPhone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {translate('adreswijzigingen.dialog_title', { type: kind(current.type), name: current.name, ordenummer: current.ordenummer })}
      </DialogTitle>
      <DialogContent dividers>
        {current.state === 'ERROR' && current.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate('adreswijzigingen.error_reason', { reason: current.error })}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('adreswijzigingen.request')}
            </Typography>
            <RequestDetails request={current} />
            {isCorrectable(current) && (
              <Box sx={{ mt: 2 }}>
                <OrganisationPicker
                  request={current}
                  choice={choice}
                  onChange={(next) => {
                    setChoice(next);
                    setIncomplete(false);
                    decide.reset();
                  }}
                  errors={pickerErrors}
                  disabled={!open || decide.isPending}
                />
              </Box>
            )}
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {translate('adreswijzigingen.current')}
            </Typography>
            <MemberCurrent request={current} />
          </Paper>
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={decide.isPending}>
          {translate('ra.action.close')}
        </Button>
        {open && (
          <>
            <Button variant="outlined" color="error" startIcon={<CloseIcon />} onClick={() => setDeclining(true)} disabled={decide.isPending}>
              {translate('adreswijzigingen.decline')}
            </Button>
            <Button
              variant="contained"
              color="success"
              startIcon={decide.isPending ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
              onClick={approve}
              disabled={decide.isPending}
            >
              {translate('adreswijzigingen.approve')}
            </Button>
          </>
        )}
      </DialogActions>
      {declining && (
        <ReasonDialog
          title={translate('adreswijzigingen.decline_title')}
          content={translate('adreswijzigingen.decline_content')}
          confirmLabel={translate('adreswijzigingen.decline')}
          loading={decide.isPending}
          onConfirm={(comment) => decide.mutate({ state: 'DECLINED', comment })}
          onClose={() => setDeclining(false)}
        />
      )}
    </Dialog>
  );
};
