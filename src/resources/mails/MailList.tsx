import { Divider, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  type Identifier,
  List,
  Pagination,
  type RaRecord,
  SearchInput,
  SelectInput,
  SimpleList,
  useListContext,
  useTranslate,
} from 'react-admin';
import type { MailStatus } from '../../../domain/mailTemplates';
import { formatDateTime } from '../../i18n/format';
import { MailDialog, STATS_KEY } from './MailDialog';
import { MailStatusChart } from './MailStatusChart';
import { MailStatusChip, statusChoices } from './MailStatusChip';
import { type Mail, MAILS_RESOURCE, type MailStats, REFRESH_MS } from './types';
import { useApiQuery } from '../../shared/useApiQuery';

/** Status (the four of SPEC §4, in Dutch) and a search on the recipient (the API's `q`). */
const useFilters = () => {
  const translate = useTranslate();
  return [
    <SelectInput key="status" source="status" choices={statusChoices} emptyText="mails.all_statuses" alwaysOn />,
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('resources.mails.fields.q')} />,
  ];
};

/** The counters above the table, refreshed with it; a bar filters the list on its status. */
const StatusCounters = () => {
  const translate = useTranslate();
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const { data } = useApiQuery<MailStats>(STATS_KEY, (provider) => provider.getMailStats(), { refetchInterval: REFRESH_MS });
  const toggle = (status: MailStatus) => {
    const { status: current, ...rest } = filterValues;
    setFilters(current === status ? rest : { ...rest, status }, displayedFilters);
  };
  return (
    <>
      <MailStatusChart stats={data} selected={filterValues.status} onSelect={toggle} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pb: 1 }}>
        {translate('mails.auto_refresh')}
      </Typography>
    </>
  );
};

const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * The table (a simple list on a phone) and the dialog of the clicked mail. The dialog shows the
 * mail as the list has it now, so a status the worker sets meanwhile shows there too.
 */
const MailQueue = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { data } = useListContext<Mail>();
  const [opened, setOpened] = useState<{ id: Identifier; mail: Mail }>();
  const current = opened ? (data?.find((mail) => mail.id === opened.id) ?? opened.mail) : undefined;
  const rowClick = (id: Identifier, _resource: unknown, record: RaRecord) => {
    setOpened({ id, mail: record as Mail });
    return false as const;
  };

  return (
    <>
      <StatusCounters />
      <Divider />
      {isSmall ? (
        <SimpleList<Mail>
          primaryText={(mail) => mail.recipient}
          secondaryText={(mail) => `${formatDateTime(mail.creationdate)} · ${mail.description ?? mail.template}`}
          tertiaryText={(mail) => <MailStatusChip status={mail.status} />}
          rowClick={rowClick}
        />
      ) : (
        <DataTable<Mail> rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col<Mail> source="creationdate" disableSort cellSx={noWrap} render={(mail) => formatDateTime(mail.creationdate)} />
          <DataTable.Col source="recipient" disableSort />
          <DataTable.Col<Mail> source="description" disableSort render={(mail) => mail.description ?? mail.template} />
          <DataTable.Col<Mail> source="status" disableSort render={(mail) => <MailStatusChip status={mail.status} />} />
          <DataTable.NumberCol source="attempts" disableSort />
        </DataTable>
      )}
      {current && <MailDialog key={String(current.id)} mail={current} onClose={() => setOpened(undefined)} />}
    </>
  );
};

/**
 * /mails: the mail queue, newest first (the server's order; no other sort is offered), 25 per
 * page (SPEC §9), filtered on status and recipient. The list and the counters refresh every
 * 5 seconds while the page is open, so a mail going from NEW to PROCESSED shows without a reload.
 */
const MailList = () => {
  const filters = useFilters();
  return (
    <List
      resource={MAILS_RESOURCE}
      title="mails.title"
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      filters={filters}
      exporter={false}
      queryOptions={{ refetchInterval: REFRESH_MS }}
      // An empty queue still shows its counters and filters.
      empty={false}
    >
      <MailQueue />
    </List>
  );
};

export default MailList;
