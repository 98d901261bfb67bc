import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Grid,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { ResourceContextProvider, required, SelectInput, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { mailStatusSchema } from '../../../domain/schemas/templates';
import { DialogForm } from '../../custom/forms/DialogForm';
import { errorNotification, errorText, serverFieldErrors } from '../../custom/forms/formHelpers';
import { formatDateTime } from '../../i18n/format';
import { formatDateTimeSeconds } from './format';
import { MailStatusChip, statusChoices } from './MailStatusChip';
import { type Mail, type MailLog, type MailParam, MAILS_RESOURCE, REFRESH_MS } from './types';
import { useApiQuery } from './useApiQuery';

const resolver = zodResolver(mailStatusSchema);
export const STATS_KEY = [MAILS_RESOURCE, 'stats'] as const;

/** A small titled block of the dialog. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 2 }}>
    <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The mail itself: a definition list, two columns on a wide screen, one on a phone. */
const MailDetails = ({ mail }: { mail: Mail }) => {
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.mails.fields.${field}`);
  const rows: [string, ReactNode][] = [
    [label('idmail'), mail.idmail ?? mail.id],
    [label('recipient'), mail.recipient],
    [label('description'), mail.description ? `${mail.description} (${mail.template})` : mail.template],
    [label('creationdate'), formatDateTime(mail.creationdate)],
    [label('status'), <MailStatusChip key="status" status={mail.status} />],
    [label('attempts'), mail.attempts],
    [label('processed_at'), formatDateTime(mail.processed_at) || '–'],
    [label('message_id'), mail.message_id || '–'],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, m: 0 }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};

/** A failed or pending read of the dialog's extra data, or the table once it is there. */
const Loaded = ({ query, empty, children }: { query: { isPending: boolean; error: unknown }; empty: boolean; children: ReactNode }) => {
  if (query.error) return <Alert severity="error">{errorText(query.error)}</Alert>;
  if (query.isPending) return <Skeleton variant="rounded" height={64} />;
  if (empty) return null;
  return <>{children}</>;
};

const MailParams = ({ id }: { id: Mail['id'] }) => {
  const translate = useTranslate();
  const query = useApiQuery<{ items: MailParam[] }>([MAILS_RESOURCE, id, 'params'], `/mails/${id}/params`);
  const items = query.data?.items ?? [];
  return (
    <Section title={translate('mails.params')}>
      <Loaded query={query} empty={false}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('mails.no_params')}
          </Typography>
        ) : (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={translate('mails.params')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('mails.param_name')}</TableCell>
                  <TableCell>{translate('mails.param_value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((param) => (
                  <TableRow key={param.name}>
                    <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{param.name}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{param.value}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Loaded>
    </Section>
  );
};

/** The delivery log, oldest first as the API gives it; it follows the worker while the dialog is open. */
const MailLogTable = ({ id }: { id: Mail['id'] }) => {
  const translate = useTranslate();
  const query = useApiQuery<{ items: MailLog[] }>([MAILS_RESOURCE, id, 'logs'], `/mails/${id}/logs`, { refetchInterval: REFRESH_MS });
  const items = query.data?.items ?? [];
  return (
    <Section title={translate('mails.log')}>
      <Loaded query={query} empty={false}>
        {items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('mails.no_log')}
          </Typography>
        ) : (
          <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Table size="small" aria-label={translate('mails.log')}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('mails.log_at')}</TableCell>
                  <TableCell>{translate('mails.log_status')}</TableCell>
                  <TableCell>{translate('mails.log_message')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {items.map((log) => (
                  <TableRow key={log.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTimeSeconds(log.at)}</TableCell>
                    <TableCell>
                      <MailStatusChip status={log.status} />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{log.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Loaded>
    </Section>
  );
};

export interface MailDialogProps {
  /** The mail as the list has it now (the list refreshes every few seconds). */
  mail: Mail;
  onClose: () => void;
}

/**
 * One mail of the queue: its data, its status (the one thing the secretariat changes, SPEC §4),
 * the parameters it was filled with and its delivery log. The save is pessimistic; putting a mail
 * in error back to NEW makes the worker send it again. The counters and the list follow at once.
 */
export const MailDialog = ({ mail, onClose }: MailDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  // Follows the status the worker sets while the dialog is open (NEW -> PROCESSED).
  const record = useMemo(() => ({ id: mail.id, status: mail.status }), [mail.id, mail.status]);

  const onSubmit = async (values: FieldValues) => {
    try {
      await update(MAILS_RESOURCE, { id: mail.id, data: { status: values.status }, previousData: mail });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notify(...errorNotification(error));
      return undefined;
    }
    notify('UPDATE_SUCCESS', { type: 'success' });
    await queryClient.invalidateQueries({ queryKey: STATS_KEY });
    refresh();
    onClose();
    return undefined;
  };

  return (
    // Labels come from resources.mails.fields.*, also where the dialog opens outside a list.
    <ResourceContextProvider value={MAILS_RESOURCE}>
      <DialogForm
        title={translate('mails.edit_title', { recipient: mail.recipient })}
        record={record}
        resolver={resolver}
        onSubmit={onSubmit}
        onClose={onClose}
        maxWidth="md"
      >
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Section title={translate('mails.details')}>
              <MailDetails mail={mail} />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Box sx={{ mt: 2 }}>
              <SelectInput source="status" choices={statusChoices} validate={required()} fullWidth />
              {mail.status === 'ERROR' && <Alert severity="info">{translate('mails.requeue_hint')}</Alert>}
            </Box>
          </Grid>
        </Grid>
        <MailParams id={mail.id} />
        <MailLogTable id={mail.id} />
      </DialogForm>
    </ResourceContextProvider>
  );
};
