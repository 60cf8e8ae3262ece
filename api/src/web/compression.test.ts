import type { FastifyRequest } from 'fastify';
import { COMPRESSION, gzipAccepted } from './compression';

const asking = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;
const LARGE = COMPRESSION.threshold;

describe('whether a kept gzip copy is sent (as @fastify/compress would gzip)', () => {
  test.each([
    ['gzip, deflate, br, zstd', true],
    ['br, gzip', true],
    ['*', true],
    ['x-gzip', true],
    ['GZIP', true],
    ['deflate', false],
    ['deflate, gzip;q=0.5', false],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    ['', false],
  ])('accept-encoding %p: %p', (header, gzip) => {
    expect(gzipAccepted(asking({ 'accept-encoding': header }), LARGE)).toBe(gzip);
  });

  test('not without accept-encoding, below the threshold, or with x-no-compression', () => {
    expect(gzipAccepted(asking({}), LARGE)).toBe(false);
    expect(gzipAccepted(asking({ 'accept-encoding': 'gzip' }), LARGE - 1)).toBe(false);
    const refused = asking({ 'accept-encoding': 'gzip', 'x-no-compression': '1' });
    expect(gzipAccepted(refused, LARGE)).toBe(false);
  });
});
