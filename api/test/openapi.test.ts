import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { endpoints, type EndpointSpec } from '@villa/shared/contract';
import { API_DOCS_PREFIX } from '../src/web/apiDocs';
import { engines } from './helpers/engines';
import { createTestApp, type TestApp } from './helpers/testApp';

/*
 * Issue 18: the API describes itself. /api/openapi.json is a valid OpenAPI document (checked
 * by @seriousme/openapi-schema-validator), it holds every route the server registers, and
 * every entry of the endpoint table is a registered route.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: { type?: string; enum?: string[]; format?: string };
}

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { responses: Record<string, unknown>; security?: unknown[]; parameters?: Parameter[] }
    >
  >;
}

/** The validator is an ES module: it runs in its own node, as its CLI would. */
function validate(document: unknown): { valid: boolean; errors?: unknown } {
  const script = `
    import { Validator } from '@seriousme/openapi-schema-validator';
    let input = '';
    for await (const chunk of process.stdin) input += chunk;
    const result = await new Validator().validate(JSON.parse(input));
    process.stdout.write(JSON.stringify(result));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: path.join(__dirname, '..'),
    input: JSON.stringify(document),
    encoding: 'utf8',
  });
  return JSON.parse(out) as { valid: boolean; errors?: unknown };
}

const table: EndpointSpec[] = Object.values(endpoints).flatMap((area) => Object.values(area));
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe.each(engines.slice(0, 1))('OpenAPI on %s', (engine) => {
  let t: TestApp;
  const routes: { method: string; url: string }[] = [];
  let document: OpenApiDocument;

  beforeAll(async () => {
    const onRoute = (route: RouteOptions) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    };
    t = await createTestApp(engine, { onRoute });
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(() => t?.close());

  test('the document is valid OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    const result = validate(document);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  test('every route of the API is an operation of the document, and nothing else is', () => {
    const apiRoutes = routes.filter(
      (r) =>
        r.url.startsWith('/api/') &&
        !r.url.startsWith(API_DOCS_PREFIX) &&
        !['HEAD', 'OPTIONS'].includes(r.method),
    );
    const registered = apiRoutes.map((r) => `${r.method} ${openApiPath(r.url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([url, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
      )
      .sort();
    expect(documented).toEqual(registered);
    expect(documented.length).toBe(table.length);
  });

  test('every entry of the endpoint table is a registered route', () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.url}`));
    const missing = table
      .map((e) => `${e.method} /api${e.path}`)
      .filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });

  test('each operation says its statuses, its error shapes and how to authenticate', () => {
    const booking = document.paths['/api/bookings/{ref}'].get;
    expect(Object.keys(booking.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '500',
    ]);
    expect(booking.responses['404']).toMatchObject({
      content: { 'application/json': { schema: { required: ['errors'] } } },
    });
    expect(booking.security).toEqual([{ bearer: [] }, { bearer: [], adminUserId: [] }]);
    const login = document.paths['/api/login'].post;
    expect(login.security).toEqual([]);
    expect(login.responses['422']).toMatchObject({
      content: { 'application/json': { schema: { required: ['validationErrors'] } } },
    });
    const pdf = document.paths['/api/quotes/{ref}/pdf'].get;
    expect(pdf.responses['200']).toMatchObject({ content: { 'application/pdf': {} } });
  });

  test('the queries read by their own parser list their parameters, with type and enum', () => {
    const query = (path: string) =>
      new Map(
        (document.paths[path].get.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, { required: p.required ?? false, ...p.schema }]),
      );
    const search = query('/api/property-search');
    expect(search.get('criteria[sort]')).toMatchObject({
      required: false,
      type: 'string',
      enum: ['price-asc', 'price-desc', 'bedrooms', 'sleeps'],
    });
    expect(search.get('criteria[arrival]')).toMatchObject({ type: 'string', format: 'date' });
    for (const name of ['criteria[nights]', 'criteria[page]', 'criteria[rpp]']) {
      expect(search.get(name)).toMatchObject({ required: false, type: 'integer' });
    }
    expect(search.get('criteria[q]')).toMatchObject({ type: 'string' });
    expect(search.get('filters[accommodation]')).toMatchObject({ type: 'string' });
    expect(search.get('filters[bedrooms]')).toMatchObject({ type: 'string' });

    const villa = query('/api/property/{id}');
    expect(villa.get('arrival')).toMatchObject({ required: false, type: 'string', format: 'date' });
    expect(villa.get('nights')).toMatchObject({ required: false, type: 'integer' });
    expect(villa.get('criteria[sort]')).toMatchObject({ enum: search.get('criteria[sort]')!.enum });
    expect(villa.get('filters[community]')).toMatchObject({ type: 'string' });

    const extras = query('/api/optional-extras');
    expect([...extras.keys()].sort()).toEqual(['arrival', 'bookRef', 'nights', 'propertyId']);
    expect(extras.get('propertyId')).toMatchObject({ required: false, type: 'integer' });
  });

  test('the readable reference is served at /api/docs under the portal CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${API_DOCS_PREFIX}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // No inline script: the portal's script-src 'self' runs it as it is.
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self'/);
    const initializer = await t.app.inject({
      method: 'GET',
      url: `${API_DOCS_PREFIX}/static/swagger-initializer.js`,
    });
    expect(initializer.statusCode).toBe(200);
  });
});
