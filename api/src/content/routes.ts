import type { FastifyInstance } from 'fastify';

/** Calls of the content domain, registered under /api. */
export async function contentRoutes(_app: FastifyInstance) {}
