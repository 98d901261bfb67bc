import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type Key, type ReactNode, useMemo } from 'react';
import { ResourceContextProvider, required, SelectInput, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { mailStatusSchema } from '../../../domain/schemas/templates';
import { DialogForm } from '../../shared/forms/DialogForm';
import { useFormSave } from '../../shared/forms/useFormSave';
import { Details, Loaded, Section } from '../../shared/detail/DetailParts';
import { formatDateTime } from '../../i18n/format';
import { formatDateTimeSeconds } from './format';
import { MailStatusChip, statusChoices } from './MailStatusChip';
import { type Mail, type MailLog, type MailParam, MAILS_RESOURCE, REFRESH_MS } from './types';
import { useApiQuery } from '../../shared/useApiQuery';

const resolver = zodResolver(mailStatusSchema);
export const STATS_KEY = [MAILS_RESOURCE, 'stats'] as const;

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
  return <Details rows={rows} />;
};

/** A small table of the dialog's extra data, or a line saying there is none. */
const SmallTable = ({ label, empty, headers, rows }: { label: string; empty: string; headers: string[]; rows: { key: Key; cells: ReactNode[] }[] }) =>
  rows.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {empty}
    </Typography>
  ) : (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>{header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <TableCell key={i} sx={i === 0 ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );

const MailParams = ({ id }: { id: Mail['id'] }) => {
  const translate = useTranslate();
  const query = useApiQuery<{ items: MailParam[] }>([MAILS_RESOURCE, id, 'params'], (provider) => provider.getMailParams(id));
  return (
    <Section title={translate('mails.params')}>
      <Loaded query={query}>
        <SmallTable
          label={translate('mails.params')}
          empty={translate('mails.no_params')}
          headers={[translate('mails.param_name'), translate('mails.param_value')]}
          rows={(query.data?.items ?? []).map((param) => ({ key: param.name, cells: [<code key="name">{param.name}</code>, param.value] }))}
        />
      </Loaded>
    </Section>
  );
};

/** The delivery log, oldest first as the API gives it; it follows the worker while the dialog is open. */
const MailLogTable = ({ id }: { id: Mail['id'] }) => {
  const translate = useTranslate();
  const query = useApiQuery<{ items: MailLog[] }>([MAILS_RESOURCE, id, 'logs'], (provider) => provider.getMailLogs(id), { refetchInterval: REFRESH_MS });
  return (
    <Section title={translate('mails.log')}>
      <Loaded query={query}>
        <SmallTable
          label={translate('mails.log')}
          empty={translate('mails.no_log')}
          headers={[translate('mails.log_at'), translate('mails.log_status'), translate('mails.log_message')]}
          rows={(query.data?.items ?? []).map((log) => ({
            key: log.id,
            cells: [formatDateTimeSeconds(log.at), <MailStatusChip key="status" status={log.status} />, log.message],
          }))}
        />
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
  const saveForm = useFormSave();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  // Follows the status the worker sets while the dialog is open (NEW -> PROCESSED).
  const record = useMemo(() => ({ id: mail.id, status: mail.status }), [mail.id, mail.status]);

  const onSubmit = (values: FieldValues) =>
    saveForm(
      () => update(MAILS_RESOURCE, { id: mail.id, data: { status: values.status }, previousData: mail }),
      async () => {
        await queryClient.invalidateQueries({ queryKey: STATS_KEY });
        refresh();
        onClose();
      },
    );

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
