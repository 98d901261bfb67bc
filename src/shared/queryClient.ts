import { QueryClient } from '@tanstack/react-query';
import { retryUnlessNotFound } from './detail/NotFound';

/**
 * The app's query cache: react-admin's defaults, except that a 404 is not asked again, so a screen
 * for an unknown id says so at once instead of after three retries (see detail/NotFound).
 */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnlessNotFound } } });
