import type { FastifyInstance } from 'fastify';
import { HttpError, MESSAGES, errorsOf } from '../errors';

/** Deeper than any body the portal sends (and than the parser lets through). */
const MAX_DEPTH = 64;

/** Whether a string anywhere in the value, key or text, holds U+0000. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The field (as the contract names fields: a.b[0].c) of the first string holding one, or null. */
function loneSurrogateField(value: unknown, field = '', depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? field || 'body' : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Buffer.isBuffer(value)) return null;
  for (const [key, v] of Object.entries(value)) {
    const name = Array.isArray(value) ? `${field}[${key}]` : field ? `${field}.${key}` : key;
    if (LONE_SURROGATE.test(key)) return name;
    const found = loneSurrogateField(v, name, depth + 1);
    if (found) return found;
  }
  return null;
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
    // SQLite would store it as invalid UTF-8 and PostgreSQL as U+FFFD: refused alike, at its
    // field, as bad input.
    const field =
      loneSurrogateField(request.body) ??
      loneSurrogateField(request.query) ??
      loneSurrogateField(request.params);
    if (field) {
      throw new HttpError(422, { validationErrors: [{ field, error: MESSAGES.loneSurrogate }] });
    }
  });
}
