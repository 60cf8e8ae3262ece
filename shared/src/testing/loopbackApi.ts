// A scripted API on 127.0.0.1, so clients are tested over real HTTP.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

export interface LoopbackApi {
  /** Base URL to give configureApi, ending in /api. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** What the next calls answer, in order; the last one repeats. */
  answer(...answers: StubAnswer[]): void;
  close(): Promise<void>;
}

export async function startLoopbackApi(): Promise<LoopbackApi> {
  let answers: StubAnswer[] = [{ status: 200, body: {} }];
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // not JSON: kept as text
      }
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const next = answers.length > 1 ? answers.shift()! : answers[0];
      res.writeHead(next.status ?? 200, {
        'content-type': 'application/json',
        ...next.headers,
      });
      res.end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    requests,
    answer(...next) {
      answers = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
