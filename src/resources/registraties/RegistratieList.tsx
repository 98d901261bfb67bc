import { Alert, Box, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { formatDate } from '../../i18n/format';
import { KeyboardDataTableBody } from '../../shared/declared/keyboardBody';
import { REGISTRATIES_RESOURCE, type Registration } from './types';
import { ListPagination } from '../../shared/ListPagination';

const fullName = (r: Registration) => [r.firstname, r.lastname].filter(Boolean).join(' ');
const editPath = (id: unknown) => `/registraties/${id}`;

const NoRegistrations = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="info">{translate('registraties.empty')}</Alert>
    </Box>
  );
};

/**
 * /registraties: the provider registrations still to decide (state NIEUW), oldest first as the
 * server orders them, 25 per page (SPEC §9). A click opens one registration and its decision.
 */
const RegistratieList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource={REGISTRATIES_RESOURCE}
      title="registraties.title"
      filter={{ status: 'NIEUW' }}
      perPage={25}
      pagination={<ListPagination perPage={25} />}
      exporter={false}
      actions={false}
      empty={<NoRegistrations />}
    >
      {isSmall ? (
        <SimpleList<Registration>
          primaryText={(r) => r.name ?? ''}
          secondaryText={(r) => `${fullName(r)} · ${r.email ?? ''}`}
          tertiaryText={(r) => formatDate(r.created_at)}
          rowClick={(id) => editPath(id)}
        />
      ) : (
        <DataTable<Registration> rowClick={(id) => editPath(id)} body={KeyboardDataTableBody} bulkActionButtons={false}>
          <DataTable.Col<Registration> source="created_at" disableSort render={(r) => formatDate(r.created_at)} />
          <DataTable.Col source="name" disableSort />
          <DataTable.Col<Registration> source="fullname" disableSort render={fullName} />
          <DataTable.Col source="email" disableSort />
          <DataTable.Col source="username" disableSort />
        </DataTable>
      )}
    </List>
  );
};

export default RegistratieList;
