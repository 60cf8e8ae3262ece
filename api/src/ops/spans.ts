/*
 * Spans around the work a trace should show (a mail sent, a PDF made, a call to the payment
 * provider), at no cost when tracing is off: this module imports nothing of OpenTelemetry;
 * ops/tracing.ts hands it a runner only once the SDK is started (OTEL_EXPORTER_OTLP_ENDPOINT).
 */

export type SpanAttributes = Record<string, string | number | boolean>;
type Runner = <T>(name: string, attributes: SpanAttributes, work: () => Promise<T>) => Promise<T>;

let runner: Runner | null = null;

/** Set by ops/tracing.ts when tracing starts. */
export function setSpanRunner(next: Runner | null) {
  runner = next;
}

/** Runs `work` in a span named `name` (a child of the request's, if any); just runs it when off. */
export function inSpan<T>(
  name: string,
  attributes: SpanAttributes,
  work: () => Promise<T>,
): Promise<T> {
  return runner ? runner(name, attributes, work) : work();
}
