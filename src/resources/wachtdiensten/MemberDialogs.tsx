import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import wachtdienstleden from '../../../domain/resources/wachtdienstleden';
import { MEMBER_KINDS, type MemberKind } from '../../../domain/rules/wachtdiensten';

interface Frame {
  title: string;
  confirm: string;
  onClose: () => void;
  onConfirm: () => void;
  children: React.ReactNode;
}

/** One small dialog: a title, its question, and cancel or confirm (Enter in a field does not send it). */
const Frame = ({ title, confirm, onClose, onConfirm, children }: Frame) => {
  const translate = useTranslate();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const go = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('wachtdiensten.cancel')}</Button>
        <Button variant="contained" onClick={go} disabled={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** Joining: as an active member (takes turns) or a passive one. */
export const JoinDialog = ({ name, onClose, onJoin }: { name: string; onClose: () => void; onJoin: (kind: MemberKind) => Promise<void> }) => {
  const translate = useTranslate();
  const [kind, setKind] = useState<MemberKind>('W');
  return (
    <Frame title={translate('wachtdiensten.join_title', { name })} confirm={translate('wachtdiensten.join')} onClose={onClose} onConfirm={() => onJoin(kind)}>
      <RadioGroup aria-label={translate('wachtdiensten.join_as')} value={kind} onChange={(e) => setKind(e.target.value as MemberKind)}>
        {MEMBER_KINDS.map((k) => (
          <FormControlLabel key={k} value={k} control={<Radio />} label={translate(`resources.${wachtdienstleden.name}.choices.activeMember.${k}`)} />
        ))}
      </RadioGroup>
    </Frame>
  );
};

/** Leaving, with a comment for the history. */
export const ConfirmLeave = ({ name, onClose, onLeave }: { name: string; onClose: () => void; onLeave: (comment: string | null) => Promise<void> }) => {
  const translate = useTranslate();
  const [comment, setComment] = useState('');
  return (
    <Frame
      title={translate('wachtdiensten.leave_title', { name })}
      confirm={translate('wachtdiensten.leave')}
      onClose={onClose}
      onConfirm={() => onLeave(comment.trim() || null)}
    >
      <TextField
        label={translate('wachtdiensten.leave_comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        fullWidth
        multiline
        minRows={2}
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </Frame>
  );
};

export const MakeResponsible = ({ member, onClose, onConfirm }: { member: string; onClose: () => void; onConfirm: () => Promise<void> }) => {
  const translate = useTranslate();
  return (
    <Frame title={translate('wachtdiensten.make_responsible')} confirm={translate('wachtdiensten.confirm')} onClose={onClose} onConfirm={onConfirm}>
      <DialogContentText>{translate('wachtdiensten.make_responsible_confirm', { name: member })}</DialogContentText>
    </Frame>
  );
};
