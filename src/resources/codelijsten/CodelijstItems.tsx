import { useState } from 'react';
import { List, Pagination, SearchInput, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { CodeItemDialog } from './CodeItemDialog';
import { CodeItemsActions } from './CodeItemsActions';
import { CodeItemsTable } from './CodeItemsTable';
import { CodelijstHeader } from './CodelijstHeader';
import { type CodeItem, ITEMS_RESOURCE } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** undefined: closed; {}: creating a new value; { record }: editing that value. */
type DialogState = { record?: CodeItem } | undefined;

/**
 * /codelijsten/:id/items: the values of one code list, 10 per page (SPEC §9). The list keeps its
 * page and filters in memory (disableSyncWithLocation) so the address stays /codelijsten/:id/items;
 * `key` starts afresh for another list. Changes happen in a dialog, for the secretariat only.
 */
const CodelijstItems = () => {
  const { id = '' } = useParams();
  const { canAccess, isPending } = useCanAccess({ resource: ITEMS_RESOURCE, action: 'edit' });
  const canEdit = canAccess === true;
  const [dialog, setDialog] = useState<DialogState>();

  return (
    <>
      <CodelijstHeader id={id} tab="items" readOnly={!isPending && !canEdit}>
        <List
          key={id}
          resource={ITEMS_RESOURCE}
          filter={{ iddiccode: id }}
          disableSyncWithLocation
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25]} />}
          filters={filters}
          actions={<CodeItemsActions canCreate={canEdit} onCreate={() => setDialog({})} />}
          exporter={false}
          // An empty list still needs its toolbar, to add the first value.
          empty={false}
          title={false}
        >
          <CodeItemsTable canEdit={canEdit} onEdit={(record) => setDialog({ record })} />
        </List>
      </CodelijstHeader>
      {dialog && <CodeItemDialog iddiccode={Number(id)} record={dialog.record} onClose={() => setDialog(undefined)} />}
    </>
  );
};

export default CodelijstItems;
