import DeleteIcon from '@mui/icons-material/Delete';
import { type MouseEvent, useState } from 'react';
import { Button, Confirm, useDelete, useNotify, useRefresh } from 'react-admin';
import { errorNotification } from '../../shared/forms/formHelpers';
import { type CodeItem, ITEMS_RESOURCE } from './types';

export interface DeleteItemButtonProps {
  record: CodeItem;
  /** Called after the server deleted the value (the edit dialog closes itself with it). */
  onDeleted?: () => void;
}

/**
 * Deletes one value after a confirmation that names it. Written out rather than react-admin's
 * DeleteWithConfirmButton, which redirects to the resource's list route (there is none for values)
 * and cannot put the record's description in the confirmation text.
 */
export const DeleteItemButton = ({ record, onDeleted }: DeleteItemButtonProps) => {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });

  // The button sits in a clickable table row: the click must not also open the edit dialog.
  const openConfirm = (event: MouseEvent) => {
    event.stopPropagation();
    setOpen(true);
  };

  const confirm = async () => {
    try {
      await remove(ITEMS_RESOURCE, { id: record.id, previousData: record });
      notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
      setOpen(false);
      refresh();
      onDeleted?.();
    } catch (error) {
      setOpen(false);
      notify(...errorNotification(error));
    }
  };

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={openConfirm}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="codelijsten.delete_title"
        content="codelijsten.delete_content"
        contentTranslateOptions={{ description: record.description }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
