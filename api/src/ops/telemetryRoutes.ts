import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { putBounded } from '../boundedMap';
import { errorsOf } from '../errors';
import { route } from '../web/endpointRoute';
import { signals } from './signals';

/*
 * What the pages report (@villa/shared/contract telemetry): a remote that failed to load,
 * counted in the metrics and logged; whether tracing is on; and the pages' spans, passed on to
 * the collector. Public, so each address has its own small allowance per minute (in this
 * instance's memory: a report lost to a limit costs nothing but a count).
 */

const calls = endpoints.telemetry;

/** Reports per address and minute: a page reports a failure once per load attempt. */
const FAILURES_PER_MINUTE = 20;
/** Span batches per address and minute: a page sends one every few seconds while it works. */
const TRACE_BATCHES_PER_MINUTE = 60;
/** Addresses remembered per window; more are forgotten oldest first. */
const ADDRESSES_KEPT = 10_000;

export const TOO_MANY_REPORTS = 'Too many reports from this address; try again in a minute.';

/** A fixed one-minute window per address. */
function allowance(perMinute: number, now: () => number) {
  const windows = new Map<string, { start: number; count: number }>();
  return (request: FastifyRequest) => {
    const at = now();
    const current = windows.get(request.ip);
    if (!current || at - current.start >= 60_000) {
      windows.delete(request.ip);
      putBounded(windows, request.ip, { start: at, count: 1 }, ADDRESSES_KEPT);
      return;
    }
    current.count += 1;
    if (current.count > perMinute) {
      throw errorsOf(429, TOO_MANY_REPORTS);
    }
  };
}

export async function telemetryRoutes(app: FastifyInstance) {
  const { clock, config } = app.services;
  const failureAllowance = allowance(FAILURES_PER_MINUTE, clock);
  const traceAllowance = allowance(TRACE_BATCHES_PER_MINUTE, clock);

  route(app, calls.remoteLoadFailure, async ({ request, body }) => {
    failureAllowance(request);
    signals.remoteLoadFailed(body.remote);
    request.log.warn({ remote: body.remote, reason: body.reason }, 'a remote did not load');
  });

  route(app, calls.config, async () => ({ tracing: config.otlpTracesUrl !== null }));

  route(app, calls.traces, async ({ request, body }) => {
    traceAllowance(request);
    const target = config.otlpTracesUrl;
    if (target === null) return;
    // Passed on as it came (the browser exporter's OTLP JSON); a collector that is away loses
    // these spans, never the page's time.
    try {
      const res = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) request.log.warn({ status: res.status }, 'the trace collector refused spans');
    } catch (err) {
      request.log.warn({ err }, 'the trace collector did not answer');
    }
  });
}
