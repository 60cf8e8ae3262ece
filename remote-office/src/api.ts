import { officeEndpoints } from '@villa/shared/contract';
import { endpointQuery, queryOptions } from '@villa/shared/query';

/** Who is signed in (the dashboard's opening call, routes.json). */
export const officeMeQuery = () =>
  queryOptions(endpointQuery(officeEndpoints.me, { showErrorDialog: false }));

/** One record's history in the audit log. */
export const auditQuery = (entity: 'staff' | 'villa', id: number | string) =>
  queryOptions(
    endpointQuery(officeEndpoints.audit, {
      query: { entity, id: String(id) },
      showErrorDialog: false,
    }),
  );
