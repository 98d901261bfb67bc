import { zodResolver } from '@hookform/resolvers/zod';
import { ResourceContextProvider, useCreate, useRefresh, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { codeItemSchema } from '../../../domain/schemas/codelists';
import { CodeItemInputs } from './CodeItemInputs';
import { DeleteItemButton } from './DeleteItemButton';
import { DialogForm } from '../../shared/forms/DialogForm';
import { useFormSave } from '../../shared/forms/useFormSave';
import { type CodeItem, ITEMS_RESOURCE } from './types';

export interface CodeItemDialogProps {
  /** The code list the value belongs to; the create call needs it for its path. */
  iddiccode: number;
  /** The value to edit; without it the dialog creates a new value. */
  record?: CodeItem;
  onClose: () => void;
}

const resolver = zodResolver(codeItemSchema);
const newItem = { codedetail: '', description: '', active: 1 as const };

/**
 * Create or edit one value of a code list. Saves are pessimistic (the dialog stays open until the
 * server agreed, no undo): a 400 puts the server's field errors under the inputs, any other
 * failure (e.g. 409 CODE_ALREADY_EXISTS) becomes a notification and keeps the input.
 */
export const CodeItemDialog = ({ iddiccode, record, onClose }: CodeItemDialogProps) => {
  const translate = useTranslate();
  const saveForm = useFormSave();
  const refresh = useRefresh();
  const [create] = useCreate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const [update] = useUpdate(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });

  const onSubmit = (values: FieldValues) => {
    // The resolver's output: trimmed strings and active as 0/1, nothing else of the record.
    const data = { iddiccode, codedetail: values.codedetail, description: values.description, active: values.active };
    return saveForm(
      () => (record ? update(ITEMS_RESOURCE, { id: record.id, data, previousData: record }) : create(ITEMS_RESOURCE, { data })),
      () => {
        refresh();
        onClose();
      },
    );
  };

  return (
    <ResourceContextProvider value={ITEMS_RESOURCE}>
      <DialogForm
        title={translate(record ? 'codelijsten.edit_item' : 'codelijsten.new_item')}
        record={record ?? newItem}
        resolver={resolver}
        onSubmit={onSubmit}
        onClose={onClose}
        alwaysEnable={!record}
        extraActions={record ? <DeleteItemButton record={record} onDeleted={onClose} /> : undefined}
      >
        <CodeItemInputs />
      </DialogForm>
    </ResourceContextProvider>
  );
};
