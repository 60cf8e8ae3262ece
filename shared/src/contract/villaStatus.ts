import * as v from 'valibot';

/*
 * A villa's status, set in the provider's office (api/src/office/villas/README.md). The one
 * answer to "may agents see this villa" is villaVisibleToAgents: the search, the villa page,
 * checkout and quotes all read it (on the server through api/src/property/visibility.ts,
 * which builds its SQL from VILLA_STATUSES_AGENTS_SEE).
 */

/** DRAFT: being written; AVAILABLE: on sale to agents; WITHDRAWN: off sale, its bookings kept. */
export const VILLA_STATUSES = ['DRAFT', 'AVAILABLE', 'WITHDRAWN'] as const;
export const villaStatusSchema = v.picklist(
  VILLA_STATUSES,
  'Status must be DRAFT, AVAILABLE or WITHDRAWN',
);
export type VillaStatus = (typeof VILLA_STATUSES)[number];

/** The statuses of the villas agents may find, view, quote and book. */
export const VILLA_STATUSES_AGENTS_SEE: readonly VillaStatus[] = ['AVAILABLE'];

/** Whether agents may see a villa of this status. */
export const villaVisibleToAgents = (status: VillaStatus): boolean =>
  VILLA_STATUSES_AGENTS_SEE.includes(status);

/** The office's words for each status. */
export const VILLA_STATUS_LABELS: Record<VillaStatus, string> = {
  DRAFT: 'Draft',
  AVAILABLE: 'Available',
  WITHDRAWN: 'Withdrawn',
};
