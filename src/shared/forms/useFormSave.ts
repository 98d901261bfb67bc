import { useNotify } from 'react-admin';
import { errorNotification, serverFieldErrors } from './formHelpers';

/**
 * A form's pessimistic save (for a Form's or DialogForm's onSubmit): runs `save`; a refusal with
 * field errors goes back to the form, which shows them under the inputs (a dialog stays open); any
 * other failure is shown as a notification. On success: `message` ("De wijzigingen werden opgeslagen."), then `after`.
 */
export function useFormSave() {
  const notify = useNotify();
  return async (
    save: () => Promise<unknown>,
    after: () => unknown = () => undefined,
    message = 'UPDATE_SUCCESS',
  ): Promise<Record<string, string> | undefined> => {
    try {
      await save();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      notify(...errorNotification(error));
      return undefined;
    }
    notify(message, { type: 'success' });
    await after();
    return undefined;
  };
}
