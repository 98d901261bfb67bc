import { useQuery } from '@tanstack/react-query';
import { useAppDataProvider } from '../../shared/useAppDataProvider';

/** Validates a reset or activation link on entry (SPEC §2); the error carries the spec's code. */
export function useTokenCheck(kind: 'token' | 'activate', token: string | undefined) {
  const provider = useAppDataProvider();
  return useQuery({
    queryKey: ['token', kind, token],
    // hasPassword (activation only): the account chose its password at registration already.
    queryFn: () => provider.checkToken(kind, token ?? ''),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
