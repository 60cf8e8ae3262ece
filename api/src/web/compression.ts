import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';

/*
 * How the API compresses its answers. @fastify/compress compresses an answer on its way out,
 * every time, as the client accepts. An answer the API keeps and sends many times (a held
 * search answer, property/searchAnswers.ts) keeps its gzip copy instead, and is sent that
 * copy when @fastify/compress would have gzipped it.
 */

/**
 * The answers' compression (bench:search's floor server uses the same).
 * gzip only: brotli at request time costs more CPU than it saves on a 2-core server.
 */
export const COMPRESSION = { encodings: ['gzip', 'deflate'], threshold: 1024 } satisfies {
  encodings: ('gzip' | 'deflate')[];
  threshold: number;
};

/** "*" and "x-gzip" stand for gzip, as @fastify/compress reads accept-encoding. */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * Whether @fastify/compress would gzip an answer of `bytes` bytes to this request: at least
 * its threshold, no x-no-compression header, and gzip the first of COMPRESSION.encodings the
 * client's accept-encoding takes (its own negotiation, with q-values).
 */
export function gzipAccepted(request: FastifyRequest, bytes: number): boolean {
  const header = request.headers['accept-encoding'];
  if (header === undefined || bytes < COMPRESSION.threshold) return false;
  if (request.headers['x-no-compression'] !== undefined) return false;
  const accepted = header.toLowerCase().replace(GZIP_ALIASES, 'gzip');
  return negotiate(accepted, COMPRESSION.encodings) === 'gzip';
}
