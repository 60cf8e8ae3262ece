import {
  propertySheetPath,
  type CreateQuoteRequest,
  type CreateQuoteResponse,
  type NightsOptionsResponse,
  type PropertyDetailResponse,
} from '@villa/shared/contract';
import { request } from '@villa/shared/api';
import { queryOptions } from '@villa/shared/query';

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

/**
 * GET /property/{id}?{query}. A change of the query (another stay) keeps the last answer on
 * screen while the new one loads (`isPlaceholderData`); a change of villa starts afresh with
 * the spinner.
 */
export function propertyDetailQuery(id: string, query: string) {
  return queryOptions({
    queryKey: ['property', id, query] as const,
    queryFn: ({ signal }) =>
      request<PropertyDetailResponse>(villaRoutes.property(id), {
        params: new URLSearchParams(query),
        signal,
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === id ? previous : undefined,
  });
}
