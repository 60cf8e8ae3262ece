import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { OPENAPI_DOCUMENT } from './openapi';

/** Where the readable reference lives; the document itself is GET /api/openapi.json. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Collects the OpenAPI document from the routes' schemas (those of the endpoint table; the
 * portal's files and the reference's own pages have no tag and stay out). Registered before
 * any route, on the root, so the reference below can read it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, { openapi: OPENAPI_DOCUMENT, hideUntagged: true });
}

/** Swagger UI at /api/docs: its own static files, no inline script, public like the document. */
export async function registerApiReference(app: FastifyInstance) {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}

/**
 * Route schemas are documentation: valibot checks every input in the handler (so bad input
 * gets the contract's own 422 messages) and answers are written with JSON.stringify, so a
 * response schema can never drop a field. Applies to the routes of the scope it is called in.
 */
export function schemasDocumentOnly(api: FastifyInstance) {
  api.setValidatorCompiler(() => () => true);
  api.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
