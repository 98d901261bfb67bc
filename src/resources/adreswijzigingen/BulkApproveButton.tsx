import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Confirm, type Identifier, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useReportFailure } from '../../shared/forms/useReportFailure';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/**
 * "Geselecteerde goedkeuren": the selected requests approved in one call, after a confirmation,
 * pessimistic. Each request is decided on its own: the notification says how many were approved,
 * how many ended in ERROR (they then show under "Enkel fouten") and how many were skipped.
 */
export const BulkApproveButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const reportFailure = useReportFailure();
  const provider = useAppDataProvider();
  const { selectedIds, onUnselectItems } = useListContext();
  const [open, setOpen] = useState(false);

  const approve = useMutation({
    mutationFn: (ids: Identifier[]) => provider.approveAddressChanges(ids.map(Number)),
    onSuccess: ({ items }) => {
      const count = (state: string) => items.filter((item) => item.state === state).length;
      const approved = count('APPROVED');
      const errors = count('ERROR');
      const skipped = items.length - approved - errors;
      const message = [
        translate('adreswijzigingen.bulk_result', { approved, errors }),
        skipped > 0 ? translate('adreswijzigingen.bulk_skipped', { skipped }) : '',
      ]
        .filter(Boolean)
        .join(' ');
      // The text is already Dutch: as its own fallback it is not looked up as a key.
      notify(message, { type: errors + skipped > 0 ? 'warning' : 'success', messageArgs: { _: message } });
      setOpen(false);
      onUnselectItems();
      refresh();
    },
    onError: (error) => {
      setOpen(false);
      void reportFailure(error);
    },
  });

  return (
    <>
      <Button label="adreswijzigingen.bulk_approve" onClick={() => setOpen(true)} disabled={approve.isPending}>
        <DoneAllIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title="adreswijzigingen.bulk_title"
        content="adreswijzigingen.bulk_content"
        contentTranslateOptions={{ smart_count: selectedIds.length }}
        confirm="adreswijzigingen.approve"
        confirmColor="primary"
        onConfirm={() => approve.mutate(selectedIds)}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
