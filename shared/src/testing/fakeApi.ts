// A scripted API on 127.0.0.1 answering by method and path, so pages are tested over real
// HTTP through the shared client.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApi } from '@villa/shared/api';

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Answer only after this promise settles (to observe loading and submitting states). */
  after?: Promise<unknown>;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

type Handler = FakeAnswer | ((request: FakeRequest) => FakeAnswer);

export interface FakeApi {
  requests: FakeRequest[];
  /** Answers calls to `METHOD /path` (path without /api and without the query). */
  on(route: string, handler: Handler): void;
  reset(): void;
  close(): Promise<void>;
}

/** Starts the fake and points the shared API client at it. */
export async function startFakeApi(): Promise<FakeApi> {
  const routes = new Map<string, Handler>();
  const requests: FakeRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.replace(/^\/api/, '');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const request = {
        method: req.method ?? 'GET',
        path,
        query: url.searchParams,
        body,
        headers: req.headers,
      };
      requests.push(request);
      const handler = routes.get(`${request.method} ${path}`);
      const answer: FakeAnswer = !handler
        ? { status: 404, body: { errors: ['not found'] } }
        : typeof handler === 'function'
          ? handler(request)
          : handler;
      if (answer.after) await answer.after.catch(() => undefined);
      if (res.destroyed) return;
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api` });
  return {
    requests,
    on(route, handler) {
      routes.set(route, handler);
    },
    reset() {
      routes.clear();
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A fake API for a test file: started before its tests, emptied (and `onReset` run) before
 * each, closed after them. Call at the top of the file: `const api = fakeApiPerTest();`.
 */
export function fakeApiPerTest(onReset?: () => void): FakeApi {
  let started: FakeApi | undefined;
  beforeAll(async () => {
    started = await startFakeApi();
  });
  afterAll(() => started?.close());
  beforeEach(() => {
    current().reset();
    onReset?.();
  });
  function current(): FakeApi {
    if (!started) throw new Error('the fake API starts in beforeAll: use it inside a test');
    return started;
  }
  return {
    get requests() {
      return current().requests;
    },
    on: (route, handler) => current().on(route, handler),
    reset: () => current().reset(),
    close: () => current().close(),
  };
}
