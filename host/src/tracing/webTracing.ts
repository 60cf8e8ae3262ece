import { context, trace, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, WebTracerProvider } from '@opentelemetry/sdk-trace-web';
import { endpointUrl, setTraceHeaders } from '@villa/shared/api';
import { telemetryEndpoints } from '@villa/shared/contract';
import { takeRemoteLoads, type RemoteLoad } from './remoteLoads';

/*
 * The OpenTelemetry web SDK, started after first paint when tracing is on (pageTrace.ts). Spans
 * go to the API (POST /api/telemetry/traces, same origin: the page's policy names no
 * collector), which passes them on to the collector.
 */

/** performance.now() as epoch milliseconds, the SDK's time input. */
const epoch = (at: number) => performance.timeOrigin + at;

export function startWebTracing(): void {
  const provider = new WebTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'villa-portal-web' }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: endpointUrl(telemetryEndpoints.traces) }),
      ),
    ],
  });
  const tracer = provider.getTracer('villa-portal-web');

  // The page load: from the navigation's start to its load event.
  const navigation =
    typeof performance.getEntriesByType === 'function'
      ? (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      : undefined;
  const page: Span = tracer.startSpan('page load', {
    startTime: epoch(0),
    attributes: { 'url.path': location.pathname },
  });
  const pageContext = trace.setSpan(context.active(), page);
  const remoteSpan = (load: RemoteLoad) => {
    const span = tracer.startSpan(
      `remote load ${load.remote}`,
      { startTime: epoch(load.start), attributes: { 'villa.remote': load.remote, ok: load.ok } },
      pageContext,
    );
    if (!load.ok) span.setStatus({ code: 2 });
    span.end(epoch(load.end));
  };
  for (const load of takeRemoteLoads(remoteSpan)) remoteSpan(load);
  page.end(epoch(navigation?.loadEventEnd || performance.now()));

  // Every API call from now on is part of this page's trace.
  const { traceId, spanId } = page.spanContext();
  setTraceHeaders(() => ({ traceparent: `00-${traceId}-${spanId}-01` }));
  // What is left goes out when the agent leaves the page.
  addEventListener('pagehide', () => void provider.forceFlush());
}
