import type { FastifyInstance } from 'fastify';
/*
 * How the API compresses its answers: @fastify/compress, on their way out, as the client
 * accepts.
 */

/**
 * The answers' compression (bench:search's floor server uses the same).
 * gzip only: brotli at request time costs more CPU than it saves on a 2-core server. Level 3,
 * not zlib's 6: on a search answer of 32 kB it takes 0.25 ms instead of 0.61 ms for 8% more
 * bytes (4.4 kB against 4.1 kB), and the CPU is what a busy server runs out of first.
 */
export const COMPRESSION = {
  encodings: ['gzip', 'deflate'],
  threshold: 1024,
  zlibOptions: { level: 3 },
} satisfies {
  encodings: ('gzip' | 'deflate')[];
  threshold: number;
  zlibOptions: { level: number };
};

/**
 * Every JSON answer says it varies by accept-encoding, compressed or not: a cache must not
 * hand a client that takes no gzip the copy made for one that does (@fastify/compress says so
 * only on the answers it compresses).
 */
export function varyOnAcceptEncoding(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/\baccept-encoding\b/i.test(vary)) {
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    return payload;
  });
}
