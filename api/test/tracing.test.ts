import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { LOGIN_USER_TYPE } from '@villa/shared/contract';
import { createFreshPostgresDatabase, engines } from './helpers/engines';
import { DEMO } from './helpers/testApp';

/*
 * Traces as production makes them: the built server (dist/server.js, plain node) with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at an OTLP/HTTP receiver in this process, as a
 * collector would be. (The exporter loads node:http with a dynamic import, which jest's module
 * sandbox cannot run: one more reason to test the real process.)
 */

const run = promisify(execFile);
const API_ROOT = path.join(__dirname, '..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: { key: string; value: { stringValue?: string; intValue?: string } }[];
}

/** An OTLP/HTTP receiver on 127.0.0.1: it keeps every span it is sent. */
async function startReceiver() {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces' && req.method === 'POST') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
        };
        for (const resource of body.resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The built server on its own database, in a process of its own, once it is ready. */
async function startBuiltServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(API_ROOT, 'dist', 'server.js')],
    {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    const ready = await fetch(`${url}/api/ready`).catch(() => null);
    if (ready?.ok) break;
    if (i > 600) throw new Error(`the server was not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};

beforeAll(async () => {
  await run(process.execPath, [path.join(API_ROOT, 'scripts', 'build.mjs')], { cwd: API_ROOT });
}, 60_000);

describe.each(engines)('traces on %s', (engine) => {
  test('a call with a traceparent is one trace, from the caller to its SQL', async () => {
    const receiver = await startReceiver();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-otel-'));
    const database = engine === 'postgres' ? await createFreshPostgresDatabase() : null;
    const server = await startBuiltServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      SQLITE_FILE: path.join(dir, 'portal.sqlite'),
      DATABASE_URL: database?.url ?? '',
      SEED_DEMO: 'true',
      DEMO_REFRESH: 'false',
    });
    try {
      const login = await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO.agent, user_type: LOGIN_USER_TYPE }),
      });
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      // As the host sends it: the page load's trace and span.
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const pageSpanId = '00f067aa0ba902b7';
      const res = await fetch(`${server.url}/api/agent/account-info`, {
        headers: {
          authorization: `Bearer ${token}`,
          traceparent: `00-${traceId}-${pageSpanId}-01`,
        },
      });
      expect(res.status).toBe(200);
      // A stopping server sends its last spans.
      await server.stop();

      const trace = receiver.spans.filter((span) => span.traceId === traceId);
      const request = trace.find((span) => span.name === 'agents.accountInfo');
      expect(request).toBeDefined();
      expect(request!.parentSpanId).toBe(pageSpanId);
      expect(attribute(request!, 'villa.request_id')).toBe(res.headers.get('x-request-id'));
      expect(attribute(request!, 'enduser.role')).toBe('AGENT');
      expect(attribute(request!, 'url.path')).toBe('/api/agent/account-info');

      // Every span of the trace leads up to the request's.
      const byId = new Map(trace.map((span) => [span.spanId, span]));
      const leadsToRequest = (span: OtlpSpan) => {
        for (let at: OtlpSpan | undefined = span; at; at = byId.get(at.parentSpanId ?? '')) {
          if (at === request) return true;
        }
        return false;
      };
      const system = engine === 'postgres' ? 'postgresql' : 'sqlite';
      const queries = trace.filter((span) => span.name.startsWith(`${system} `));
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every(leadsToRequest)).toBe(true);
      // The session lookup, as SQL text with placeholders: no token in it, nor anywhere.
      expect(
        queries.some((span) => String(attribute(span, 'db.query.text')).includes('"sessions"')),
      ).toBe(true);
      expect(JSON.stringify(receiver.spans)).not.toContain(token);
      // The log-in had no traceparent: a trace of its own, named by its endpoint.
      const loginSpan = receiver.spans.find((span) => span.name === 'session.login');
      expect(loginSpan?.traceId).not.toBe(traceId);
      expect(loginSpan?.parentSpanId ?? '').toBe('');
    } finally {
      await server.stop();
      await receiver.close();
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

test('without OTEL_EXPORTER_OTLP_ENDPOINT the built server loads none of the SDK', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'villa-no-otel-'));
  try {
    // prom-client loads @opentelemetry/api itself (the no-op API, for exemplars): that is all.
    const script = `
      const { startServer } = require(${JSON.stringify(path.join(API_ROOT, 'dist', 'server.js'))});
      startServer().then(async (server) => {
        await fetch(server.address + '/api/health');
        const loaded = Object.keys(require.cache).filter(
          (k) => /opentelemetry|fastify[+/]otel/.test(k) && !k.includes('/@opentelemetry/api/'),
        );
        await server.close();
        process.stdout.write(JSON.stringify(loaded));
      });`;
    const { stdout } = await run(process.execPath, ['-e', script], {
      env: {
        ...process.env,
        SQLITE_FILE: path.join(dir, 'portal.sqlite'),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: '',
        OTEL_EXPORTER_OTLP_ENDPOINT: '',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
        DEMO_REFRESH: 'false',
      },
    });
    expect(JSON.parse(stdout)).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
