import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import * as v from 'valibot';
import {
  toValidationErrors,
  type BodyOf,
  type EndpointSpec,
  type ParamsOf,
  type QueryOf,
} from '@villa/shared/contract';
import { HttpError, parseBody } from '../errors';
import { endpointSchema } from './openapi';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The table entry the route was registered from (answers are checked against it). */
    endpoint?: EndpointSpec;
  }
}

/** What a handler of a table entry gets: its params and query parsed, its body on demand. */
export interface EndpointCall<E extends EndpointSpec> {
  request: FastifyRequest;
  reply: FastifyReply;
  params: ParamsOf<E>;
  query: QueryOf<E>;
  /**
   * The body, checked with the entry's schema the first time it is read (400 when it is not a
   * JSON object, 422 with one entry per invalid field): a handler reads it after its own 404s,
   * so a missing booking is a 404 whatever the body.
   */
  readonly body: BodyOf<E>;
}

/** A JSON answer is returned as it is; a file or page is returned, or sent on the reply. */
type Answer<E extends EndpointSpec> = E['answer'] extends v.GenericSchema
  ? v.InferOutput<E['answer']>
  : E['status'] extends 204
    ? void
    : string | Buffer | FastifyReply;

export type EndpointHandler<E extends EndpointSpec> = (
  call: EndpointCall<E>,
) => Promise<Answer<E> | FastifyReply>;

function parseQuery<E extends EndpointSpec>(endpoint: E, raw: unknown): QueryOf<E> {
  if (!endpoint.query) return {} as QueryOf<E>;
  const result = v.safeParse(endpoint.query, raw ?? {});
  if (!result.success) {
    throw new HttpError(422, { validationErrors: toValidationErrors(result.issues) });
  }
  return result.output as QueryOf<E>;
}

/**
 * Registers the route of one entry of the endpoint table (@villa/shared/contract endpoints):
 * its method, path and access from the entry, its JSON schemas for OpenAPI, its success
 * status set before the handler runs. Valibot, not Fastify, checks the input, so the answers
 * to bad input stay the contract's own messages.
 */
export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  endpoint: E,
  handler: NoInfer<EndpointHandler<E>>,
  options: { preHandler?: preHandlerAsyncHookHandler } = {},
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: endpointSchema(endpoint) as FastifySchema,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    config: {
      access: endpoint.access,
      openDuringSignup: endpoint.openDuringSignup ?? false,
      endpoint,
    },
    handler: async (request, reply) => {
      let body: { value: BodyOf<E> } | null = null;
      const call: EndpointCall<E> = {
        request,
        reply,
        params: (endpoint.params ? v.parse(endpoint.params, request.params) : {}) as ParamsOf<E>,
        query: parseQuery(endpoint, request.query),
        get body() {
          body ??= {
            value: (endpoint.body
              ? parseBody(endpoint.body, request.body)
              : undefined) as BodyOf<E>,
          };
          return body.value;
        },
      };
      reply.code(endpoint.status ?? 200);
      const answer = await handler(call);
      if (answer === reply) return reply;
      if (endpoint.status === 204) return reply.send();
      return answer;
    },
  });
}
