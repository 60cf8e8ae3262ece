import type { FastifyInstance } from 'fastify';
import { endpoints } from '@villa/shared/contract';
import { HttpError, errorsOf, MESSAGES } from '../errors';
import { imagesOf, type SearchCatalog } from './catalog';
import { HIGHLIGHTS } from './features';
import { highlightLogoSvg, villaImageSvg } from './images';
import { runSearch, SearchInputError } from './search';
import { answerJson } from './searchJson';
import { queryStringOf } from './searchQueries';
import { searchCatalogOf } from './sharedCatalog';
import { gzipAccepted } from '../web/compression';
import { route } from '../web/endpointRoute';

/** Generated images never change for a URL: browsers and proxies may keep them a year. */
const IMAGE_CACHE = 'public, max-age=31536000, immutable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory search catalog of the property domain. */
    searchCatalog: SearchCatalog;
  }
}

/** Calls of the property domain, registered under /api. */
export async function propertyRoutes(app: FastifyInstance) {
  const catalog = searchCatalogOf(app.services);
  app.decorate('searchCatalog', catalog);

  route(app, endpoints.property.search, async ({ request, query, reply }) => {
    // Brought up to date with the database first (another instance's writes included), so a
    // held answer is only reused while nothing it depends on has changed.
    const data = await catalog.current(request.arrivedAt);
    const parsed = catalog.queries.parse(queryStringOf(request.url), query, data.window.limits);
    if (!parsed.ok) throw new HttpError(422, { validationErrors: parsed.errors });
    try {
      const answer = catalog.answers.answer(data, parsed.query, () =>
        answerJson(data, runSearch({ data }, parsed.query)),
      );
      // The answer's kept gzip copy when @fastify/compress would gzip it; else it decides.
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const gzip = gzipAccepted(request, answer.byteLength) ? await answer.gzip() : null;
      if (gzip) return reply.header('content-encoding', 'gzip').send(gzip);
      return reply.send(answer.json);
    } catch (error) {
      if (error instanceof SearchInputError) {
        throw new HttpError(422, { validationErrors: error.errors });
      }
      throw error;
    }
  });

  route(app, endpoints.property.image, async ({ request, params, reply }) => {
    const { villaId, file } = params;
    if (villaId === 'highlights') {
      const highlight = HIGHLIGHTS.find((h) => `${h.code}.svg` === file);
      if (!highlight) throw errorsOf(404, MESSAGES.notFound);
      return reply
        .header('cache-control', IMAGE_CACHE)
        .type('image/svg+xml')
        .send(highlightLogoSvg(highlight.name, highlight.nameDisplay, highlight.colour));
    }
    const match = /^(\d{1,3})-(l|s)\.svg$/.exec(file);
    const id = /^\d{1,9}$/.test(villaId) ? Number(villaId) : NaN;
    if (!match || !Number.isFinite(id)) throw errorsOf(404, MESSAGES.notFound);
    await catalog.current(request.arrivedAt);
    const villa = catalog.peekVilla(id);
    const position = Number(match[1]);
    const image = villa ? imagesOf(villa)[position] : undefined;
    if (!villa || !image) throw errorsOf(404, MESSAGES.notFound);
    return reply
      .header('cache-control', IMAGE_CACHE)
      .type('image/svg+xml')
      .send(
        villaImageSvg({
          villaId: villa.id,
          position,
          title: image.title,
          label: `${villa.name} (${villa.code}): ${image.title}`,
          size: match[2] as 'l' | 's',
        }),
      );
  });
}
