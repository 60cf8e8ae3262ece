import { ApiError, callEndpoint, unwrapResponse } from '@villa/shared/api';
import {
  officeEndpoints,
  officeVillaEndpoints,
  type OfficeVillaInput,
  type OfficeVillaPatch,
} from '@villa/shared/contract';
import { endpointKey, endpointQuery, keepPreviousData, queryOptions } from '@villa/shared/query';

/*
 * The villa section's calls (api/src/office/villas/README.md). Keys are the endpoint table's,
 * so the answers the host starts at navigation (routes.json data calls) are the ones found here.
 */

/** The list, as the page URL's query asks it (q, status, community, page). */
export const villaListQuery = (query: URLSearchParams) =>
  queryOptions({
    ...endpointQuery(officeVillaEndpoints.villas, { query, showErrorDialog: false }),
    placeholderData: keepPreviousData,
  });

/** What the form chooses from; it changes with a release, not with a villa. */
export const villaOptionsQuery = () =>
  queryOptions({
    ...endpointQuery(officeVillaEndpoints.villaOptions, { showErrorDialog: false }),
    staleTime: 5 * 60_000,
  });

export const villaQuery = (id: string) =>
  queryOptions(
    endpointQuery(officeVillaEndpoints.villa, { params: { id }, showErrorDialog: false }),
  );

/** The key of one villa's answer. */
export const villaKey = (id: string) => endpointKey(officeVillaEndpoints.villa, { params: { id } });

/** Every cached answer a villa's change makes stale: its page, the list, its history. */
export const villaKeys = (id: string) => [
  endpointKey(officeVillaEndpoints.villa, { params: { id } }),
  endpointKey(officeVillaEndpoints.villas),
  endpointKey(officeEndpoints.audit),
];

// The 422s are shown at their fields and the other failures on the page: no global dialog.
export const createVilla = (body: OfficeVillaInput) =>
  callEndpoint(officeVillaEndpoints.createVilla, { body, showErrorDialog: false });

export const changeVilla = (id: string, body: OfficeVillaPatch) =>
  callEndpoint(officeVillaEndpoints.changeVilla, { params: { id }, body, showErrorDialog: false });

export const deleteVilla = (id: string) =>
  callEndpoint(officeVillaEndpoints.deleteVilla, { params: { id }, showErrorDialog: false });

/** The API's own words for a failure (its 409 or 422 messages), or undefined. */
export function apiMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = unwrapResponse(error.body) as {
    errors?: unknown;
    validationErrors?: { error?: unknown }[];
  } | null;
  const words = [
    ...(Array.isArray(body?.errors) ? body.errors : []),
    ...(Array.isArray(body?.validationErrors) ? body.validationErrors.map((e) => e?.error) : []),
  ].filter((w): w is string => typeof w === 'string' && w.trim() !== '');
  return words.length ? words.join(' ') : undefined;
}
