import type { FastifyInstance } from 'fastify';
import { readRemotesJson, remoteOrigins, remotesJsonPath } from './remotes';

/**
 * The policy of the portal's pages. Remote origins from remotes.json are allowed to supply
 * scripts (Module Federation loads their remoteEntry and chunks), data (mf-manifest.json is
 * fetched), styles, fonts and images; nothing else outside this origin runs.
 */
export function contentSecurityPolicy(origins: readonly string[]) {
  const extra = origins.length > 0 ? ` ${origins.join(' ')}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: https:${extra}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${extra}`,
    `frame-src 'self'`,
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
      reply.header('content-security-policy', contentSecurityPolicy(origins));
    }
    return payload;
  });
}
