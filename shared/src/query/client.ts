import { QueryClient } from '@tanstack/react-query';
import type { ApiError } from '@villa/shared/api';
import { useSessionStore } from '@villa/shared/store';

/** How long a search answer is shown without asking again (availability changes). */
export const SEARCH_FRESH_MS = 60_000;

/**
 * A QueryClient with the portal's rules. No retries: a failed call has already opened the
 * global error dialog once (the API client does that), and a retry would open it again or hide
 * the failure for seconds. No refetch on window focus or reconnect: a page changes only when
 * its user acts (or a poll asks), as before the portal used TanStack Query.
 */
export function createPortalQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let client: QueryClient | undefined;

/**
 * The page's one QueryClient: host and remotes share this module (a federation singleton), so
 * a change made on one remote's page refreshes what another remote's page shows. Its answers
 * belong to the session that fetched them: a log-out, or another user's log-in, empties it.
 */
export function portalQueryClient(): QueryClient {
  if (!client) {
    const created = createPortalQueryClient();
    useSessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) created.clear();
    });
    client = created;
  }
  return client;
}

declare module '@tanstack/react-query' {
  interface Register {
    /** Every query and mutation of the portal calls the API client, which throws ApiError. */
    defaultError: ApiError;
  }
}
