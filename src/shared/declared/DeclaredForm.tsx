import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Card, CardContent } from '@mui/material';
import { useMemo } from 'react';
import { Form, Labeled, type RaRecord, RecordContextProvider, SaveButton, Toolbar, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemasOf, writableFields } from '../../../domain/declare/schemas';
import type { Declaration } from '../../../domain/declare/types';
import { preventEnterSubmit } from '../forms/formHelpers';
import { useFormSave } from '../forms/useFormSave';
import { columnOf } from './columns';
import { DeclaredFiles, isFilePart } from './DeclaredFiles';
import { inputOf } from './inputs';

/**
 * The `detail` tab of a declared resource: every field of the record, as a form for those who may
 * change it (checked by the declaration's schema, saved pessimistically) and as text for the others,
 * and below it the record's upload slots (its `file` fields), each uploaded on its own.
 */
export const DeclaredForm = (props: { d: Declaration; record: RaRecord; readOnly: boolean }) => (
  <>
    <RecordForm {...props} />
    <DeclaredFiles d={props.d} record={props.record} tab="detail" />
  </>
);

const RecordForm = ({ d, record, readOnly }: { d: Declaration; record: RaRecord; readOnly: boolean }) => {
  const saveForm = useFormSave();
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const resolver = useMemo(() => zodResolver(schemasOf(d).create as z.ZodType<FieldValues, FieldValues>), [d]);

  if (readOnly) {
    return (
      <RecordContextProvider value={record}>
        <Card>
          <CardContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
            {Object.keys(d.fields)
              .filter((name) => !isFilePart(d, name))
              .map((name) => (
              <Labeled key={name} label={`resources.${d.name}.fields.${name}`}>
                {columnOf(d, name)}
              </Labeled>
            ))}
          </CardContent>
        </Card>
      </RecordContextProvider>
    );
  }

  const onSubmit = (values: FieldValues) => {
    const data = Object.fromEntries(writableFields(d).map(([field]) => [field, values[field]]));
    return saveForm(() => update(d.name, { id: record.id, data, previousData: record }));
  };

  return (
    <Card>
      <Form record={record} resolver={resolver} onSubmit={onSubmit} noValidate warnWhenUnsavedChanges>
        <CardContent onKeyDown={preventEnterSubmit}>
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>{writableFields(d).map(([field]) => inputOf(d, field))}</Box>
        </CardContent>
        <Toolbar>
          <SaveButton />
        </Toolbar>
      </Form>
    </Card>
  );
};
