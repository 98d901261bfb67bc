import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { http } from '../../dataProvider/http';

export interface ApiQueryOptions {
  refetchInterval?: number | false;
  enabled?: boolean;
}

/**
 * A GET of the API that is not a react-admin resource call (a mail's log, a template's parameters,
 * the queue counters). The data provider hands failures to the authProvider; this does the same,
 * so a 401 still leads to the login page (SPEC §8).
 */
export function useApiQuery<T>(queryKey: QueryKey, path: string, options: ApiQueryOptions = {}) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey, queryFn: () => http<T>(path), ...options });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
