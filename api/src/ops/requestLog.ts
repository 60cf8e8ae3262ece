import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { endpointKeyOf } from '../web/endpointKeys';

/*
 * One JSON line per request, written when its answer has gone (pino, Fastify's own logger):
 *   {"level":30,"time":...,"instance":"api-1","requestId":"...","endpoint":"session.login",
 *    "method":"POST","route":"/api/login","status":200,"durationMs":12.3,"userId":7,
 *    "role":"AGENT","msg":"request"}
 * The route is the pattern, never the URL itself: a reset link's path holds its token and a
 * query can hold a client's name. Headers and bodies are not logged at all; what other lines
 * might carry is redacted by the logger (web/loggerOptions.ts).
 */

export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy or client may hand us: short, and nothing a log reader could be fooled by. */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** Takes a well-formed x-request-id from the caller (nginx's $request_id), else makes one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
}

/**
 * Fastify's own request lines, replaced: none when a request comes in, and when its answer
 * has gone the one line above (after every onResponse hook, so the metrics and the trace of
 * the request have ended too).
 */
class RequestLine extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const user = request.auth?.user;
    const impersonatedBy = request.auth?.session.impersonated_by_admin_id ?? null;
    const line = {
      endpoint: endpointKeyOf(request),
      method: request.method,
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      userId: user?.id ?? null,
      role: user?.role ?? null,
      ...(impersonatedBy !== null ? { impersonatedBy } : {}),
      ...(request.traceId ? { traceId: request.traceId } : {}),
      ...(error ? { err: error } : {}),
    };
    if (error) request.log.error(line, 'request');
    else request.log.info(line, 'request');
  }
}

/** The Fastify options of the request log: our id, our line. */
export const requestLogOptions = {
  genReqId: requestIdOf,
  requestIdHeader: false,
  logController: new RequestLine({ requestIdLogLabel: 'requestId' }),
} satisfies FastifyServerOptions;

/** Answers the request id, so a caller can quote it and find its line. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
