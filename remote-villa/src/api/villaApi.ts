import { useCallback, useEffect, useRef, useState } from 'react';
import {
  propertySheetPath,
  type CreateQuoteRequest,
  type CreateQuoteResponse,
  type NightsOptionsResponse,
  type PropertyDetailResponse,
} from '@villa/shared/contract';
import { ApiError, request, sendRequest } from '@villa/shared/api';

/** The villa page's calls (under /api); api/src/villa/README.md describes them. */
export const villaRoutes = {
  property: (id: string) => `/property/${encodeURIComponent(id)}`,
  nightsOptions: (id: string | number, date: string) =>
    `/property-nights-options/${encodeURIComponent(String(id))}/${encodeURIComponent(date)}`,
  quotes: () => '/quotes',
};

export function getNightsOptions(id: number, date: string, signal?: AbortSignal) {
  return request<NightsOptionsResponse>(villaRoutes.nightsOptions(id, date), {
    signal,
    showErrorDialog: false,
  });
}

export function createQuote(body: CreateQuoteRequest) {
  return request<CreateQuoteResponse>(villaRoutes.quotes(), { method: 'POST', data: body });
}

export const sheetPath = propertySheetPath;

export interface PropertyDetailState {
  data: PropertyDetailResponse | undefined;
  error: ApiError | undefined;
  /** True until the first answer for this villa arrives. */
  isLoading: boolean;
  /** True while a new stay is being priced (the last answer stays on screen meanwhile). */
  isRefreshing: boolean;
  reload: () => void;
}

/**
 * GET /property/{id}?{query}. A change of the query (another stay) keeps the last answer on
 * screen while the new one loads; a change of villa starts afresh with the spinner.
 */
export function usePropertyDetail(id: string, query: string): PropertyDetailState {
  const [state, setState] = useState<{
    id: string;
    data: PropertyDetailResponse | undefined;
    error: ApiError | undefined;
    pending: boolean;
  }>({ id, data: undefined, error: undefined, pending: true });
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    const call = ++latest.current;
    setState((s) =>
      s.id === id
        ? { ...s, error: undefined, pending: true }
        : { id, data: undefined, error: undefined, pending: true },
    );
    sendRequest<PropertyDetailResponse>(villaRoutes.property(id), {
      params: new URLSearchParams(query),
      signal: controller.signal,
    }).then(
      (response) => {
        if (call === latest.current)
          setState({ id, data: response.data, error: undefined, pending: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted || call !== latest.current) return;
        const failure = error instanceof ApiError ? error : new ApiError(String(error), null, null);
        setState((s) => ({ ...s, error: failure, pending: false }));
      },
    );
    return () => controller.abort();
  }, [id, query, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const sameVilla = state.id === id;
  const data = sameVilla ? state.data : undefined;
  return {
    data,
    error: sameVilla ? state.error : undefined,
    isLoading: data === undefined,
    isRefreshing: sameVilla && state.pending && data !== undefined,
    reload,
  };
}
