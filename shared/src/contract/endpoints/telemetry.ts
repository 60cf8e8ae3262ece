import * as v from 'valibot';
import { REMOTE_NAMES } from '../../routes/links';
import { endpoint } from './endpoint';

/*
 * What the pages tell the people who run the portal (docs/deploy.md "Operating it"): a remote
 * that did not load, and, when tracing is on, the spans of a page load. Public (a page reports
 * before log-in too), small and rate limited by address; nothing of an agent's data.
 */
export const telemetryEndpoints = {
  remoteLoadFailure: endpoint({
    method: 'POST',
    path: '/telemetry/remote-load-failure',
    summary: 'The host could not load a remote (counted in the metrics)',
    access: 'public',
    body: v.object({
      remote: v.picklist(REMOTE_NAMES),
      /** What the loader saw (a time-out, a refused script), for the log. */
      reason: v.optional(v.pipe(v.string(), v.maxLength(300))),
    }),
    status: 204,
    answer: null,
    errors: [422, 429],
  }),
  config: endpoint({
    method: 'GET',
    path: '/telemetry/config',
    summary: 'Whether the pages should record traces (the server exports them)',
    access: 'public',
    answer: v.object({ tracing: v.boolean() }),
    errors: [],
  }),
  traces: endpoint({
    method: 'POST',
    path: '/telemetry/traces',
    summary: "The pages' spans (OTLP/HTTP JSON), passed on to the trace collector",
    description:
      'The same origin as the page, so its Content-Security-Policy need name no collector. ' +
      'Dropped when tracing is off.',
    access: 'public',
    body: v.looseObject({ resourceSpans: v.pipe(v.array(v.unknown()), v.maxLength(64)) }),
    status: 204,
    answer: null,
    errors: [422, 429],
  }),
};
