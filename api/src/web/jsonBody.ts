import type { FastifyInstance } from 'fastify';
import { errorsOf, MESSAGES } from '../errors';

/**
 * No request of the portal nests deeper than a handful of levels (a booking's passengers are
 * three). A limit far above that costs nothing and keeps deep bodies (5,000 nested arrays)
 * away from code that walks them recursively, where they would overflow the stack.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when arrays and objects nest deeper than `max` anywhere in the text. One pass over the
 * characters, skipping strings, run before JSON.parse so the parser never builds the deep value.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser for every route: the same parser (prototype poisoning refused,
 * empty and broken bodies answered 400 by the error handler) behind the depth limit.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(errorsOf(400, MESSAGES.tooDeep), undefined);
      return;
    }
    parse(request, text, done);
  });
}
