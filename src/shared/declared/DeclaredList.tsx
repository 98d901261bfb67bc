import AddIcon from '@mui/icons-material/Add';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import { Alert, type Theme, Typography, useMediaQuery } from '@mui/material';
import { type ComponentType, useState } from 'react';
import {
  Button,
  Datagrid,
  FilterButton,
  List,
  type RaRecord,
  ResourceContextProvider,
  type RowClickFunction,
  TopToolbar,
  useCanAccess,
  useListContext,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { rolesFor, statsPath } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { rolesOf } from '../../../domain/roles';
import { BulkButton } from './BulkButton';
import { cellOf } from './columns';
import { DeclaredDialog } from './DeclaredDialog';
import { ExportButton } from './ExportButton';
import { FiltersToUrl, filterInputs, useChoiceDefaults, useUrlFilters } from './filters';
import { keyboardBody } from './keyboardBody';
import { PhoneRows } from './PhoneRows';
import { resourceParts } from './parts';
import { QueueChart } from './QueueChart';
import { RecordSections } from './RecordSections';
import { ListPagination } from '../ListPagination';

const useAllowed = (resource: string, action: string) => useCanAccess({ resource, action }).canAccess === true;

/** The queue's moves the user may make, and of them those made in bulk (`queue.bulk`, on the queue's own screen only). */
function useMoves(d: Declaration, off: boolean) {
  const { permissions: roles } = usePermissions<string[]>();
  const mine = Object.keys(d.queue?.transitions ?? {}).filter((name) => rolesOf(rolesFor(d, name)).some((r) => roles?.includes(r)));
  return { decides: mine.length > 0, bulk: off ? [] : mine.filter((name) => d.queue?.bulk?.includes(name)) };
}

interface ActionsProps {
  d: Declaration;
  canCreate: boolean;
  canExport: boolean;
  bulk: readonly string[];
  onCreate: () => void;
}

const Actions = ({
  d,
  canCreate,
  canExport,
  bulk,
  onCreate,
  ListActions = resourceParts[d.name]?.listActions,
}: ActionsProps & { ListActions?: ComponentType<{ d: Declaration }> }) => (
  <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
    {/* The filters that are not always shown: the advanced search (SPEC §2). */}
    {d.list.filters?.some((f) => !f.alwaysOn) && <FilterButton />}
    <ResetButton d={d} />
    {bulk.map((action) => (
      <BulkButton key={action} d={d} action={action} />
    ))}
    {canExport && <ExportButton d={d} />}
    {ListActions && <ListActions d={d} />}
    {canCreate && (
      <Button label={`resources.${d.name}.new`} onClick={onCreate} variant="contained">
        <AddIcon />
      </Button>
    )}
  </TopToolbar>
);

/** Clears the search and every filter at once (SPEC §2 "reset"), back to the choices the server applies; shown while another is set. */
const ResetButton = ({ d }: { d: Declaration }) => {
  const { filterValues, setFilters } = useListContext();
  const defaults = useChoiceDefaults(d);
  const set = Object.entries(filterValues ?? {}).filter(([name, value]) => defaults[name] !== value);
  if (set.length === 0) return null;
  return (
    <Button label="declared.reset" onClick={() => setFilters(defaults, [])}>
      <FilterAltOff />
    </Button>
  );
};

/** For those who may read a list that others change: who does (codelists, which only the secretariat changes). */
const ReadOnlyNote = ({ d }: { d: Declaration }) => {
  const translate = useTranslate();
  const editors = rolesOf(rolesFor(d, 'edit'));
  if (editors.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mx: 2, my: 1 }}>
      {translate('declared.read_only_list', { roles: editors.map((r) => translate(`roles.${r}`).toLowerCase()).join(', ') })}
    </Alert>
  );
};

const Empty = ({ d }: { d: Declaration }) => (
  <Typography sx={{ p: 2 }} color="text.secondary">
    {useTranslate()(`resources.${d.name}.empty`)}
  </Typography>
);

/**
 * The list screen of any declared resource: its columns, filters and search (kept in the address),
 * paging at the declared size, and for those allowed a create/edit dialog, delete and Excel export.
 */
