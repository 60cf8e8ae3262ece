import { useCallback, useEffect, useState } from 'react';
import { ApiError, sendRequest } from '@villa/shared/api';
import type { PropertySearchResponse } from '@villa/shared/contract';

/** Answers kept for going back and forth (and back from a villa) without waiting. */
const CACHE_SIZE = 20;
/** How long a kept answer is shown without asking again (availability changes). */
const CACHE_MS = 60_000;
const cache = new Map<string, { at: number; data: PropertySearchResponse }>();

function remember(key: string, data: PropertySearchResponse) {
  cache.delete(key);
  cache.set(key, { at: Date.now(), data });
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
}

/** Forgets every kept answer (tests). */
export function clearSearchCache() {
  cache.clear();
}

export interface SearchResults {
  /** The answer for the current query, or the previous one while the new one loads. */
  data: PropertySearchResponse | undefined;
  /** True while an answer for the current query is awaited. */
  isLoading: boolean;
  /** Set when the last call failed. */
  error: ApiError | undefined;
  retry: () => void;
}

/**
 * GET /property-search for a query string (null: nothing to ask). Keeps showing the last
 * answer while the next loads, so ticking a filter does not blank the page; answers of the last
 * minute come from memory, so back and forward are instant and the scroll position can be put
 * back at once.
 */
export function useSearchResults(queryString: string | null): SearchResults {
  const cached = queryString !== null ? cache.get(queryString) : undefined;
  const fresh = cached && Date.now() - cached.at < CACHE_MS ? cached.data : undefined;
  const [state, setState] = useState<{
    key: string | null;
    data: PropertySearchResponse | undefined;
    error: ApiError | undefined;
  }>({ key: fresh ? queryString : null, data: fresh, error: undefined });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (queryString === null) return;
    const kept = cache.get(queryString);
    if (kept && Date.now() - kept.at < CACHE_MS) {
      setState({ key: queryString, data: kept.data, error: undefined });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: undefined }));
    sendRequest<PropertySearchResponse>('property-search', {
      params: new URLSearchParams(queryString),
      signal: controller.signal,
      // The page says what went wrong next to the search, with a retry.
      showErrorDialog: false,
    }).then(
      (response) => {
        remember(queryString, response.data);
        setState({ key: queryString, data: response.data, error: undefined });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof ApiError ? error : new ApiError(String(error), null, null);
        setState((previous) => ({ ...previous, error: failure }));
      },
    );
    return () => controller.abort();
  }, [queryString, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = state.key === queryString;
  return {
    data: current ? state.data : (fresh ?? state.data),
    isLoading: queryString !== null && !current && !fresh && !state.error,
    error: state.error,
    retry,
  };
}

/** The messages of a failed search, for the page. */
export function errorMessages(error: ApiError): string[] {
  const body = error.body as
    { validationErrors?: { error: string }[]; errors?: string[] } | null | undefined;
  if (body?.validationErrors?.length) return body.validationErrors.map((e) => e.error);
  if (body?.errors?.length) return body.errors;
  return [];
}
