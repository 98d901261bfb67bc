import TranslateIcon from '@mui/icons-material/Translate';
import { Button, type Theme, useMediaQuery } from '@mui/material';
import type { MouseEvent } from 'react';
import { DataTable, List, Pagination, type RaRecord, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
/** Fallback until the key is in domain.nl.ts (polyglot applies smart_count to it as well). */
const itemCountFallback = '%{smart_count} waarde |||| %{smart_count} waarden';
const itemsPath = (id: unknown) => `/codelijsten/${id}/items`;

/** A link to the translations screen inside a clickable row: it must not also open the values. */
const TranslationsLink = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  return (
    <Button
      component={Link}
      to={`/codelijsten/${record.id}/translations`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
      size="small"
      startIcon={<TranslateIcon />}
    >
      {translate('codelijsten.translations')}
    </Button>
  );
};

/**
 * /codelijsten: the code lists, 10 per page (SPEC §9), searchable by `q`. The lists themselves are
 * declared by the product (see README), so there is no create, delete or export; a click on a row
 * opens its values. The server does not sort, so no column offers sorting.
 */
export const CodelijstList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25]} />} filters={filters} exporter={false}>
      {isSmall ? (
        // On a phone the table would not fit; the values screen has a tab to the translations.
        <SimpleList
          primaryText={(record) => record.code}
          secondaryText={(record) => record.description}
          tertiaryText={(record) => translate('codelijsten.item_count', { smart_count: record.itemcount ?? 0, _: itemCountFallback })}
          rowClick={(id) => itemsPath(id)}
        />
      ) : (
        <DataTable rowClick={(id) => itemsPath(id)} bulkActionButtons={false}>
          <DataTable.Col source="code" disableSort />
          <DataTable.Col source="description" disableSort />
          <DataTable.NumberCol source="itemcount" disableSort />
          <DataTable.Col<RaRecord> label="" disableSort align="right" render={(record) => <TranslationsLink record={record} />} />
        </DataTable>
      )}
    </List>
  );
};
