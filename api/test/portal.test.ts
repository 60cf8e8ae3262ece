import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { endpoints } from '@villa/shared/contract';
import { HIGHLIGHTS } from '../src/property/features';
import { cacheControlFor } from '../src/web/portal';
import { PERMISSIONS_POLICY, SVG_POLICY } from '../src/web/securityHeaders';
import { createTestApp, type TestApp } from './helpers/testApp';

/* The portal's files do not touch the database, so these run on SQLite only. */

const INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"/><script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';

/** The host build's inline script for the opening screen's calls, as webpack writes it. */
const OPENING_CALLS_JS =
  '(()=>{window.calls=document.currentScript.getAttribute("data-opening-calls")})();\n//# sourceMappingURL=opening-calls.js.map\n';

const REMOTES = ['search', 'villa', 'booking', 'admin', 'content', 'office'] as const;

/** Each remote's route manifest as its build ships it (dist/routes.json). */
const manifestFiles = () =>
  Object.fromEntries(
    REMOTES.map((remote) => [
      `remote-${remote}/dist/routes.json`,
      readFileSync(
        path.join(__dirname, '..', '..', `remote-${remote}`, 'src', 'routes.json'),
        'utf8',
      ),
    ]),
  );

/**
 * The page as sent: the build's index.html with the boot data before </head> (and, on a screen
 * with data calls, the script that sends them after the charset).
 */
function expectPage(body: string) {
  expect(body).toMatch(
    /^<!doctype html><html><head><meta charset="utf-8"\/>(<script data-opening-calls="[^"]*" data-opening-roles="[^"]*">[^<]*<\/script>)?<script defer src="\/main.0123456789.js"><\/script><script id="portal-boot" type="application\/json">.*<\/script><\/head><body><div id="root"><\/div><\/body><\/html>$/,
  );
}

/** The page's script of opening calls: its calls (as the attribute says them) and its text. */
function openingCallsOf(body: string) {
  const match =
    /<script data-opening-calls="([^"]*)" data-opening-roles="[^"]*">([^<]*)<\/script>/.exec(body);
  if (!match) return null;
  const attribute = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
  return { calls: JSON.parse(attribute.replace(/&amp;/g, '&')) as string[], text: match[2] };
}

/** The boot data the page carries. */
function bootOf(body: string) {
  const json = /<script id="portal-boot" type="application\/json">(.*?)<\/script>/.exec(body)?.[1];
  return JSON.parse(json ?? 'null') as {
    remotes: Record<string, string>;
    routes: Record<
      string,
      { routes: Record<string, { path: string; title: string; data?: unknown[] }> }
    >;
  };
}

function writeFiles(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
}

