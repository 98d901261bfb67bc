import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Button, Confirm, type RaRecord, useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { Declaration } from '../../../domain/declare/declaration';
import { errorNotification } from '../forms/formHelpers';
import { useRecordTitle } from './record';

/**
 * Deletes a record after a confirmation that names it (SPEC §2 "delete with confirmation"). Not
 * react-admin's DeleteWithConfirmButton: that one redirects to a route of its own making, and the
 * screens of a declared resource live at its SPEC path.
 */
export const DeleteRecordButton = ({ d, record, onDeleted }: { d: Declaration; record: RaRecord; onDeleted: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  const name = translate(`resources.${d.name}.name`, { smart_count: 1 });
  const titleOf = useRecordTitle(d);

  const confirm = async () => {
    try {
      await remove(d.name, { id: record.id, previousData: record });
      notify('declared.deleted', { type: 'info', messageArgs: { name, title: titleOf(record) } });
      refresh();
      onDeleted();
    } catch (error) {
      notify(...errorNotification(error));
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={translate('declared.delete_title', { name })}
        content={translate('declared.delete_content', { title: titleOf(record) })}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
