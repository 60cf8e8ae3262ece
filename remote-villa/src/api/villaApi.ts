import {
  propertySheetPath,
  type CreateQuoteRequest,
  type CreateQuoteResponse,
  type NightsOptionsResponse,
  type PropertyDetailResponse,
} from '@villa/shared/contract';
import { request, useApiQuery } from '@villa/shared/api';

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
 * screen while the new one loads (`isRefreshing`); a change of villa starts afresh with the
 * spinner.
 */
export function usePropertyDetail(id: string, query: string) {
  return useApiQuery<PropertyDetailResponse>(villaRoutes.property(id), {
    params: new URLSearchParams(query),
    keepLastAnswer: true,
  });
}
