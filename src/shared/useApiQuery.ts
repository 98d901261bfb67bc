import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { useAppDataProvider } from './useAppDataProvider';

export interface ApiQueryOptions {
  refetchInterval?: number | false;
  enabled?: boolean;
  retry?: boolean;
  staleTime?: number;
}

/**
 * A read of the API that is not a react-admin resource call (a mail's log, a template's parameters,
 * a member's addresses), made with one of the data provider's custom methods. react-admin's own
 * queries hand failures to the authProvider; this does the same, so a 401 still leads to login (SPEC §8).
 */
export function useApiQuery<T>(queryKey: QueryKey, read: (provider: AppDataProvider) => Promise<T>, options: ApiQueryOptions = {}) {
  const provider = useAppDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey, queryFn: () => read(provider), ...options });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
