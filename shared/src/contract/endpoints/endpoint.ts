import * as v from 'valibot';
import type { Role } from '../roles';

/*
 * One call of the API as both sides know it: the server registers its route from it
 * (api/src/web/endpointRoute.ts), OpenAPI documents it, and the pages call it with
 * callEndpoint (shared/src/api/endpointClient.ts). Paths are relative to /api.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An object schema: what params, a query and a body are. */
export type ObjectSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

export interface EndpointSpec {
  method: HttpMethod;
  /** The path under /api, with :name placeholders ('/bookings/:ref'). */
  path: string;
  /** One line for people (the OpenAPI summary). */
  summary: string;
  /** More for people, where the summary is not enough (a query read by its own parser). */
  description?: string;
  /** Who may call: anyone, or a session of one of these roles. */
  access: 'public' | readonly Role[];
  /** Open to an agent whose signup is incomplete (every other AGENT call answers it 403). */
  openDuringSignup?: boolean;
  /** The path's placeholders, as strings; the handler says 404 to one that names nothing. */
  params?: ObjectSchema;
  query?: ObjectSchema;
  /** The JSON body; checked by the handler at its own moment, so a 404 still comes first. */
  body?: ObjectSchema;
  /** The status of a success (default 200). */
  status?: 200 | 201 | 202 | 204;
  /** The success answer's JSON; null for no body (204) or a non-JSON answer (see contentType). */
  answer: v.GenericSchema | null;
  /** A non-JSON answer's media type: a PDF, an image, an HTML page. */
  contentType?: string;
  /**
   * The failures the call itself answers (404, 409, 422 ...), each with ErrorsBody (422 with
   * ValidationErrorBody). Refusals of the session (401, 403) follow from access and are not
   * listed; nor are 400 (a NUL character, a body that is no JSON object), 413 and 500.
   */
  errors: readonly number[];
}

/** Keeps the literal types of a table entry (its method, path and schemas). */
// @__NO_SIDE_EFFECTS__ lets the bundler drop the entries a page does not use.
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<const E extends EndpointSpec>(spec: E): E {
  return spec;
}

type Out<S, Otherwise> = S extends v.GenericSchema ? v.InferOutput<S> : Otherwise;
type In<S, Otherwise> = S extends v.GenericSchema ? v.InferInput<S> : Otherwise;

/** The parsed values a handler receives. */
export type ParamsOf<E extends EndpointSpec> = Out<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointSpec> = Out<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointSpec> = Out<E['body'], undefined>;
/** The answer of a success: the schema's type, a Blob-like file, or nothing. */
export type AnswerOf<E extends EndpointSpec> = E['answer'] extends v.GenericSchema
  ? v.InferOutput<E['answer']>
  : E['contentType'] extends string
    ? Blob
    : null;

/** What a client sends: the params and query as given (strings), the body before parsing. */
export type RequestOf<E extends EndpointSpec> = (E['params'] extends v.GenericSchema
  ? { params: In<E['params'], never> }
  : { params?: undefined }) &
  (E['query'] extends v.GenericSchema
    ? { query?: Partial<In<E['query'], never>> | URLSearchParams }
    : { query?: undefined }) &
  (E['body'] extends v.GenericSchema ? { body: In<E['body'], never> } : { body?: undefined });

/** The placeholders of a path pattern, in order ('/a/:x/:y' gives ['x', 'y']). */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((m) => m[1]);

/** The path with its placeholders filled, each encoded (relative to /api: '/bookings/AB%201'). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/* ----------------------------------------------------------- shared shapes ---- */

/** A path placeholder: text; the route says 404 when it names nothing. */
export const pathText = v.string();

/** One query value as sent: text, or a list when the key is repeated. */
export const sentValue = v.union([v.string(), v.array(v.string())]);

/** One query value, once or repeated; the handler takes the first. */
export const queryValue = v.optional(sentValue);
