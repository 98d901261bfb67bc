import { Box, Card, CardContent } from '@mui/material';
import { Form, type RaRecord, SaveButton, Toolbar, usePermissions, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Declaration } from '../../../domain/declare/declaration';
import { preventEnterSubmit } from '../forms/formHelpers';
import { UnsavedChangesGuard } from '../forms/UnsavedChangesGuard';
import { useFormSave } from '../forms/useFormSave';
import { DeclaredFiles } from './DeclaredFiles';
import { DeclaredNotices, LiveNotices } from './DeclaredNotices';
import { inputOf } from './inputs';
import { LanguageColumns } from './LanguageColumns';
import { editableFields, isWide, RecordValues, shownFields } from './record';
import { useResolver } from './useResolver';

/**
 * The `detail` tab of a declared resource: the fields the user may change as a form (checked by the
 * declaration's schema, saved pessimistically, leaving with unsaved changes asks first), the others
 * as text above it, and below it the record's upload slots, each uploaded on its own.
 */
export const DeclaredForm = ({ d, record, readOnly }: { d: Declaration; record: RaRecord; readOnly: boolean }) => {
  const { permissions } = usePermissions<string[]>();
  const editable = readOnly ? [] : editableFields(d, permissions ?? []);
  // The state is the page's own chip, above the tabs.
  const shown = shownFields(d).filter((name) => !editable.includes(name) && name !== d.queue?.state);
  return (
    <>
      <Card>
        {editable.length === 0 ? (
          <CardContent>
            <DeclaredNotices d={d} record={record} />
            <RecordValues d={d} record={record} fields={shown} />
          </CardContent>
        ) : (
          <RecordForm d={d} record={record} editable={editable} shown={shown} />
        )}
      </Card>
      <DeclaredFiles d={d} record={record} tab="detail" />
    </>
  );
};

const RecordForm = ({ d, record, editable, shown }: { d: Declaration; record: RaRecord; editable: string[]; shown: string[] }) => {
  const saveForm = useFormSave();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const resolver = useResolver(d, record);
  const onSubmit = (values: FieldValues) => {
    const data = Object.fromEntries(editable.map((field) => [field, values[field]]));
    return saveForm(() => update(d.name, { id: record.id, data, previousData: record }));
  };
  return (
    <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={UnsavedChangesGuard}>
      <CardContent onKeyDown={preventEnterSubmit}>
        <LiveNotices d={d} record={record} />
        <RecordValues d={d} record={record} fields={shown} />
        <LanguageColumns
          heading="h2"
          d={d}
          fields={editable}
          input={(field) => inputOf(d, field)}
          rest={(fields) => (
            <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {fields.map((field) => (
                <Box key={field} sx={{ gridColumn: isWide(d, field) ? '1 / -1' : undefined, minWidth: 0 }}>
                  {inputOf(d, field)}
                </Box>
              ))}
            </Box>
          )}
        />
      </CardContent>
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};
