import { callEndpoint } from '@villa/shared/api';
import { telemetryEndpoints } from '@villa/shared/contract';

/*
 * The page's own trace, for the people who run the portal (docs/deploy.md "Traces"): a span for
 * the page load, one for each remote load, and every API call after it carrying the page
 * load's traceparent (@villa/shared/api's trace headers), so one agent's page load is one
 * trace down to the API's SQL. The OpenTelemetry web SDK (webTracing.ts, a chunk of its own)
 * is fetched only after the page has painted and only when the server says tracing is on
 * (GET /api/telemetry/config), so no page, /login included, carries it otherwise. Until then,
 * remote loads are only noted (remoteLoads.ts) and given to the SDK when it starts.
 */

async function startIfOn() {
  const { tracing } = await callEndpoint(telemetryEndpoints.config, { showErrorDialog: false });
  if (!tracing) return;
  const { startWebTracing } = await import(/* webpackChunkName: "tracing" */ './webTracing');
  startWebTracing();
}

/** After the page's load event (its first paint is long done), when the browser is idle. */
export function tracePageAfterFirstPaint(): void {
  const later = () => {
    const run = () => void startIfOn().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
    else setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
