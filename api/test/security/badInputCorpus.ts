import type { SampleRequest } from './policy';

/*
 * Malformed requests generated from a route and its sample request (policy.ts): each bends one
 * thing of a request the route would accept: a path segment, a query key, the body's bytes,
 * its content type, or one field's type. Nothing here is valid input, so nothing may be written.
 */

export interface BadRequest {
  /** What was bent, for the failure message: "path :ref = %00". */
  label: string;
  url: string;
  /** Raw body bytes (JSON or not), sent with `contentType`. */
  payload?: string | Buffer;
  contentType?: string;
}

/** Path segments, already URL-encoded where a browser would encode them. */
export const BAD_SEGMENTS = [
  '0',
  '-1',
  '99999999999999999999999',
  '%00',
  '%C0%AF',
  encodeURIComponent('ß😀漢字\u202e'),
  'x'.repeat(3000),
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%27%20OR%201%3D1--',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
] as const;

/** Query strings with one key's shape bent: repeated, array, nested, huge, NUL, bad encoding. */
export const badQueryShapes = (key: string) => [
  `${key}=1&${key}=2`,
  `${key}[]=1&${key}[]=2`,
  `${key}[a][b]=1`,
  `${key}=${'x'.repeat(20_000)}`,
  `${key}=%00`,
  `${key}=%F0%9F%98%80%E2%80%AE`,
  `${key}=%E0%A4%A`,
];

/** Query values a date or number key must refuse. */
export const badQueryValues = (key: string) => [
  `${key}=%`,
  `${key}=-1`,
  `${key}=1e309`,
  `${key}=2026-02-30`,
  `${key}=2026-13-45`,
  `${key}=31%2F02%2F2026`,
  `${key}=99999-01-01`,
];

/**
 * Whole bodies, built from the sample's JSON so that only the named thing is wrong (an unknown
 * key alone is not wrong: every route ignores them). Sent as application/json unless stated.
 */
type BadBody = { label: string; payload: string | Buffer; contentType?: string };

/** The sample's JSON with one more key in front. */
const withKey = (json: string, entry: string) =>
  json === '{}' ? `{${entry}}` : `{${entry},${json.slice(1)}`;

