import type { FastifyInstance } from 'fastify';
import { endpoints, parseSearchQuery } from '@villa/shared/contract';
import { HttpError, errorsOf, MESSAGES } from '../errors';
import type { SearchCatalog } from './search/catalog';
import { HIGHLIGHTS } from './features';
import { highlightLogoSvg, villaImageSvg } from './images';
import { runSearch, SearchInputError } from './search/search';
import { searchCatalogOf } from './search/sharedCatalog';
import { route } from '../web/endpointRoute';
import { blobStoreOf } from '../storage/blobStores';
import { contentTypeOfKey, isBlobKey } from '../storage/blobStore';

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

  route(app, endpoints.property.search, async ({ request, query }) => {
    // Brought up to date with the database first (another instance's writes included).
    const data = await catalog.current(request.arrivedAt);
    const parsed = parseSearchQuery(query, data.window.limits);
    if (!parsed.ok) throw new HttpError(422, { validationErrors: parsed.errors });
    try {
      return runSearch({ data }, parsed.query);
    } catch (error) {
      if (error instanceof SearchInputError) {
        throw new HttpError(422, { validationErrors: error.errors });
      }
      throw error;
    }
  });

  // Photos the office uploaded: content-addressed, so a URL's bytes never change.
  const store = blobStoreOf(app.services);
  route(app, endpoints.property.photo, async ({ params, reply }) => {
    const bytes = isBlobKey(params.file) ? await store.get(params.file) : null;
    if (!bytes) throw errorsOf(404, MESSAGES.notFound);
    return reply
      .header('cache-control', IMAGE_CACHE)
      .type(contentTypeOfKey(params.file))
      .send(bytes);
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
    const image = villa?.images[position];
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
