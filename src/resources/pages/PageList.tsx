import { type Theme, useMediaQuery } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { PAGES_RESOURCE, type PageTemplate, pagePath } from './types';

const rowClick = (id: unknown) => pagePath(id as string);
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * /templates/pages: the page templates, 25 per page (SPEC §9), searchable by name. A click opens
 * the template's own screen. The server does not sort, so no column offers sorting; the templates
 * are part of the product, so there is no create, delete or export.
 */
const PageList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // `name` is the API's filter: part of the name, case-insensitive.
  const filters = [<SearchInput key="name" source="name" alwaysOn placeholder={translate('pages.search')} />];
  return (
    <List
      resource={PAGES_RESOURCE}
      title="pages.title"
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[25]} />}
      filters={filters}
      exporter={false}
    >
      {isSmall ? (
        <SimpleList<PageTemplate>
          primaryText={(record) => record.title}
          secondaryText={(record) => record.name}
          tertiaryText={(record) => formatDateTime(record.updated_at)}
          rowClick={rowClick}
        />
      ) : (
        <DataTable<PageTemplate> rowClick={rowClick} bulkActionButtons={false}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col source="title" disableSort />
          <DataTable.Col<PageTemplate> source="updated_at" disableSort cellSx={noWrap} render={(record) => formatDateTime(record.updated_at)} />
          <DataTable.Col source="updated_by" disableSort />
        </DataTable>
      )}
    </List>
  );
};

export default PageList;
