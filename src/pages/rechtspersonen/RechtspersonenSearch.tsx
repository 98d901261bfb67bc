import { Link as MuiLink, type Theme, Typography, useMediaQuery } from '@mui/material';
import { DataTable, List, SimpleList, TextInput, useListContext, useTranslate } from 'react-admin';
import { LEGAL_ENTITIES_PAGE_SIZE, LEGAL_ENTITIES_RESOURCE, type LegalEntityRow } from './types';
import { ListPagination } from '../../shared/ListPagination';

const filters = [
  <TextInput key="name" source="name" label="resources.rechtspersonen.fields.name" alwaysOn resettable />,
  <TextInput key="locality" source="locality" label="resources.rechtspersonen.fields.locality" alwaysOn resettable />,
];

/** A website as a link that opens elsewhere; the stored value already carries its protocol. */
const Website = ({ url }: { url: string | null }) =>
  url ? (
    <MuiLink href={/^https?:\/\//i.test(url) ? url : `http://${url}`} target="_blank" rel="noopener noreferrer" onClick={(e) => e.stopPropagation()}>
      {url.replace(/^https?:\/\//i, '')}
    </MuiLink>
  ) : null;

const Results = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { data, isPending, filterValues } = useListContext<LegalEntityRow>();
  if (!isPending && data?.length === 0) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate(Object.keys(filterValues ?? {}).length > 0 ? 'rechtspersonen.no_results_filtered' : 'rechtspersonen.no_results')}
      </Typography>
    );
  }
  return isSmall ? (
    <SimpleList<LegalEntityRow>
      primaryText={(le) => le.name}
      secondaryText={(le) => le.legalentityDisplayAddress ?? le.locality ?? ''}
      tertiaryText={(le) => le.reference ?? ''}
      rowClick={false}
    />
  ) : (
    <DataTable<LegalEntityRow> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" disableSort />
      <DataTable.Col<LegalEntityRow> source="legalentityDisplayAddress" disableSort />
      <DataTable.Col source="reference" disableSort />
      <DataTable.Col<LegalEntityRow> source="website" disableSort render={(le) => <Website url={le.website} />} />
    </DataTable>
  );
};

/**
 * /zoeken/rechtspersonen (SPEC §2, every role): the legal-entity directory, searched by name and
 * locality (ignoring accents, case and spaces), 25 per page with the display address.
 */
export default function RechtspersonenSearch() {
  return (
    <List
      resource={LEGAL_ENTITIES_RESOURCE}
      title="rechtspersonen.title"
      perPage={LEGAL_ENTITIES_PAGE_SIZE}
      pagination={<ListPagination perPage={LEGAL_ENTITIES_PAGE_SIZE} />}
      filters={filters}
      exporter={false}
      empty={false}
      actions={false}
    >
      <Results />
    </List>
  );
}
