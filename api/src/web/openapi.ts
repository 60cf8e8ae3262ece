import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  HEADERS,
  endpoints,
  errorsBodySchema,
  validationErrorBodySchema,
  type EndpointSpec,
  type ParsedParamDoc,
} from '@villa/shared/contract';

/*
 * The OpenAPI side of the endpoint table: each entry's Fastify route schema (what
 * @fastify/swagger publishes at /api/openapi.json), generated from the entry's valibot
 * schemas. Documentation only: valibot checks the input (endpointRoute.ts) and answers are
 * written with JSON.stringify, so no field is ever dropped by a response schema.
 */

type JsonSchema = Record<string, unknown>;

/** Where each entry sits in the table: its tag (area) and operation id (area.name). */
const NAMES = new Map<EndpointSpec, { area: string; name: string }>(
  Object.entries(endpoints).flatMap(([area, calls]) =>
    Object.entries(calls).map(([name, spec]): [EndpointSpec, { area: string; name: string }] => [
      spec,
      { area, name },
    ]),
  ),
);

/**
 * A parameter read by the call's own parser (parsedParam in the table) is listed as the
 * parser takes it, from its `queryParam` metadata: type, format and enum.
 */
function parsedParamSchema(action: { type: string; metadata?: unknown }): JsonSchema | null {
  if (action.type !== 'metadata') return null;
  const doc = (action.metadata as { queryParam?: ParsedParamDoc }).queryParam;
  if (!doc) return null;
  const { type, description, enum: values, format } = doc;
  return {
    type,
    description,
    ...(format ? { format } : {}),
    ...(values ? { enum: [...values] } : {}),
  };
}

/** JSON Schema 2020-12, what OpenAPI 3.1 speaks; what JSON Schema cannot say stays valibot's. */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _draft, ...json } = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode,
    errorMode: 'ignore',
    overrideAction: ({ valibotAction }) => parsedParamSchema(valibotAction),
  }) as JsonSchema;
  return json;
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No content',
  400: 'A NUL character in the request, or a body that is not a JSON object',
  401: 'Not logged in, the session has expired, or the login failed',
  403: 'The role may not call this, or the signup is not complete',
  404: 'Not found',
  409: 'The request conflicts with the state of the booking',
  413: 'The request body is too large',
  422: 'Invalid input: one entry per field',
  429: 'Too many attempts or requests at once: a log-in lock, a mail limit, PDFs waiting (Retry-After says how long to wait)',
  500: 'Unexpected error',
  503: 'Not available just now: the instance is not ready, or the PDF could not be made (Retry-After)',
};

const errorsJson = () => jsonSchemaOf(errorsBodySchema, 'output');

function successResponse(endpoint: EndpointSpec): JsonSchema {
  const description = STATUS_TEXT[endpoint.status ?? 200];
  if (endpoint.answer) return { description, ...jsonSchemaOf(endpoint.answer, 'output') };
  if (endpoint.contentType) {
    return {
      description,
      content: { [endpoint.contentType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return { description, type: 'null' };
}

/**
 * The failures an entry may answer: its own, the session's, and any call's (400 for a NUL
 * character anywhere or a body that is not a JSON object, 413 for a body too large, 500).
 */
function failureStatuses(endpoint: EndpointSpec): number[] {
  const statuses = new Set<number>([...endpoint.errors, 400, 500]);
  if (endpoint.access !== 'public') [401, 403].forEach((s) => statuses.add(s));
  if (endpoint.method !== 'GET') statuses.add(413);
  return [...statuses].sort((a, b) => a - b);
}

/** The statuses an entry may answer (the answer checks of the test app use it). */
export function statusesOf(endpoint: EndpointSpec): number[] {
  return [endpoint.status ?? 200, ...failureStatuses(endpoint)];
}

/**
 * A query's parameters, each listed (a call with its own parser lists what the parser reads);
 * keys beyond them (the extras' extras[<id>]) are named in the call's description.
 */
function querystringOf(query: v.GenericSchema): JsonSchema {
  const { additionalProperties: _rest, ...json } = jsonSchemaOf(query, 'input');
  return 'properties' in json ? json : { type: 'object', properties: {} };
}

/** The Fastify route schema of an entry, for OpenAPI. */
export function endpointSchema(endpoint: EndpointSpec): JsonSchema {
  const names = NAMES.get(endpoint);
  const response: Record<string, JsonSchema> = {
    [endpoint.status ?? 200]: successResponse(endpoint),
  };
  for (const status of failureStatuses(endpoint)) {
    const body = status === 422 ? jsonSchemaOf(validationErrorBodySchema, 'output') : errorsJson();
    response[status] = { description: STATUS_TEXT[status] ?? 'Error', ...body };
  }
  return {
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(names ? { tags: [names.area], operationId: `${names.area}.${names.name}` } : {}),
    ...(endpoint.params ? { params: jsonSchemaOf(endpoint.params, 'input') } : {}),
    ...(endpoint.query ? { querystring: querystringOf(endpoint.query) } : {}),
    ...(endpoint.body ? { body: jsonSchemaOf(endpoint.body, 'input') } : {}),
    response,
    // A session's bearer token; an impersonation session also needs its administrator's id.
    security: endpoint.access === 'public' ? [] : [{ bearer: [] }, { bearer: [], adminUserId: [] }],
  };
}

/** The document's frame: what @fastify/swagger fills with the routes. */
export const OPENAPI_DOCUMENT = {
  openapi: '3.1.0',
  info: {
    title: 'Villa Portal API',
    version: '1.0.0',
    description:
      'The API of the villa portal for travel agents. Log in with POST /api/login and send ' +
      'the token as `Authorization: Bearer <token>`; every answer carries the seconds left ' +
      `in the session in ${HEADERS.tokenExpiry}. Errors answer \`{ "errors": [text] }\`, ` +
      'and invalid input (422) `{ "validationErrors": [{ "field", "error" }] }`.',
  },
  components: {
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', description: 'The token of POST /login' },
      adminUserId: {
        type: 'apiKey',
        in: 'header',
        name: HEADERS.adminUserId,
        description: "An impersonation session's administrator id, sent with its token",
      },
    },
  },
} as const;
