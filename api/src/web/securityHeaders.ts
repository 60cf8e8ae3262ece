import type { FastifyInstance } from 'fastify';
import { googleMapsApiKey } from '../content/config';
import { readRemotesJson, remoteOrigins, remotesJsonPath } from './remotes';

/**
 * What the Google Maps JavaScript API loads (its published CSP guidance), allowed only while a
 * key is configured: without one the map page draws its own plot and Google is never asked.
 */
const GOOGLE_MAPS = {
  script: ['https://*.googleapis.com', 'https://*.gstatic.com', '*.google.com', "'unsafe-eval'"],
  connect: ['https://*.googleapis.com', '*.google.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['*.google.com'],
};

/**
 * The policy of the portal's pages. Remote origins from remotes.json are allowed to supply
 * scripts (Module Federation loads their remoteEntry and chunks), data (mf-manifest.json is
 * fetched), styles, fonts and images; nothing else outside this origin runs.
 */
export function contentSecurityPolicy(origins: readonly string[], googleMaps = false) {
  const extra = (more: readonly string[] = []) => {
    const all = [...origins, ...(googleMaps ? more : [])];
    return all.length > 0 ? ` ${all.join(' ')}` : '';
  };
  return [
    `default-src 'self'`,
    `script-src 'self'${extra(GOOGLE_MAPS.script)}`,
    `style-src 'self' 'unsafe-inline'${extra(GOOGLE_MAPS.style)}`,
    `img-src 'self' data: https:${extra()}`,
    `font-src 'self' data:${extra(GOOGLE_MAPS.font)}`,
    `connect-src 'self'${extra(GOOGLE_MAPS.connect)}`,
    `frame-src 'self'${googleMaps ? ` ${GOOGLE_MAPS.frame.join(' ')}` : ''}`,
    `frame-ancestors 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const { config } = app.services;
  const remotesFile = remotesJsonPath(config);

  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('x-content-type-options', 'nosniff')
      // Reset and signup links carry tokens in the path: never leak them to other sites.
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'SAMEORIGIN');
    // Answers carry tokens and personal details: no cache may keep them.
    if (request.url.startsWith('/api/') || request.url === '/api')
      reply.header('cache-control', 'no-store');
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const origins = remoteOrigins(await readRemotesJson(remotesFile));
      const googleMaps = (await googleMapsApiKey(app.services.db)) !== null;
      reply.header('content-security-policy', contentSecurityPolicy(origins, googleMaps));
    }
    return payload;
  });
}
