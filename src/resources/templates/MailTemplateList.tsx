import { type Theme, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { DataTable, List, Pagination, type RaRecord, SearchInput, SimpleList, useTranslate } from 'react-admin';
import { formatDateTime } from '../../i18n/format';
import { MailTemplateDialog } from './MailTemplateDialog';
import { type MailTemplate, TEMPLATES_RESOURCE } from './types';

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * /templates: the mail templates, 25 per page (SPEC §9), searchable. A click opens the edit
 * dialog; returning false keeps react-admin from navigating. The templates belong to the product:
 * no create, delete or export, and the server does not sort.
 */
const MailTemplateList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [editing, setEditing] = useState<MailTemplate>();
  const translate = useTranslate();
  const lastChange = (record: MailTemplate) =>
    record.updated_at ? `${formatDateTime(record.updated_at)}${record.updated_by ? ` · ${record.updated_by}` : ''}` : translate('templates.original');
  const rowClick = (_id: unknown, _resource: unknown, record: RaRecord) => {
    setEditing(record as MailTemplate);
    return false as const;
  };

  return (
    <>
      <List
        resource={TEMPLATES_RESOURCE}
        title="templates.title"
        perPage={25}
        pagination={<Pagination rowsPerPageOptions={[25]} />}
        filters={filters}
        exporter={false}
      >
        {isSmall ? (
          <SimpleList<MailTemplate>
            primaryText={(record) => record.description || record.name}
            secondaryText={(record) => record.subject}
            tertiaryText={(record) => lastChange(record)}
            rowClick={rowClick}
          />
        ) : (
          <DataTable<MailTemplate> rowClick={rowClick} bulkActionButtons={false}>
            <DataTable.Col source="name" disableSort />
            <DataTable.Col source="description" disableSort />
            <DataTable.Col source="subject" disableSort />
            <DataTable.Col<MailTemplate> source="updated_at" disableSort cellSx={noWrap} render={(record) => lastChange(record)} />
          </DataTable>
        )}
      </List>
      {editing && <MailTemplateDialog key={String(editing.id)} template={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
};

export default MailTemplateList;
