import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { retryUnlessNotFound } from './detail/NotFound';

/** An answer a query would get, known before it is asked (`undefined`: ask). */
export type KnownAnswer = (key: QueryKey) => { value: unknown } | undefined;

/**
 * The app's query cache: react-admin's defaults, except that a 404 is not asked again, so a screen
 * for an unknown id says so at once instead of after three retries (see detail/NotFound).
 *
 * `known` gives a query its first answer when it is already at hand: a screen's first frame is
 * drawn with it, instead of after a chain of answers that each cost a frame (the session, the
 * permissions, the access to a list, and only then the list's own request). The query is still
 * asked as usual once that answer is stale.
 */
export const createQueryClient = (known: KnownAnswer = () => undefined) => {
  class AppQueryClient extends QueryClient {
    // `any`: the signature is QueryClient's own, with its five type parameters.
    override defaultQueryOptions(options: any): any {
      const defaulted = super.defaultQueryOptions(options);
      if (defaulted.initialData !== undefined || !defaulted.queryKey) return defaulted;
      const answer = known(defaulted.queryKey);
      return answer ? { ...defaulted, initialData: answer.value } : defaulted;
    }
  }
  return new AppQueryClient({ defaultOptions: { queries: { retry: retryUnlessNotFound } } });
};
