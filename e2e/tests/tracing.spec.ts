import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { repoRoot, users } from '../support/env';
import { needsLocalPortal } from '../support/local';
import { LoginPage } from '../support/pages/LoginPage';

/*
 * One agent's page load is one trace, from the browser to the SQL (issue 52). The run's own
 * servers have no tracing, so this test starts one more: the built API (api/dist/server.js, as
 * `npm start` runs it) serving the production build, with OTEL_EXPORTER_OTLP_ENDPOINT pointing
 * at an OTLP/HTTP receiver in this process, as a collector would be. The browser's spans travel
 * the way production sends them: the page's SDK posts them to /api/telemetry/traces and the API
 * relays them to the collector.
 */

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
}
interface OtlpBatch {
  resourceSpans: {
    resource?: { attributes?: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: OtlpSpan[] }[];
  }[];
}

/** Every span the receiver was sent, with the service that sent it. */
const spans: (OtlpSpan & { service: string })[] = [];
let receiver: Server;
let api: ChildProcess | undefined;
let apiOutput = '';
let baseURL = '';
let dir = '';

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test.describe('traces', () => {
  needsLocalPortal('starts an API server of its own with tracing on');
  // The test's server is seeded and started from nothing on a busy machine.
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          const batch = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBatch;
          for (const resource of batch.resourceSpans) {
            const service =
              resource.resource?.attributes?.find((a) => a.key === 'service.name')?.value
                .stringValue ?? '';
            for (const scope of resource.scopeSpans)
              for (const span of scope.spans) spans.push({ ...span, service });
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    const collector = `http://127.0.0.1:${await listen(receiver)}`;
    const port = await freePort();
    baseURL = `http://localhost:${port}`;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-traces-'));
    fs.copyFileSync(
      path.join(repoRoot, 'host', 'dist', 'remotes.json'),
      path.join(dir, 'remotes.json'),
    );
    api = spawn(
      process.execPath,
      ['--enable-source-maps', path.join(repoRoot, 'api', 'dist', 'server.js')],
      {
        cwd: path.join(repoRoot, 'api'),
        env: {
          ...process.env,
          PORT: String(port),
          PORTAL_ROOT: repoRoot,
          PUBLIC_URL: baseURL,
          SQLITE_FILE: path.join(dir, 'portal.sqlite'),
          MAIL_DIR: path.join(dir, 'mail'),
          REMOTES_JSON: path.join(dir, 'remotes.json'),
          DATABASE_URL: '',
          SMTP_URL: '',
          SEED_DEMO: 'true',
          DEMO_REFRESH: 'false',
          LOG_LEVEL: 'warn',
          OTEL_EXPORTER_OTLP_ENDPOINT: collector,
          OTEL_SDK_DISABLED: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    api.stdout!.on('data', (chunk) => (apiOutput += chunk));
    api.stderr!.on('data', (chunk) => (apiOutput += chunk));
    for (let i = 0; ; i += 1) {
      if (api.exitCode !== null) throw new Error(`the API exited:\n${apiOutput}`);
      const ready = await fetch(`${baseURL}/api/ready`).catch(() => null);
      if (ready?.ok) break;
      if (i > 900) throw new Error(`the API was not ready within 90 s:\n${apiOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  test.afterAll(async () => {
    if (api && api.exitCode === null) {
      const exited = new Promise((resolve) => api!.once('exit', resolve));
      api.kill('SIGTERM');
      await exited;
    }
    await new Promise((resolve) => receiver?.close(resolve));
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test(
    "the log-in page's load, its log-in call and that call's SQL are one trace",
    { tag: ['@shell'] },
    async ({ page }) => {
      const loginPage = new LoginPage(page);
      // The SDK is fetched after the load event, once the server says tracing is on.
      const config = page.waitForResponse((res) => res.url().endsWith('/api/telemetry/config'));
      await page.goto(`${baseURL}/login`);
      await loginPage.submit.waitFor();
      expect(await (await config).json()).toEqual({ tracing: true });

      // The SDK sets the page load's traceparent on every later call, then exports the page
      // load's span (its batch goes out within 5 s): after that export, the log-in is a later call.
      await page.waitForRequest((req) => req.url().endsWith('/api/telemetry/traces'), {
        timeout: 20_000,
      });
      const sent = page.waitForRequest((req) => req.url().endsWith('/api/login'));
      await loginPage.logIn(users.agent.email, users.agent.password);
      const traceparent = (await sent).headers().traceparent;
      expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
      await expect(page).toHaveURL(`${baseURL}/`);
      const [, traceId, pageSpanId] = traceparent.split('-');

      // The browser's batch goes out within its 5 s delay (or when the page is left); the
      // API's as each request ends.
      await expect
        .poll(() => spans.filter((s) => s.traceId === traceId).map((s) => s.name), {
          timeout: 30_000,
        })
        .toEqual(expect.arrayContaining(['page load', 'session.login']));
      const trace = spans.filter((s) => s.traceId === traceId);
      const pageLoad = trace.find((s) => s.name === 'page load')!;
      const login = trace.find((s) => s.name === 'session.login')!;
      expect(pageLoad.service).toBe('villa-portal-web');
      expect(pageLoad.spanId).toBe(pageSpanId);
      expect(login.service).not.toBe('villa-portal-web');
      expect(login.parentSpanId).toBe(pageLoad.spanId);

      // The log-in's SQL: spans of the same trace whose parents lead up to the log-in's span.
      const byId = new Map(trace.map((s) => [s.spanId, s]));
      const under = (span: OtlpSpan, top: OtlpSpan) => {
        for (let at: OtlpSpan | undefined = span; at; at = byId.get(at.parentSpanId ?? '')) {
          if (at === top) return true;
        }
        return false;
      };
      const queries = trace.filter((s) => s.name.startsWith('sqlite '));
      expect(queries.length).toBeGreaterThan(0);
      expect(queries.every((q) => under(q, login))).toBe(true);
    },
  );
});
