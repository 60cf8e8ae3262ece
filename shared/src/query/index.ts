// TanStack Query for the pages: the page's one QueryClient and what the pages use of the library.
// Remotes import it from here (a lint rule), so every page runs the one shared copy.
export { createPortalQueryClient, portalQueryClient, SEARCH_FRESH_MS } from './client';
export { FreshQueryClient, PortalQueryProvider } from './QueryProvider';
export { endpointKey, endpointQuery, type KeyRequest } from './endpointQueries';
export {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryResult,
} from '@tanstack/react-query';
