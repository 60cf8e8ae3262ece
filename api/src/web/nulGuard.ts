import type { FastifyInstance } from 'fastify';
import { MESSAGES, errorsOf } from '../errors';

/** Deeper than any body the portal sends (and than the parser lets through). */
const MAX_DEPTH = 64;

/** Whether a string anywhere in the value, key or text, holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}

/**
 * A NUL character is never meaningful in a path, a query or a field, and PostgreSQL cannot
 * store or even compare one (SQLite can): refuse it with a 400 on every route, before any
 * handler reads the request, so both engines answer alike.
 */
export function registerNulGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw errorsOf(400, MESSAGES.nulCharacter);
    }
  });
}
