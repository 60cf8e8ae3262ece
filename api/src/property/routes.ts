import type { FastifyInstance } from 'fastify';

/** Calls of the property domain, registered under /api. */
export async function propertyRoutes(_app: FastifyInstance) {}
