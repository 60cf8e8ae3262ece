import type { FastifyInstance } from 'fastify';
import { COMMUNITY_LETTERS, TERMS_TYPES, endpoints, type TermsType } from '@villa/shared/contract';
import { errorsOf, idParam, MESSAGES } from '../errors';
import { googleMapsApiKey } from './config';
import { contentImage } from './imageRoute';
import * as q from './queries';
import { route } from '../web/endpointRoute';

const notFound = () => errorsOf(404, MESSAGES.notFound);

/** A positive whole number from a path segment, or a 404 (ids in links are never anything else). */
function idOrNotFound(raw: string): number {
  const id = idParam(raw);
  if (id === null) throw notFound();
  return id;
}

function found<T>(value: T | null): T {
  if (value === null) throw notFound();
  return value;
}

/** Calls of the content domain, registered under /api. README.md beside this file describes them. */
export async function contentRoutes(app: FastifyInstance) {
  const db = () => app.services.db;
  const calls = endpoints.content;

  route(app, calls.communities, async () => q.communitiesList(db(), null));

  route(app, calls.communitiesByLetter, async ({ params }) => {
    // Capitals only, as in the page's route (docs/florida-content.md: letters A to Z in capitals).
    if (!COMMUNITY_LETTERS.includes(params.letter)) throw notFound();
    return q.communitiesList(db(), params.letter);
  });

  route(app, calls.community, async ({ params }) => ({
    community: found(await q.community(db(), idOrNotFound(params.id))),
  }));

  route(app, calls.aboutFlorida, async () => q.aboutFloridaIndex(db()));

  route(app, calls.weather, async () => q.weatherPage(db(), new Date(app.services.clock())));

  route(app, calls.wildlife, async () => q.wildlifePage(db()));

  route(app, calls.map, async () =>
    q.mapPage(db(), await googleMapsApiKey(db(), app.services.config.googleMapsApiKey)),
  );

  route(app, calls.themeParks, async () => q.themeParksList(db()));

  route(app, calls.themePark, async ({ params }) => ({
    park: found(await q.themePark(db(), idOrNotFound(params.parkId))),
  }));

  route(app, calls.ride, async ({ params }) =>
    found(await q.ride(db(), idOrNotFound(params.parkId), idOrNotFound(params.rideId))),
  );

  route(app, calls.aboutSection, async ({ params }) =>
    found(await q.aboutSection(db(), params.sectionName)),
  );

  route(app, calls.terms, async ({ params }) => {
    if (!(TERMS_TYPES as readonly string[]).includes(params.type)) throw notFound();
    return q.terms(db(), params.type as TermsType);
  });

  // Pictures are fetched by <img>, which sends no bearer token: public, and cacheable.
  route(app, calls.image, async ({ params, reply }) => {
    const svg = await contentImage(db(), params.kind, params.file);
    if (svg === null) throw notFound();
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
}
