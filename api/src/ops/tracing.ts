import type { FastifyInstance } from 'fastify';
import type { Dialect } from 'kysely';
import type { Config } from '../config';
import type { Engine } from '../db/engine';
import { endpointKeyOf } from '../web/endpointKeys';
import { setSpanRunner } from './spans';

/*
 * Traces over OpenTelemetry, exported over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * ..._TRACES_ENDPOINT) is set (config.otlpTracesUrl). Off, nothing of the SDK is even loaded:
 * this module's imports are types, and the SDK comes in by require() only when tracing starts,
 * so an instance without a collector pays for none of it.
 *
 * On: the Node SDK's tracer provider (W3C trace context: a caller's traceparent makes the
 * request's span a child of the caller's), @fastify/otel's span per request named by its
 * endpoint key (ops/../web/endpointKeys.ts), a span per SQL statement (ops/tracedDialect.ts),
 * and ops/spans.ts's around mail, PDFs and the payment provider. The request id is on the
 * span and the trace id on the request's log line, so each leads to the other.
 */

export interface Tracing {
  /** The dialect a database of this app opens with: its statements traced. */
  dialect(dialect: Dialect, engine: Engine): Dialect;
  /** Adds the request spans to an app (before any route or hook). */
  register(app: FastifyInstance): Promise<void>;
  /** Sends every finished span now (tests; a process about to exit). */
  flush(): Promise<void>;
}

/** One provider per process (OpenTelemetry's API is global): the first URL asked for wins. */
let started: Tracing | null = null;

declare module 'fastify' {
  interface FastifyRequest {
    /** The trace this request's span belongs to, when tracing is on (for the log line). */
    traceId?: string;
  }
}

/** Starts tracing for this process if the configuration asks for it; null when it does not. */
export function tracingFor(config: Config): Tracing | null {
  if (config.otlpTracesUrl === null) return null;
  started ??= startTracing(config.otlpTracesUrl, config.instanceId);
  return started;
}

function startTracing(url: string, instanceId: string): Tracing {
  // require(), not import: these load only here, once tracing is on.
  const api = require('@opentelemetry/api') as typeof import('@opentelemetry/api');
  const { NodeTracerProvider, BatchSpanProcessor } =
    require('@opentelemetry/sdk-trace-node') as typeof import('@opentelemetry/sdk-trace-node');
  const { OTLPTraceExporter } =
    require('@opentelemetry/exporter-trace-otlp-http') as typeof import('@opentelemetry/exporter-trace-otlp-http');
  const { resourceFromAttributes } =
    require('@opentelemetry/resources') as typeof import('@opentelemetry/resources');
  const { FastifyOtelInstrumentation } = require('@fastify/otel') as typeof import('@fastify/otel');
  const { tracedDialect } = require('./tracedDialect') as typeof import('./tracedDialect');

  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': 'villa-api',
      'service.instance.id': instanceId,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  const tracer = api.trace.getTracer('villa-api');

  setSpanRunner((name, attributes, work) =>
    tracer.startActiveSpan(name, { attributes }, async (span) => {
      try {
        return await work();
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: api.SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    }),
  );

  const instrumentation = new FastifyOtelInstrumentation({
    registerOnInitialization: false,
    // The request's span and its handler's, not one per hook: the SQL and the work below
    // them are the detail. The handler's span also runs the handler in the request's context.
    instrumentHooks: false,
    requestHook(span, request) {
      span.updateName(endpointKeyOf(request));
      span.setAttribute('villa.request_id', request.id);
      // The route pattern, not the URL: a reset link's path holds its token.
      span.setAttribute('url.path', request.routeOptions.url ?? 'unmatched');
      request.traceId = span.spanContext().traceId;
    },
  });

  return {
    dialect: (dialect, engine) => tracedDialect(dialect, engine, tracer),
    async register(app) {
      await app.register(instrumentation.plugin());
      // The spans of the last requests go out before the process ends.
      app.addHook('onClose', async () => provider.forceFlush());
      // Who called, once the session is known (the /api prefix's onRequest reads it).
      app.addHook('preHandler', (request, _reply, done) => {
        const user = request.auth?.user;
        const { span } = request.opentelemetry();
        if (user && span) {
          span.setAttributes({ 'enduser.id': String(user.id), 'enduser.role': user.role });
        }
        done();
      });
    },
    flush: () => provider.forceFlush(),
  };
}
