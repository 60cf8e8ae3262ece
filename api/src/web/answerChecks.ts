import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  errorsBodySchema,
  validationErrorBodySchema,
  type EndpointSpec,
} from '@villa/shared/contract';
import { statusesOf } from './openapi';

/** An answer that is not what its table entry says. */
export interface AnswerMismatch {
  route: string;
  status: number;
  problem: string;
}

/** Keys of the answer that its schema does not name (valibot's object drops them). */
function undeclaredKeys(given: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(given) && Array.isArray(parsed)) {
    return given.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${path}[${i}]`));
  }
  if (given && parsed && typeof given === 'object' && typeof parsed === 'object') {
    return Object.keys(given).flatMap((key) =>
      key in parsed
        ? undeclaredKeys(
            (given as Record<string, unknown>)[key],
            (parsed as Record<string, unknown>)[key],
            `${path}.${key}`,
          )
        : [`${path}.${key}`],
    );
  }
  return [];
}

/** What is wrong with a JSON body for a schema, or null. */
function jsonProblem(schema: v.GenericSchema, payload: string): string | null {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return 'the answer is not JSON';
  }
  const result = v.safeParse(schema, body);
  if (!result.success) {
    return result.issues
      .slice(0, 5)
      .map((issue) => `${v.getDotPath(issue) ?? '(answer)'}: ${issue.message}`)
      .join('; ');
  }
  const extra = undeclaredKeys(body, result.output);
  return extra.length > 0 ? `fields not in the schema: ${extra.slice(0, 5).join(', ')}` : null;
}

function problemOf(
  endpoint: EndpointSpec,
  status: number,
  contentType: string,
  payload: unknown,
  encoded: boolean,
): string | null {
  if (!statusesOf(endpoint).includes(status)) {
    return `status ${status} is not among the entry's (${statusesOf(endpoint).join(', ')})`;
  }
  // A compressed or streamed body cannot be read here; its status was checked. Bytes not
  // compressed are read as UTF-8 (a held search answer is sent as its bytes).
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload) && !encoded
        ? payload.toString('utf8')
        : null;
  const success = endpoint.status ?? 200;
  if (status === success) {
    if (status === 204) return payload ? 'a 204 answer has a body' : null;
    if (endpoint.answer) return text === null ? null : jsonProblem(endpoint.answer, text);
    // 'image/*': any image type.
    return contentType.startsWith(endpoint.contentType?.replace(/\*$/, '') ?? '\0')
      ? null
      : `content type ${contentType}, the entry says ${endpoint.contentType}`;
  }
  // A page's failures are pages too (the payment sandbox); every other failure is JSON.
  if (text === null || contentType.startsWith('text/html')) return null;
  const problem = jsonProblem(status === 422 ? validationErrorBodySchema : errorsBodySchema, text);
  // A failure may also answer the success's shape (GET /ready: 503 "not ready").
  return problem && endpoint.answer && !jsonProblem(endpoint.answer, text) ? null : problem;
}

/**
 * Checks every answer of a route of the endpoint table against its entry: the status is one
 * the entry lists, a success has the answer's schema (and no field the schema does not name),
 * a failure the error shape. The test app turns it on, so the whole API suite proves the
 * table true: an answer that breaks it becomes a 500 naming the problem, which fails the test
 * that caused it, and is reported.
 */
export function registerAnswerChecks(
  app: FastifyInstance,
  report: (mismatch: AnswerMismatch) => void,
) {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || request.method === 'HEAD') return payload;
    const contentType = String(reply.getHeader('content-type') ?? '');
    const encoded = reply.getHeader('content-encoding') !== undefined;
    const problem = problemOf(endpoint, reply.statusCode, contentType, payload, encoded);
    if (!problem) return payload;
    const mismatch = {
      route: `${endpoint.method} ${endpoint.path}`,
      status: reply.statusCode,
      problem,
    };
    report(mismatch);
    reply.code(500).type('application/json; charset=utf-8');
    return JSON.stringify({
      errors: [`The answer breaks the endpoint table: ${mismatch.route} ${problem}`],
    });
  });
}
