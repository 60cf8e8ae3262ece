import type { FastifyInstance } from 'fastify';
import { googleMapsApiKey } from '../content/config';
import { readRemotesJson, remoteOrigins, remotesJsonFiles } from './remotes';

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
export function contentSecurityPolicy(
  origins: readonly string[],
  googleMaps = false,
  inlineScripts: readonly string[] = [],
) {
  const extra = (more: readonly string[] = []) => {
    const all = [...origins, ...(googleMaps ? more : [])];
    return all.length > 0 ? ` ${all.join(' ')}` : '';
  };
  return [
    `default-src 'self'`,
    `script-src 'self'${inlineScripts.map((hash) => ` '${hash}'`).join('')}${extra(GOOGLE_MAPS.script)}`,
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

/**
 * Features no page of the portal uses, switched off for it and anything it embeds (the
 * Google map included): a script injected somehow still cannot reach them.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

/** An SVG opened on its own is a document: no script, no loads, only its own inline styles. */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Two years, subdomains included: sent only when the portal's public address is https. */
const HSTS = 'max-age=63072000; includeSubDomains';

declare module 'fastify' {
  interface FastifyReply {
    /** The hashes ('sha256-…') of the inline scripts the page sent carries: its policy allows them. */
    inlineScripts: readonly string[] | null;
  }
}

export function registerSecurityHeaders(app: FastifyInstance) {
  const { config } = app.services;
  app.decorateReply('inlineScripts', null);
  const remotesFiles = remotesJsonFiles(config);
  const https = config.publicUrl.startsWith('https:');

  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('x-content-type-options', 'nosniff')
      // Reset and signup links carry tokens in the path: never leak them to other sites.
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'SAMEORIGIN')
      .header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', HSTS);
    // Answers carry tokens and personal details: no cache may keep them.
    if (request.url.startsWith('/api/') || request.url === '/api')
      reply.header('cache-control', 'no-store');
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) {
      const origins = remoteOrigins(await readRemotesJson(remotesFiles));
      const googleMaps =
        (await googleMapsApiKey(app.services.db, config.googleMapsApiKey)) !== null;
      reply.header(
        'content-security-policy',
        contentSecurityPolicy(origins, googleMaps, reply.inlineScripts ?? []),
      );
    } else if (typeof type === 'string' && type.startsWith('image/svg+xml')) {
      // Every SVG the server sends (property, content, built files) gets the same policy.
      reply.header('content-security-policy', SVG_POLICY);
    }
    return payload;
  });
}