const badBodies = (json: string): BadBody[] => [
  { label: 'truncated JSON', payload: json.slice(0, -1) },
  { label: 'open brace', payload: '{' },
  { label: 'bare word', payload: 'nul' },
  { label: 'single quotes', payload: json.replace(/"/g, "'") },
  { label: 'trailing comma', payload: `${json.slice(0, -1)},}` },
  { label: 'JSON string', payload: JSON.stringify(json) },
  { label: 'JSON number', payload: '12345' },
  { label: 'JSON true', payload: 'true' },
  { label: 'JSON null', payload: 'null' },
  { label: 'JSON array', payload: '[]' },
  { label: 'wrapped in an array', payload: `[${json}]` },
  { label: 'empty body', payload: '' },
  {
    label: 'raw NUL bytes',
    payload: Buffer.concat([Buffer.from(json.slice(0, -1)), Buffer.from([0, 0x7d])]),
  },
  { label: 'UTF-16', payload: Buffer.from(json, 'utf16le') },
  { label: '__proto__', payload: withKey(json, '"__proto__":{"role":"ADMIN"}') },
  {
    label: 'constructor.prototype',
    payload: withKey(json, '"constructor":{"prototype":{"role":"ADMIN"}}'),
  },
  { label: 'oversized (2 MB)', payload: withKey(json, `"a":"${'x'.repeat(2 * 1024 * 1024)}"`) },
  { label: 'text/plain', payload: json, contentType: 'text/plain' },
  { label: 'form encoded', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'multipart',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
  { label: 'XML', payload: '<a>1</a>', contentType: 'application/xml' },
  { label: 'made-up type', payload: json, contentType: 'application/x-villa' },
];

/** Bodies nested deeper than any form sends (issue 12 item 5: a depth limit on parsing). */
export const deepBodies = (json: string): BadBody[] => [
  { label: 'arrays nested 200 deep', payload: `${'['.repeat(200)}${']'.repeat(200)}` },
  {
    label: 'objects nested 200 deep',
    payload: withKey(json, `"a":${'{"a":'.repeat(200)}1${'}'.repeat(200)}`),
  },
  { label: 'arrays nested 5,000 deep', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  {
    label: 'objects nested 5,000 deep',
    payload: withKey(json, `"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`),
  },
];

const FIELD_CASES = 3;

/**
 * Values a field whose sample value is `value` must refuse: `always` goes to every such field
 * (the values that once reached the database), `some` is shared out in turn (FIELD_CASES).
 */
function wrongValues(value: unknown): { always: unknown[]; some: unknown[] } {
  const common = [[], {}, [[[[]]]], { $gt: '' }, null];
  if (typeof value === 'string')
    return { always: ['a\u0000b', 'x'.repeat(100_000)], some: [...common, 12345, true] };
  if (typeof value === 'number')
    // (A number as a string is accepted on purpose: forms send text.)
    return {
      always: [1e308, 2_147_483_647],
      some: [...common, 'NaN', true, -1e308, 2 ** 53, '\u0000'],
    };
  if (typeof value === 'boolean') return { always: ['true'], some: [...common, 1, '\u0000'] };
  if (Array.isArray(value))
    return { always: [[null]], some: ['x', 1, null, { 0: value[0] }, [1, 'x', true]] };
  return { always: ['x'], some: [1, null, true, [value]] };
}

/** Every field of a JSON body, one level of nesting deep: [path, value]. */
function fieldsOf(body: Record<string, unknown>): [string[], unknown][] {
  const fields: [string[], unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    fields.push([[key], value]);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value))
        fields.push([[key, inner], innerValue]);
    }
  }
  return fields;
}

function withField(body: Record<string, unknown>, path: string[], value: unknown) {
  const copy = structuredClone(body);
  let target: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[path[path.length - 1]] = value;
  return copy;
}

/**
 * The corpus of one route: `fill` turns params into its URL (each given raw, already encoded).
 * Only a route with a body gets body cases; every route gets path and query cases.
 */
export function badRequestsFor(
  method: string,
  url: string,
  sample: SampleRequest,
  fill: (url: string, params: Record<string, string>) => string,
): BadRequest[] {
  const params = Object.fromEntries(
    Object.entries(sample.params ?? {}).map(([k, v]) => [k, encodeURIComponent(v)]),
  );
  const path = fill(url, params);
  const query = sample.query ? `?${sample.query}` : '';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const json = hasBody ? JSON.stringify(sample.body ?? {}) : undefined;
  const base = { payload: json, contentType: hasBody ? 'application/json' : undefined };
  const out: BadRequest[] = [];

  for (const name of Object.keys(params)) {
    for (const segment of BAD_SEGMENTS) {
      out.push({
        ...base,
        label: `path :${name} = ${segment.slice(0, 40)}`,
        url: `${fill(url, { ...params, [name]: segment })}${query}`,
      });
    }
  }

  // Keys the sample sends get every bent shape and value; a route without a query gets the
  // shapes on one key it does not read. A route that takes a body ignores the query.
  const sampleKeys = [...new URLSearchParams(sample.query ?? '').keys()];
  const queries =
    sampleKeys.length > 0
      ? sampleKeys.flatMap((key) =>
          [...badQueryShapes(key), ...badQueryValues(key)].map((q) => [key, q]),
        )
      : hasBody
        ? []
        : badQueryShapes('q').map((q) => ['q', q]);
  for (const [key, bent] of queries) {
    const rest = (sample.query ?? '')
      .split('&')
      .filter((pair) => pair && !pair.startsWith(`${key}=`));
    out.push({
      ...base,
      label: `query ${bent.slice(0, 40)}`,
      url: `${path}?${[...rest, bent].join('&')}`,
    });
  }

  if (hasBody) {
    for (const body of [...badBodies(json ?? '{}'), ...deepBodies(json ?? '{}')]) {
      out.push({
        label: `body: ${body.label}`,
        url: `${path}${query}`,
        payload: body.payload,
        contentType: body.contentType ?? 'application/json',
      });
    }
    const fields =
      sample.body && typeof sample.body === 'object' && !Array.isArray(sample.body)
        ? fieldsOf(sample.body as Record<string, unknown>)
        : [];
    // Each field gets its `always` values and FIELD_CASES of the others, taken in turn, so every
    // kind of wrong value meets some field without multiplying the corpus by every field.
    for (const [index, [fieldPath, value]] of fields.entries()) {
      const { always, some } = wrongValues(value);
      const picked = [
        ...always,
        ...Array.from(
          { length: Math.min(FIELD_CASES, some.length) },
          (_, i) => some[(index * FIELD_CASES + i) % some.length],
        ),
      ];
      for (const wrong of picked) {
        out.push({
          label: `field ${fieldPath.join('.')} = ${JSON.stringify(wrong)?.slice(0, 40)}`,
          url: `${path}${query}`,
          payload: JSON.stringify(
            withField(sample.body as Record<string, unknown>, fieldPath, wrong),
          ),
          contentType: 'application/json',
        });
      }
    }
  }
  return out;
}
