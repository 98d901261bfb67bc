import { Box, type Theme, ToggleButton, ToggleButtonGroup, Typography, useMediaQuery } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { DataTable, type Identifier, List, type RaRecord, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { formatDate } from '../../i18n/format';
import { KeyboardDataTableBody } from '../../shared/declared/keyboardBody';
import { AddressChangeDialog } from './AddressChangeDialog';
import { BulkApproveButton } from './BulkApproveButton';
import { StateChip, useKindLabel } from './StateChip';
import { ADRESWIJZIGINGEN_RESOURCE, type AddressChange, QUEUE_PAGE_SIZE } from './types';
import { ListPagination } from '../../shared/ListPagination';

/** The admin filters of SPEC §4: only NEW requests (the default) or only those in ERROR. */
const QueueFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const state = filterValues.state === 'ERROR' ? 'ERROR' : 'NEW';
  return (
    <TopToolbar sx={{ justifyContent: 'flex-start', width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={state}
        aria-label={translate('adreswijzigingen.filter_label')}
        onChange={(_event, next: string | null) => {
          if (next) setFilters({ state: next }, {});
        }}
      >
        <ToggleButton value="NEW">{translate('adreswijzigingen.only_new')}</ToggleButton>
        <ToggleButton value="ERROR">{translate('adreswijzigingen.only_errors')}</ToggleButton>
      </ToggleButtonGroup>
    </TopToolbar>
  );
};

const EmptyQueue = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate(filterValues.state === 'ERROR' ? 'adreswijzigingen.empty_errors' : 'adreswijzigingen.empty_new')}
    </Typography>
  );
};

const Member = ({ request }: { request: AddressChange }) => (
  <>
    {request.name}
    <Typography variant="caption" color="text.secondary" component="span" sx={{ display: 'block' }}>
      {request.ordenummer}
    </Typography>
  </>
);

/**
 * The table (a simple list on a phone) and the dialog of the clicked request. Rows can be selected
 * for the bulk approval; a click on a row opens the request beside the member's current data.
 */
const Queue = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const kind = useKindLabel();
  const [opened, setOpened] = useState<AddressChange>();
  // The logbook's link names one request (?filter={"id":…}): it opens at once, whatever its state.
  const { filterValues, data } = useListContext<AddressChange>();
  const linked = filterValues.id && data?.length === 1 && data[0]!.id === Number(filterValues.id) ? data[0] : undefined;
  // Once: after a decision the list reads the request again, and the dialog stays closed.
  const shown = useRef<Identifier>(undefined);
  useEffect(() => {
    if (linked && shown.current !== linked.id) {
      shown.current = linked.id;
      setOpened(linked);
    }
  }, [linked]);
  const rowClick = (_id: Identifier, _resource: unknown, record: RaRecord) => {
    setOpened(record as AddressChange);
    return false as const;
  };

  return (
    <>
      {isSmall ? (
        <SimpleList<AddressChange>
          primaryText={(r) => `${r.name} (${r.ordenummer})`}
          secondaryText={(r) => (
            <>
              {[kind(r.type), r.address].filter(Boolean).join(' · ')}
              {r.state === 'ERROR' && r.error && (
                <Typography variant="caption" color="error" component="span" sx={{ display: 'block' }}>
                  {r.error}
                </Typography>
              )}
            </>
          )}
          tertiaryText={(r) => formatDate(r.creationdate)}
          rowClick={rowClick}
          empty={<EmptyQueue />}
        />
      ) : (
        <DataTable<AddressChange> rowClick={rowClick} body={KeyboardDataTableBody} bulkActionButtons={<BulkApproveButton />} empty={<EmptyQueue />}>
          <DataTable.Col<AddressChange> source="creationdate" disableSort render={(r) => formatDate(r.creationdate)} />
          <DataTable.Col<AddressChange> source="name" disableSort render={(r) => <Member request={r} />} />
          <DataTable.Col<AddressChange> source="type" disableSort render={(r) => kind(r.type)} />
          <DataTable.Col source="address" disableSort />
          <DataTable.Col<AddressChange> source="startdate" disableSort render={(r) => formatDate(r.startdate)} />
          <DataTable.Col<AddressChange> source="state" disableSort render={(r) => <StateChip request={r} />} />
        </DataTable>
      )}
      {opened && <AddressChangeDialog key={opened.id} request={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
};

/**
 * /dierenarts/adreswijzigingen (the secretariat's landing page): the queue of address-change
 * requests, 5 per page (SPEC §9), newest first as the server orders them, only NEW by default.
 */
const AdreswijzigingList = () => {
  // A state named in the address (?state=ERROR, a link from a mail or the menu) is the one shown: in
  // react-admin's own form (?filter=…), which goes before the filter the list kept from a visit before.
  const [params] = useSearchParams();
  const state = params.get('state');
  if (state === 'NEW' || state === 'ERROR') return <Navigate to={{ search: `?filter=${encodeURIComponent(JSON.stringify({ state }))}` }} replace />;
  return (
    <Box>
      <List
        resource={ADRESWIJZIGINGEN_RESOURCE}
        title="adreswijzigingen.title"
        filterDefaultValues={{ state: 'NEW' }}
        perPage={QUEUE_PAGE_SIZE}
        pagination={<ListPagination perPage={QUEUE_PAGE_SIZE} />}
        actions={<QueueFilter />}
        exporter={false}
        // An empty queue still shows its filter, to look at the other one.
        empty={false}
      >
        <Queue />
      </List>
    </Box>
  );
};

export default AdreswijzigingList;
