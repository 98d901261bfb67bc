import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type RaRecord, useCreate, usePermissions, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { stateAllows } from '../../../domain/declare/access';
import type { Declaration } from '../../../domain/declare/declaration';
import { DialogForm } from '../forms/DialogForm';
import { useFormSave } from '../forms/useFormSave';
import { fileFieldsOf } from './DeclaredFiles';
import { DeleteRecordButton } from './DeleteRecordButton';
import { inputOf } from './inputs';
import { LanguageColumns, languagePairs } from './LanguageColumns';
import { editableFields, RecordValues, shownFields, useRecordTitle } from './record';
import { useResolver } from './useResolver';

export interface DeclaredDialogProps {
  d: Declaration;
  /** The record to change or see; without it the dialog makes a new one. */
  record?: RaRecord;
  canEdit: boolean;
  canDelete?: boolean;
  /** Values the form does not ask for (the parent's id on a parent's tab); sent with every save. */
  fixed?: Record<string, unknown>;
  /** What a record without a page of its own shows below its values (RecordSections). */
  sections?: ReactNode;
  /** A new record's starting values, still to be changed (a change request starts from the service as it is). */
  initial?: Record<string, unknown>;
  /** The notice after a save instead of "De wijzigingen werden opgeslagen." (a request's confirmation). */
  savedMessage?: string;
  onClose: () => void;
}

/** A new record starts from the declared defaults: a flag its `default` (else off, or on where it is 0/1), the rest empty. */
const blank = (d: Declaration, fields: string[]) =>
  Object.fromEntries(
    fields.map((name) => {
      const f = d.fields[name]!;
      if (f.kind !== 'flag') return [name, null];
      const on = f.default ?? !!f.wire;
      return [name, f.wire ? Number(on) : on];
    }),
  );

/**
 * Create, change or see one record of a declared resource in a dialog. The browser checks with the
 * declaration's own schema, the server checks again; a 400 or 409 puts the server's field errors
 * under the inputs, and the dialog stays open until the server agreed. A record without a page of
 * its own shows here what a page would: its upload slots, its decision and its tabs' lists.
 */
export const DeclaredDialog = ({ d, record, canEdit, canDelete, fixed = {}, sections, initial, savedMessage, onClose }: DeclaredDialogProps) => {
  const translate = useTranslate();
  const saveForm = useFormSave();
  const refresh = useRefresh();
  const titleOf = useRecordTitle(d);
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const resolver = useResolver(d, record, fixed);
  const [create] = useCreate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });
  const mayChange = canEdit && (!record || stateAllows(d, record, roles, 'edit'));
  const editable = mayChange ? editableFields(d, roles).filter((field) => !(field in fixed)) : [];
  const shown = record ? shownFields(d).filter((field) => !editable.includes(field)) : [];

  const title = record && (titleOf(record) ? translate('declared.view_record', { name, title: titleOf(record) }) : name);
  if (record && editable.length === 0)
    return <ViewDialog title={title!} onClose={onClose} values={<RecordValues d={d} record={record} fields={shown} />} sections={sections} />;

  const onSubmit = (values: FieldValues) => {
    // The resolver's output: only the fields this user writes, numbers read from their decimal comma.
    const data = { ...Object.fromEntries(editable.map((field) => [field, values[field]])), ...fixed };
    return saveForm(
      () => (record ? update(d.name, { id: record.id, data, previousData: record }) : create(d.name, { data })),
      () => {
        refresh();
        onClose();
      },
      savedMessage,
    );
  };

  return (
    <DialogForm
      title={
        record
          ? titleOf(record)
            ? translate('declared.edit_record', { name, title: titleOf(record) })
            : translate('declared.edit', { name })
          : translate(`resources.${d.name}.new`)
      }
      record={record ?? { ...blank(d, editable), ...initial, ...fixed }}
      resolver={resolver}
      onSubmit={onSubmit}
      onClose={onClose}
      alwaysEnable={!record}
      // Texts in two languages side by side need the room.
      maxWidth={languagePairs(d, editable).french.length ? 'lg' : d.detail === 'dialog' ? 'md' : 'sm'}
      extraActions={record && canDelete ? <DeleteRecordButton d={d} record={record} onDeleted={onClose} /> : undefined}
    >
      {record && <RecordValues d={d} record={record} fields={shown} />}
      <LanguageColumns d={d} fields={editable} input={(field) => inputOf(d, field)} rest={(fields) => fields.map((field) => inputOf(d, field))} />
      {/* A file needs the record's id, so a new one is saved first. */}
      {!record && fileFieldsOf(d).length > 0 && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(`resources.${d.name}.files_after_save`, { _: translate('declared.files_after_save') })}
        </Alert>
      )}
      {sections}
    </DialogForm>
  );
};

/** A record the user may only see (and perhaps decide): its values and sections, and a close button. */
const ViewDialog = ({ title, values, sections, onClose }: { title: string; values: ReactNode; sections: ReactNode; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>{values}</Box>
        {sections ?? <Typography color="text.secondary">{translate('declared.read_only')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
