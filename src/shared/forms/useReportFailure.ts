import { useCallback } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { errorNotification } from './formHelpers';

/** A failed call: a 401/403 goes through the authProvider; anything else is a Dutch notification. */
export function useReportFailure() {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const notify = useNotify();
  return useCallback(
    async (error: unknown) => {
      const loggedOut = await logoutIfAccessDenied(error as Error);
      if (!loggedOut) notify(...errorNotification(error));
    },
    [logoutIfAccessDenied, notify],
  );
}
