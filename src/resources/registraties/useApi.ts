import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { errorNotification } from '../../shared/forms/formHelpers';
import { http } from '../../dataProvider/http';

/**
 * A GET of the API outside the data provider (a member's addresses, an organisation's addresses).
 * Failures go to the authProvider as the data provider's do, so a 401 still leads to login (SPEC §8).
 */
export function useApiQuery<T>(queryKey: QueryKey, path: string, enabled = true) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey, queryFn: () => http<T>(path), enabled });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}

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

/** A POST of a decision; pessimistic: the caller waits for the server's answer. */
export const postJson = <T>(path: string, json: unknown) => http<T>(path, { method: 'POST', json });
