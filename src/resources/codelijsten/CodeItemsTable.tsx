import { Chip, type Theme, useMediaQuery } from '@mui/material';
import { DataTable, type RaRecord, SimpleList, useTranslate } from 'react-admin';
import { DeleteItemButton } from './DeleteItemButton';
import type { CodeItem } from './types';

/** `active` (0/1 on the wire) as a chip a person reads at a glance. */
export const ActiveChip = ({ record }: { record: CodeItem }) => {
  const translate = useTranslate();
  return record.active === 1 ? (
    <Chip size="small" color="success" variant="outlined" label={translate('app.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('app.inactive')} />
  );
};

export interface CodeItemsTableProps {
  canEdit: boolean;
  onEdit: (record: CodeItem) => void;
}

/**
 * The values of the list in the surrounding ListContext. The server does not sort, so no column
 * offers sorting. A click on a row opens the edit dialog for the secretariat and does nothing for
 * others. On a phone a SimpleList replaces the table, which would not fit.
 */
export const CodeItemsTable = ({ canEdit, onEdit }: CodeItemsTableProps) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  // Returning false tells react-admin not to navigate; the dialog opens instead.
  const rowClick = canEdit
    ? (_id: unknown, _resource: unknown, record: RaRecord) => {
        onEdit(record as CodeItem);
        return false as const;
      }
    : false;

  if (isSmall) {
    return (
      <SimpleList<CodeItem>
        primaryText={(record) => record.codedetail}
        secondaryText={(record) => record.description}
        tertiaryText={(record) => <ActiveChip record={record} />}
        rowClick={rowClick}
      />
    );
  }
  return (
    <DataTable<CodeItem> rowClick={rowClick} bulkActionButtons={false}>
      <DataTable.Col source="codedetail" disableSort />
      <DataTable.Col source="description" disableSort />
      <DataTable.Col<CodeItem> source="active" disableSort render={(record) => <ActiveChip record={record} />} />
      {canEdit && <DataTable.Col<CodeItem> label="" disableSort align="right" render={(record) => <DeleteItemButton record={record} />} />}
    </DataTable>
  );
};
