import * as v from 'valibot';
import { sentValue } from './endpoint';

/*
 * Queries read by the call's own parser, listed for OpenAPI (docs/adr/0010). A module of their
 * own: the log-in page's entries do not need them, so its bundle does not carry them.
 */

/** How OpenAPI lists a parameter that the call's own parser reads (see parsedParam). */
export interface ParsedParamDoc {
  type: 'string' | 'integer';
  description: string;
  /** The values it takes, where it has a fixed list. */
  enum?: readonly string[];
  format?: 'date';
}

/**
 * A query parameter read by the call's own parser (the search's, the villa page's, the
 * extras'): handed to it as sent, text or a list, so that the parser alone holds the rules and
 * answers with its own messages (a repeated key included); OpenAPI lists it with its type and
 * enum (api/src/web/openapi.ts reads the `queryParam` metadata).
 */
export const parsedParam = (doc: ParsedParamDoc) =>
  v.optional(v.pipe(sentValue, v.metadata({ queryParam: doc })));

/**
 * The query of a call with its own parser: its parameters listed (parsedParam each), any other
 * key passed on as sent (the search's unknown criteria[...] are the parser's to refuse, the
 * extras' extras[<id>] are keyed by id).
 */
export const parsedQuery = <const Entries extends Record<string, ReturnType<typeof parsedParam>>>(
  entries: Entries,
) => v.objectWithRest(entries, sentValue);