export interface DeclaredListProps {
  d: Declaration;
  /** A filter the list always has (the records of one parent, on the parent's tab). */
  filter?: Record<string, unknown>;
  /** Shown inside another screen: no page title, and the address is the other screen's. */
  embedded?: boolean;
  /** Shown but not changed: the records of a parent that may no longer change (a requested course). */
  readOnly?: boolean;
}

export const DeclaredList = ({ d, filter, embedded, readOnly = false }: DeclaredListProps) => {
  const translate = useTranslate();
  const title = translate(`resources.${d.name}.title`, { _: translate(`resources.${d.name}.name`, { smart_count: 2 }) });
  const canCreate = useAllowed(d.name, 'create') && !readOnly;
  const canEdit = useAllowed(d.name, 'edit') && !readOnly;
  const canDelete = useAllowed(d.name, 'delete') && !readOnly;
  const canExport = useAllowed(d.name, 'export');
  const canShow = useAllowed(d.name, 'show');
  const canCount = useAllowed(d.name, 'stats');
  const { decides, bulk } = useMoves(d, !!embedded || readOnly);
  const [dialog, setDialog] = useState<{ record?: RaRecord }>();
  const refresh = useRefresh();
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // A record with a page of its own opens it; otherwise those who may change or see it get its dialog.
  const rowClick: string | false | RowClickFunction =
    d.tabs?.length && d.detail !== 'dialog'
      ? (id) => `${d.screen || d.path}/${encodeURIComponent(String(id))}`
      : canEdit || (canShow && d.detail === 'dialog')
        ? (_id, _resource, record) => {
            setDialog({ record });
            return false;
          }
        : false;
  // The address's filters, over the choices the server applies without them: the list shows what it is filtered on.
  const initialFilters = { ...useChoiceDefaults(d), ...useUrlFilters(d) };

  return (
    <ResourceContextProvider value={d.name}>
      <List
        resource={d.name}
        title={embedded ? false : title}
        disableSyncWithLocation
        filter={filter}
        filterDefaultValues={embedded ? undefined : initialFilters}
        perPage={d.list.pageSize}
        pagination={<ListPagination perPage={d.list.pageSize} />}
        sort={d.list.sort}
        filters={filterInputs(d)}
        actions={<Actions d={d} canCreate={canCreate} canExport={canExport} bulk={bulk} onCreate={() => setDialog({})} />}
        exporter={false}
        empty={false}
        queryOptions={d.list.refresh ? { refetchInterval: d.list.refresh * 1000 } : undefined}
      >
        {!embedded && <FiltersToUrl />}
        {/* Those who decide (the secretariat on a queue) change the records, only not their content. */}
        {!canEdit && !readOnly && !decides && <ReadOnlyNote d={d} />}
        {!embedded && d.list.refresh && (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1 }}>
            {translate('declared.auto_refresh', { seconds: d.list.refresh })}
          </Typography>
        )}
        {!embedded && statsPath(d) && canCount && <QueueChart d={d} />}
        {isPhone ? (
          <PhoneRows d={d} rowClick={rowClick} empty={<Empty d={d} />} />
        ) : (
          <Datagrid bulkActionButtons={false} rowClick={rowClick} body={rowClick ? keyboardBody : undefined} empty={<Empty d={d} />}>
            {d.list.columns.map((c) => cellOf(d, c))}
          </Datagrid>
        )}
      </List>
      {dialog && (
        <DeclaredDialog
          d={d}
          record={dialog.record}
          fixed={filter}
          canEdit={canEdit}
          canDelete={canDelete}
          sections={
            dialog.record && (
              <RecordSections
                d={d}
                record={dialog.record}
                onChanged={refresh}
                // A decision closes the dialog, as saving does: the list is read again with the record's new state.
                onDecided={() => {
                  refresh();
                  setDialog(undefined);
                }}
                List={DeclaredList}
              />
            )
          }
          onClose={() => setDialog(undefined)}
        />
      )}
    </ResourceContextProvider>
  );
};

export default DeclaredList;