describe('serving the built portal', () => {
  let t: TestApp;
  let root: string;
  let remotesJson: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'villa-portal-'));
    writeFiles(root, {
      'host/dist/index.html': INDEX_HTML,
      'host/dist/main.0123456789.js': 'console.log("host")',
      'host/dist/opening-calls.js': OPENING_CALLS_JS,
      'host/dist/remotes.json': JSON.stringify({ search: '/remotes/search/mf-manifest.json' }),
      'remote-search/dist/remoteEntry.js': 'var search;',
      'remote-search/dist/mf-manifest.json': '{"id":"search"}',
      'remote-search/dist/570.3cdfb4882d.js': 'chunk()',
      'host/dist/main.0123456789.js.map': '{"sources":["webpack://host/src/bootstrap.tsx"]}',
      'remote-search/dist/570.3cdfb4882d.js.map': '{"sources":["webpack://search/src/x.tsx"]}',
      'remote-search/dist/index.html': INDEX_HTML,
      'outside.txt': 'not for the web',
      ...manifestFiles(),
    });
    // What the build writes beside a script (build/webpack-config.cjs): its compressed copies.
    for (const file of ['host/dist/main.0123456789.js', 'remote-search/dist/570.3cdfb4882d.js']) {
      const content = readFileSync(path.join(root, file));
      writeFileSync(path.join(root, `${file}.br`), brotliCompressSync(content));
      writeFileSync(path.join(root, `${file}.gz`), gzipSync(content));
    }
    remotesJson = path.join(root, 'remotes.override.json');
    writeFileSync(
      remotesJson,
      JSON.stringify({
        search: 'http://localhost:3001/mf-manifest.json',
        villa: '/remotes/villa/mf-manifest.json',
        booking: '/remotes/booking/mf-manifest.json',
        admin: '/remotes/admin/mf-manifest.json',
        content: '/remotes/content/mf-manifest.json',
        office: '/remotes/office/mf-manifest.json',
      }),
    );
    t = await createTestApp('sqlite', { config: { portalRoot: root, remotesJson } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
    t.app.inject({ method, url });

  test('never sends a source map, of the host or of a remote', async () => {
    for (const url of [
      '/main.0123456789.js.map',
      '/remotes/search/570.3cdfb4882d.js.map',
      '/main.0123456789.js.map?x=1',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('sources');
    }
    expect((await get('/main.0123456789.js')).statusCode).toBe(200);
  });

  test('serves index.html at / with no-cache and a CSP allowing the remote origins', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expectPage(res.body);
    expect(res.headers['cache-control']).toBe('no-cache');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    expect(csp).toContain("connect-src 'self' http://localhost:3001");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  test('answers index.html for the screens of the portal (history fallback)', async () => {
    for (const url of ['/admin/agent/dashboard', '/villa/12?arrival=2026-07-01', '/login']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expectPage(res.body);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBeDefined();
    }
  });

  test("a villa's page names the villa's first photo and the remote's entry among its preloads", async () => {
    const link = String((await get('/villa/1')).headers.link);
    expect(link).toContain(
      '</api/property-images/1/0-l.svg>; rel=preload; as=image; fetchpriority=high',
    );
    // The federation runtime asks for a same-origin entry without CORS: so must its preload, to be used.
    expect(link).toContain('</remotes/villa/remoteEntry.js>; rel=preload; as=script,');
    for (const url of ['/villa/999999', '/villa/abc', '/villas']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.link)).not.toContain('as=image');
    }
    // A malformed escape is refused before the page is made (Fastify's 400), never a 500.
    expect((await get('/villa/%E0%A4%A')).statusCode).toBe(400);
  });

  test("a screen's page sends its data calls itself, with a script its policy allows by hash", async () => {
    const res = await get('/villa/12?arrival=2026-07-01&nights=7&note=%3C%2Fscript%3E%22');
    const opening = openingCallsOf(res.body);
    // The villa manifest's call, with the page's own query, as the host's script would make it.
    expect(opening?.calls).toEqual([
      '/api/property/12?arrival=2026-07-01&nights=7&note=%3C%2Fscript%3E%22',
    ]);
    // Its source map would be looked for beside the page.
    expect(opening?.text).toBe(OPENING_CALLS_JS.replace(/\n\/\/# sourceMappingURL=.*\n$/, ''));
    const hash = createHash('sha256').update(opening!.text).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(
      `script-src 'self' 'sha256-${hash}'`,
    );

    // The content pages' calls too, by the route's params (communities-list/:letter), and the
    // agent office's.
    expect(openingCallsOf((await get('/communities/C')).body)?.calls).toEqual([
      '/api/communities-list/C',
    ]);
    expect(openingCallsOf((await get('/admin/agent/bookings')).body)?.calls).toEqual([
      '/api/bookings',
    ]);

    // A screen of the host, or one without calls: no script, and no inline script allowed.
    for (const url of ['/login', '/', '/admin/agent/dashboard']) {
      const page = await get(url);
      expect(openingCallsOf(page.body)).toBeNull();
      expect(String(page.headers['content-security-policy'])).not.toContain('sha256-');
    }
  });

  test('never answers the page with a 304, so its policy always follows remotes.json', async () => {
    for (const url of ['/', '/index.html', '/villas']) {
      const first = await get(url);
      expect(first.headers.etag).toBeUndefined();
      expect(first.headers['last-modified']).toBeUndefined();
      const again = await t.app.inject({
        method: 'GET',
        url,
        // What a browser sends back from a copy cached by an earlier build of the server.
        headers: {
          'if-none-match': 'W/"9c-18f0a7"',
          'if-modified-since': new Date().toUTCString(),
        },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-security-policy']).toBeDefined();
    }
  });

  test('writes the boot data into the page: remotes.json and every remote route manifest', async () => {
    const boot = bootOf((await get('/villas')).body);
    expect(boot.remotes.search).toBe('http://localhost:3001/mf-manifest.json');
    expect(boot.remotes.villa).toBe('/remotes/villa/mf-manifest.json');
    expect(Object.keys(boot.routes).sort()).toEqual([...REMOTES].sort());
    expect(boot.routes.villa.routes.villa).toMatchObject({ path: '/villa/:id', title: 'Villa' });
    // Its data call, with the endpoint's method and path, for the host to start at navigation.
    expect(boot.routes.villa.routes.villa.data).toEqual([
      {
        endpoint: 'villa.detail',
        method: 'GET',
        path: endpoints.villa.detail.path,
        params: { id: ':id' },
        query: 'url',
      },
    ]);
    // The search remote's origin does not answer: its routes are those of the build shipped
    // with the portal, so its pages still say "This section is unavailable", not "not found".
    expect(boot.routes.search.routes.villas.title).toBe('Search Properties');
  });

  test('a page a remote adds to its manifest is a screen at once, one it removes is a 404', async () => {
    const file = path.join(root, 'remote-content', 'dist', 'routes.json');
    const original = readFileSync(file, 'utf8');
    const manifest = JSON.parse(original) as { routes: Record<string, unknown> };
    try {
      expect((await get('/whats-new/2027')).statusCode).toBe(404);
      delete manifest.routes.community;
      manifest.routes.whatsNew = {
        path: '/whats-new/:year',
        title: "What's new </script><script>alert(1)</script>",
        roles: ['AGENT'],
      };
      writeFileSync(file, JSON.stringify(manifest));
      const res = await get('/whats-new/2027');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(bootOf(res.body).routes.content.routes.whatsNew.title).toBe(
        "What's new </script><script>alert(1)</script>",
      );
      expect((await get('/community/5')).statusCode).toBe(404);
      expect((await get('/about-florida/weather')).statusCode).toBe(200);
    } finally {
      writeFileSync(file, original);
    }
  });

  test('a manifest that breaks the schema is not taken: the last good one stays', async () => {
    const file = path.join(root, 'remote-content', 'dist', 'routes.json');
    const original = readFileSync(file, 'utf8');
    try {
      expect((await get('/community/5')).statusCode).toBe(200);
      writeFileSync(file, JSON.stringify({ remote: 'content', routes: { x: { path: 'nope' } } }));
      expect((await get('/community/5')).statusCode).toBe(200);
      expect((await get('/nope')).statusCode).toBe(404);
    } finally {
      writeFileSync(file, original);
    }
  });

  test('does not answer index.html for a missing file, a POST or the API', async () => {
    expect((await get('/main.9999999999.js')).statusCode).toBe(404);
    expect((await get('/admin/agent', 'POST')).statusCode).toBe(404);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json().errors).toHaveLength(1);
  });

  test('answers 404, still with the page, for a path that is no screen of the portal', async () => {
    // A trailing slash too: the host's router shows "Page not found" there (isStrictPath).
    for (const url of [
      '/backup',
      '/wp-admin',
      '/admin/agent/nothing',
      '/villa',
      '/villa/12/x',
      '/villas/',
      '/villa/12/',
      '/login/',
    ]) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      // The page shows its own "not found"; scanners see the status.
      expectPage(res.body);
      expect(res.headers['content-security-policy']).toBeDefined();
    }
    for (const url of [
      '/admin/agent',
      '/about-florida',
      '/about-florida/weather',
      '/checkout/villa/extras',
      '/checkout/villa/extras/VB123',
      '/admin/agent/password-reset/7/abc/9',
    ]) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  test('CORS answers only the portal itself and the origins of its remotes', async () => {
    const from = (origin: string, method: 'GET' | 'OPTIONS' = 'GET') =>
      t.app.inject({
        method,
        url: '/api/country-values',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = (res: { headers: Record<string, unknown> }) =>
      res.headers['access-control-allow-origin'];
    expect(allowed(await from('http://portal.test'))).toBe('http://portal.test');
    expect(allowed(await from('http://localhost:3001'))).toBe('http://localhost:3001');
    expect(allowed(await from('http://localhost:3001', 'OPTIONS'))).toBe('http://localhost:3001');
    for (const origin of ['http://evil.test', 'http://portal.test.evil.test', 'null']) {
      expect(allowed(await from(origin))).toBeUndefined();
      expect(allowed(await from(origin, 'OPTIONS'))).toBeUndefined();
    }
  });

  test('every answer has a Permissions-Policy; SVG images have their own CSP', async () => {
    for (const url of ['/', '/api/country-values', '/main.0123456789.js']) {
      expect((await get(url)).headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    }
    const svg = await get(`/api/property-images/highlights/${HIGHLIGHTS[0].code}.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe(SVG_POLICY);
    expect((await get('/')).headers['strict-transport-security']).toBeUndefined();
  });

  test('content-hashed files are cached for a year', async () => {
    const res = await get('/main.0123456789.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });

  test("sends the build's compressed copy the browser accepts, with the file's own headers", async () => {
    const fetchAs = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    for (const [url, body] of [
      ['/main.0123456789.js', 'console.log("host")'],
      ['/remotes/search/570.3cdfb4882d.js', 'chunk()'],
    ]) {
      const br = await fetchAs(url, 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);

      const gzip = await fetchAs(url, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(body);

      const plain = await fetchAs(url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(body);
    }
  });

  test('serves a remote under /remotes/<name>/ with CORS and the cache rules', async () => {
    const entry = await get('/remotes/search/remoteEntry.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var search;');
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(entry.headers['access-control-allow-origin']).toBe('*');

    const manifest = await get('/remotes/search/mf-manifest.json');
    expect(manifest.headers['cache-control']).toBe('no-cache');

    const chunk = await get('/remotes/search/570.3cdfb4882d.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
  });

  test('answers 404, never index.html, for a missing remote asset or an unknown remote', async () => {
    for (const url of [
      '/remotes/search/nope.js',
      '/remotes/villa/remoteEntry.js',
      '/remotes/unknown/remoteEntry.js',
    ]) {
      const res = await get(url);
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('<html>');
    }
  });

  test('refuses paths that climb out of a dist folder', async () => {
    const res = await get('/remotes/search/..%2F..%2Foutside.txt');
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('not for the web');
  });

  test('serves remotes.json from REMOTES_JSON, re-read on every request, and the CSP follows it', async () => {
    const first = await get('/remotes.json');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.json().search).toBe('http://localhost:3001/mf-manifest.json');

    writeFileSync(
      remotesJson,
      JSON.stringify({ search: 'https://search.cdn.test/mf-manifest.json' }),
    );
    const second = await get('/remotes.json');
    expect(second.json().search).toBe('https://search.cdn.test/mf-manifest.json');
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://search.cdn.test");
    expect(csp).not.toContain('localhost:3001');
  });
});

describe('remotes deployed by pnpm deploy:remote (var/deploy under the portal)', () => {
  let t: TestApp;
  let root: string;
  const version = '1.2.0-0123abcdef';
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'villa-portal-deploy-'));
    writeFiles(root, {
      'host/dist/index.html': INDEX_HTML,
      'host/dist/remotes.json': JSON.stringify({ search: '/remotes/search/mf-manifest.json' }),
      'remote-search/dist/remoteEntry.js': 'var search = "built with the portal";',
      'outside.txt': 'not for the web',
    });
    t = await createTestApp('sqlite', { config: { portalRoot: root, remotesJson: null } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('a running server answers the first deploy on the next request, and serves the version folder with the cache rules', async () => {
    expect((await get('/remotes.json')).json().search).toBe('/remotes/search/mf-manifest.json');

    // What the deploy writes (scripts/deploy-remote.mjs): the version's folder, then remotes.json.
    writeFiles(path.join(root, 'var', 'deploy'), {
      [`remotes/search/${version}/remoteEntry.js`]: 'var search = "deployed";',
      [`remotes/search/${version}/mf-manifest.json`]: '{"id":"search"}',
      [`remotes/search/${version}/routes.json`]: '{"routes":[]}',
      [`remotes/search/${version}/570.3cdfb4882d.js`]: 'chunk()',
      'remotes/search/history.json': '{"current":"1.2.0-0123abcdef"}',
      'remotes.json': JSON.stringify({
        search: `/remotes/search/${version}/mf-manifest.json`,
      }),
    });
    const remotes = await get('/remotes.json');
    expect(remotes.headers['cache-control']).toBe('no-cache');
    expect(remotes.json().search).toBe(`/remotes/search/${version}/mf-manifest.json`);

    const entry = await get(`/remotes/search/${version}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var search = "deployed";');
    // A version folder never changes: its entry too is cached for good (a preload is then used).
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await get(`/remotes/search/${version}/routes.json`)).statusCode).toBe(200);
    const chunk = await get(`/remotes/search/${version}/570.3cdfb4882d.js`);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The build that came with the portal is still there for a rollback to it.
    expect((await get('/remotes/search/remoteEntry.js')).body).toContain('built with the portal');
    // The page's CSP: deployed versions are on this origin.
    expect(String((await get('/')).headers['content-security-policy'])).toContain(
      "script-src 'self';",
    );
  });

  test('serves nothing else of the deploy folder', async () => {
    for (const url of [
      '/remotes/search/history.json',
      `/remotes/search/${version}/nope.js`,
      '/remotes/search/9.9.9-0000000000/remoteEntry.js',
      `/remotes/villa/${version}/remoteEntry.js`,
    ]) {
      expect([url, (await get(url)).statusCode]).toEqual([url, 404]);
    }
    const climb = await get(`/remotes/search/${version}/..%2F..%2F..%2F..%2Foutside.txt`);
    expect(climb.statusCode).toBe(403);
  });
});

describe('cache rules', () => {
  test.each([
    ['index.html', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['mf-stats.json', 'no-cache'],
    ['remotes.json', 'no-cache'],
    ['favicon.ico', 'no-cache'],
    ['113.8e951597d4.js.LICENSE.txt', 'public, max-age=31536000, immutable'],
    ['__federation_expose_routes.7b9e157006.js', 'public, max-age=31536000, immutable'],
  ])('%s: %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});

describe('without a built portal', () => {
  test('the API still answers and / is a plain 404', async () => {
    const t = await createTestApp('sqlite');
    try {
      expect((await t.app.inject({ method: 'GET', url: '/' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/country-values' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.close();
    }
  });
});

describe('behind an https PUBLIC_URL', () => {
  test('every answer tells browsers to use https only (HSTS)', async () => {
    const t = await createTestApp('sqlite', {
      config: { publicUrl: 'https://portal.example.test' },
    });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/country-values' });
      expect(res.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      await t.close();
    }
  });
});
