import { callEndpoint, endpointRoute } from '@villa/shared/api';
// Its own area of the endpoint table: the whole table brought every area's schemas and texts.
import { villaEndpoints, type CreateQuoteRequest } from '@villa/shared/contract';
import { endpointQuery, queryOptions } from '@villa/shared/query';

const villa = villaEndpoints;

/** The stay lengths bookable from an arrival day (the calendar says when there are none). */
export const getNightsOptions = (id: number, date: string, signal?: AbortSignal) =>
  callEndpoint(villa.nightsOptions, {
    params: { id: String(id), date },
    signal,
    showErrorDialog: false,
  });

export const createQuote = (body: CreateQuoteRequest) => callEndpoint(villa.createQuote, { body });

/**
 * The property sheet PDF of a villa, priced for the stay when one is given: the route to
 * download, which is also the pdfFilePath the send-PDF dialog names (with its leading slash).
 */
export const sheetPath = (id: number, stay?: { arrival: string; nights: number } | null) =>
  `/${endpointRoute(villa.sheetPdf, {
    params: { id: String(id) },
    query: stay ? { arrival: stay.arrival, nights: String(stay.nights) } : undefined,
  })}`;

/**
 * The villa for the page's query (the stay, the search that led there). A change of the query
 * (another stay) keeps the last answer on screen while the new one loads
 * (`isPlaceholderData`); a change of villa starts afresh with the spinner.
 */
export const propertyDetailQuery = (id: string, query: string) =>
  queryOptions({
    ...endpointQuery(villa.detail, { params: { id }, query: new URLSearchParams(query) }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1]?.id === id ? previous : undefined,
  });
