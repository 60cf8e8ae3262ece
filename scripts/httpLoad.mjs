// The measuring loop of the benchmarks: a seeded random source, one timed request, and a
// closed loop of keep-alive clients that reports latencies and throughput.
import http from 'node:http';
import process from 'node:process';

/** mulberry32, so every run replays the same requests. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What a browser asks for: Chromium's accept-encoding. A client sending none gets every answer
 * uncompressed, which no browser does.
 */
export const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** One GET; `headers` are added to the token's. The body is as sent (compressed if it was). */
export function request(agent, port, token, url, headers = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.get(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: url,
        headers: { authorization: `Bearer ${token}`, ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'] ?? 'identity',
          }),
        );
      },
    );
    req.on('error', () =>
      resolve({ status: 0, ms: Number(process.hrtime.bigint() - started) / 1e6, body: null }),
    );
  });
}

/**
 * Closed loop: `connections` clients, each sending its next request as soon as one returns.
 * `encodings` counts the answers by their content-encoding, so a run says what it measured.
 */
export async function load(port, token, urls, connections, durationMs, headers = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const encodings = {};
  let errors = 0;
  let next = 0;
  const deadline = Date.now() + durationMs;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const url = urls[next++ % urls.length];
        const { status, ms, encoding } = await request(agent, port, token, url, headers);
        encodings[encoding] = (encodings[encoding] ?? 0) + 1;
        if (status === 200) latencies.push(ms);
        else errors += 1;
      }
    }),
  );
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  return {
    connections,
    requests: latencies.length,
    errors,
    encodings,
    rps: latencies.length / elapsed,
    p50: at(50),
    p95: at(95),
    p99: at(99),
  };
}
