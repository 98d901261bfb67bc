import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { type RaRecord, useCreate, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemasOf, writableFields } from '../../../domain/declare/schemas';
import type { Declaration } from '../../../domain/declare/types';
import { DialogForm } from '../forms/DialogForm';
import { useFormSave } from '../forms/useFormSave';
import { DeclaredFiles, fileFieldsOf } from './DeclaredFiles';
import { DeleteRecordButton } from './DeleteRecordButton';
import { inputOf } from './inputs';

export interface DeclaredDialogProps {
  d: Declaration;
  /** The record to change; without it the dialog makes a new one. */
  record?: RaRecord;
  canDelete?: boolean;
  /** Values the form does not ask for (the parent's id on a parent's tab); sent with every save. */
  fixed?: Record<string, unknown>;
  onClose: () => void;
}

/** A new record starts from the declared defaults: flags off, everything else empty. */
const blank = (d: Declaration) =>
  Object.fromEntries(writableFields(d).map(([name, f]) => [name, f.kind === 'flag' ? false : f.kind === 'choice' && f.required ? f.options[0] : null]));

/**
 * Create or change one record of a declared resource in a dialog. The browser checks with the
 * declaration's own schema, the server checks again; a 400 or 409 puts the server's field errors
 * under the inputs, and the dialog stays open until the server agreed. A record that has no detail
 * page shows its upload slots (its `file` fields) below the form, each uploaded on its own.
 */
export const DeclaredDialog = ({ d, record, canDelete, fixed = {}, onClose }: DeclaredDialogProps) => {
  const translate = useTranslate();
  const saveForm = useFormSave();
  const refresh = useRefresh();
  const resolver = useMemo(() => zodResolver(schemasOf(d).create as z.ZodType<FieldValues, FieldValues>), [d]);
  const [create] = useCreate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });

  const onSubmit = (values: FieldValues) => {
    // The resolver's output: only the writable fields, numbers read from their decimal comma.
    const data = { ...Object.fromEntries(writableFields(d).map(([field]) => [field, values[field]])), ...fixed };
    return saveForm(
      () => (record ? update(d.name, { id: record.id, data, previousData: record }) : create(d.name, { data })),
      () => {
        refresh();
        onClose();
      },
    );
  };

  return (
    <DialogForm
      title={record ? translate('declared.edit', { name }) : translate(`resources.${d.name}.new`)}
      record={record ?? { ...blank(d), ...fixed }}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
      alwaysEnable={!record}
      extraActions={record && canDelete ? <DeleteRecordButton d={d} record={record} onDeleted={onClose} /> : undefined}
    >
      {writableFields(d)
        .filter(([field]) => !(field in fixed))
        .map(([field]) => inputOf(d, field))}
      {/* A record without a page of its own has its upload slots here; a file needs the record's id, so a new one is saved first. */}
      {!d.tabs?.length &&
        fileFieldsOf(d).length > 0 &&
        (record ? (
          <DeclaredFiles d={d} record={record} bare onUploaded={refresh} />
        ) : (
          <Alert severity="info" sx={{ mt: 1 }}>
            {translate(`resources.${d.name}.files_after_save`, { _: translate('declared.files_after_save') })}
          </Alert>
        ))}
    </DialogForm>
  );
};
