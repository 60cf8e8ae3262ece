import * as v from 'valibot';

/** Form errors keyed by field name (dotted for nested fields), as final-form expects them. */
export type FormErrors = Record<string, string>;

function setIn(target: Record<string, unknown>, path: string[], message: string) {
  let node = target;
  path.slice(0, -1).forEach((key) => {
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
  const last = path[path.length - 1];
  if (node[last] === undefined) node[last] = message;
}

type SchemaLike = { type?: string; entries?: Record<string, SchemaLike> };

/**
 * final-form leaves a field nobody typed in (or one cleared) undefined, or drops its key; the
 * schemas expect ''. Missing string fields (also in nested objects) are read as '' so they get
 * their "is required" message; other missing fields (e.g. the card amount, a number or a
 * string) are given as undefined, so their own schema answers "Amount is required" instead of
 * valibot's 'Invalid key: Expected "amount" but received undefined'.
 */
function fillMissingStrings(schema: SchemaLike, values: unknown): unknown {
  if (!schema.entries) return values;
  const source = (typeof values === 'object' && values !== null ? values : {}) as Record<
    string,
    unknown
  >;
  const filled: Record<string, unknown> = { ...source };
  for (const [key, entry] of Object.entries(schema.entries)) {
    if (entry.entries) filled[key] = fillMissingStrings(entry, source[key]);
    else if (source[key] === undefined) filled[key] = entry.type === 'string' ? '' : undefined;
  }
  return filled;
}

/**
 * A final-form `validate` function from a valibot schema: the first message per field, in the
 * shape final-form reads (nested objects for nested fields). The very schemas the server
 * validates with, so client and server agree.
 */
export function validateWith<S extends v.GenericSchema>(schema: S) {
  return (values: unknown): Record<string, unknown> => {
    const result = v.safeParse(schema, fillMissingStrings(schema as SchemaLike, values), {
      abortPipeEarly: true,
    });
    if (result.success) return {};
    const errors: Record<string, unknown> = {};
    for (const issue of result.issues) {
      const path = issue.path?.map((item) => String(item.key)) ?? [];
      if (path.length) setIn(errors, path, issue.message);
    }
    return errors;
  };
}
