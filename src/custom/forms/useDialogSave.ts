import { useNotify } from 'react-admin';
import { errorNotification, serverFieldErrors } from './formHelpers';

/**
 * The save of a dialog form (for DialogForm's onSubmit): runs `save`; a refusal with field errors
 * goes back to the form, which shows them under the inputs and stays open; any other failure is
 * shown as a notification. On success: "De wijzigingen werden opgeslagen." and then `after`.
 */
export function useDialogSave() {
  const notify = useNotify();
  return async (save: () => Promise<unknown>, after: () => unknown): Promise<Record<string, string> | undefined> => {
    try {
      await save();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notify(...errorNotification(error));
      return undefined;
    }
    notify('UPDATE_SUCCESS', { type: 'success' });
    await after();
    return undefined;
  };
}
