type Bump = 'major' | 'minor' | 'none';
const { contractChanges, endpointBump, schemaBump } = require('./contractVersion.cjs') as {
  contractChanges(
    before: { endpoints: Record<string, object> },
    after: { endpoints: Record<string, object> },
  ): { bump: Bump; changes: { key: string; bump: Bump; kind: string }[] };
  endpointBump(before: object | undefined, after: object | undefined): Bump;
  schemaBump(before: object, after: object, direction: 'answer' | 'request'): Bump;
};

const text = { type: 'string' };
const num = { type: 'number' };
const nullable = (schema: object) => ({ anyOf: [schema, { type: 'null' }] });
const obj = (properties: Record<string, object>, required: string[] = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required: [...required].sort(),
});

const endpoint = (parts: object = {}) => ({
  method: 'GET',
  path: '/bookings/:ref',
  access: ['AGENT'],
  status: 200,
  errors: [404],
  params: obj({ ref: text }),
  answer: obj({ ref: text, total: num }),
  ...parts,
});

describe('the endpoint contract version rule', () => {
  test('an unchanged endpoint needs nothing', () => {
    expect(endpointBump(endpoint(), endpoint())).toBe('none');
  });

  test('additions a remote built before cannot notice are a minor', () => {
    // A new answer field, a new optional request field, a new failure status, a new endpoint.
    expect(
      endpointBump(endpoint(), endpoint({ answer: obj({ ref: text, total: num, extra: text }) })),
    ).toBe('minor');
    expect(
      endpointBump(
        endpoint({ body: obj({ name: text }) }),
        endpoint({ body: obj({ name: text, note: text }, ['name']) }),
      ),
    ).toBe('minor');
    expect(endpointBump(endpoint(), endpoint({ errors: [404, 409] }))).toBe('minor');
    expect(endpointBump(undefined, endpoint())).toBe('minor');
    // A role that may now call too.
    expect(endpointBump(endpoint(), endpoint({ access: ['AGENT', 'STAFF'] }))).toBe('minor');
    // A request field no longer required; an answer that can no longer be null.
    expect(
      endpointBump(
        endpoint({ body: obj({ name: text }) }),
        endpoint({ body: obj({ name: text }, []) }),
      ),
    ).toBe('minor');
    expect(schemaBump(nullable(text), text, 'answer')).toBe('minor');
    // An answer enum that lost a value; a request enum that gained one.
    expect(schemaBump({ enum: ['A', 'B'] }, { enum: ['A'] }, 'answer')).toBe('minor');
    expect(schemaBump({ enum: ['A'] }, { enum: ['A', 'B'] }, 'request')).toBe('minor');
  });

  test('a change a remote built before may trip on is a major', () => {
    // An answer field renamed (removed and added), retyped, made nullable or optional.
    expect(
      endpointBump(endpoint(), endpoint({ answer: obj({ reference: text, total: num }) })),
    ).toBe('major');
    expect(endpointBump(endpoint(), endpoint({ answer: obj({ ref: num, total: num }) }))).toBe(
      'major',
    );
    expect(
      endpointBump(endpoint(), endpoint({ answer: obj({ ref: nullable(text), total: num }) })),
    ).toBe('major');
    expect(
      endpointBump(endpoint(), endpoint({ answer: obj({ ref: text, total: num }, ['ref']) })),
    ).toBe('major');
    // A new required request field; a request field removed; an answer enum that gained a value.
    expect(
      endpointBump(
        endpoint({ body: obj({ name: text }) }),
        endpoint({ body: obj({ name: text, note: text }) }),
      ),
    ).toBe('major');
    expect(
      endpointBump(
        endpoint({ body: obj({ name: text, note: text }) }),
        endpoint({ body: obj({ name: text }) }),
      ),
    ).toBe('major');
    expect(schemaBump({ enum: ['A'] }, { enum: ['A', 'B'] }, 'answer')).toBe('major');
    // Another path or method; access narrowed or made public; the endpoint removed; a constraint changed.
    expect(endpointBump(endpoint(), endpoint({ path: '/booking/:ref' }))).toBe('major');
    expect(endpointBump(endpoint(), endpoint({ method: 'POST' }))).toBe('major');
    expect(endpointBump(endpoint({ access: ['AGENT', 'ACCOUNTS'] }), endpoint())).toBe('major');
    expect(endpointBump(endpoint(), endpoint({ access: ['ACCOUNTS'] }))).toBe('major');
    expect(endpointBump(endpoint(), endpoint({ access: 'public' }))).toBe('major');
    expect(endpointBump(endpoint({ access: 'public' }), endpoint())).toBe('major');
    expect(endpointBump(endpoint(), undefined)).toBe('major');
    expect(
      schemaBump({ type: 'string', maxLength: 50 }, { type: 'string', maxLength: 40 }, 'request'),
    ).toBe('major');
  });

  test('the whole change needs its largest bump, and lists each endpoint', () => {
    const before = {
      endpoints: { 'booking.get': endpoint(), 'booking.list': endpoint({ path: '/bookings' }) },
    };
    const after = {
      endpoints: {
        'booking.get': endpoint({ answer: obj({ ref: text, total: num, extra: text }) }),
        'booking.new': endpoint({ path: '/bookings/new' }),
      },
    };
    expect(contractChanges(before, after)).toEqual({
      bump: 'major',
      changes: [
        { key: 'booking.get', bump: 'minor', kind: 'changed' },
        { key: 'booking.list', bump: 'major', kind: 'removed' },
        { key: 'booking.new', bump: 'minor', kind: 'added' },
      ],
    });
    expect(contractChanges(before, before)).toEqual({ bump: 'none', changes: [] });
  });
});
