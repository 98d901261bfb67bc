import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MAIL_STATUSES, type MailStatus } from '../../../domain/mailTemplates';

/** One colour per status, shared by the chips and the bars of the counter chart. */
export const STATUS_COLOURS: Record<MailStatus, Exclude<ChipProps['color'], undefined>> = {
  NEW: 'info',
  STOP: 'default',
  PROCESSED: 'success',
  ERROR: 'error',
};

/** The four statuses (SPEC §4) as choices of a SelectInput; react-admin translates the names. */
export const statusChoices = MAIL_STATUSES.map((status) => ({ id: status, name: `mails.status.${status}` }));

const isMailStatus = (status: string): status is MailStatus => (MAIL_STATUSES as readonly string[]).includes(status);

/**
 * A mail's status in Dutch, coloured. The delivery log has one status of its own, RETRY (a failed
 * attempt that will be tried again); any other unknown value shows as it is.
 */
export const MailStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  if (!isMailStatus(status)) {
    return <Chip size="small" variant="outlined" color={status === 'RETRY' ? 'warning' : 'default'} label={translate(`mails.log_statuses.${status}`, { _: status })} />;
  }
  return <Chip size="small" color={STATUS_COLOURS[status]} variant={status === 'PROCESSED' ? 'outlined' : 'filled'} label={translate(`mails.status.${status}`)} />;
};
