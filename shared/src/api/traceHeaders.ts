/*
 * The W3C trace context every API call carries when the page records a trace (the host's
 * tracing, loaded after first paint only when the server's telemetry config says tracing is
 * on): a `traceparent` naming the page load's span, so the API's spans of the call are part
 * of the page's trace. Until the host sets a source, calls carry nothing more.
 */

type TraceHeaderSource = () => Record<string, string>;

let source: TraceHeaderSource | null = null;

/** Set (or clear, with null) what every call adds as trace headers. */
export function setTraceHeaders(next: TraceHeaderSource | null): void {
  source = next;
}

/** The trace headers of a call made now: none unless a source is set. */
export function traceHeaders(): Record<string, string> {
  return source ? source() : {};
}
