import type { FastifyRequest } from 'fastify';
import { endpoints, type EndpointSpec } from '@villa/shared/contract';

/*
 * The name of a call in logs, metrics and traces: its endpoint table key ('session.login',
 * 'booking.get'), the same on every instance and in every release that keeps the entry. A
 * route outside the table (the portal's pages and files, the API reference) is named by its
 * route pattern, so the set of names stays as small as the route table: a raw URL would carry
 * tokens (reset links) and ids, and give a metric one series per booking.
 */

const KEYS = new Map<EndpointSpec, string>();
for (const [area, table] of Object.entries(endpoints)) {
  for (const [name, spec] of Object.entries(table as Record<string, EndpointSpec>)) {
    KEYS.set(spec, `${area}.${name}`);
  }
}

/** The key of a table entry; undefined for a spec that is not in the table. */
export const keyOfEndpoint = (spec: EndpointSpec): string | undefined => KEYS.get(spec);

/** The name of the call a request made: its table key, else its route pattern, else 'unmatched'. */
export function endpointKeyOf(request: FastifyRequest): string {
  const { config, url } = request.routeOptions;
  const spec = config?.endpoint;
  if (spec) return KEYS.get(spec) ?? `${spec.method} ${spec.path}`;
  if (url === undefined) return 'unmatched';
  return `route:${url}`;
}
