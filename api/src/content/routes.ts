import type { FastifyInstance, FastifyReply } from 'fastify';
import type {
  AboutFloridaIndexResponse,
  AboutSectionResponse,
  CommunitiesListResponse,
  CommunityResponse,
  MapResponse,
  RideResponse,
  TermsResponse,
  ThemeParkResponse,
  ThemeParksListResponse,
  WeatherPageResponse,
  WildlifePageResponse,
} from '@villa/shared/contract';
import { COMMUNITY_LETTERS, TERMS_TYPES, type TermsType } from '@villa/shared/contract';
import { errorsOf, idParam, MESSAGES } from '../errors';
import { googleMapsApiKey } from './config';
import { contentImage } from './imageRoute';
import * as q from './queries';

const AGENT = { config: { access: ['AGENT' as const] } };

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

  app.get<{ Reply: CommunitiesListResponse }>('/communities-list', AGENT, async () =>
    q.communitiesList(db(), null),
  );

  app.get<{ Params: { letter: string }; Reply: CommunitiesListResponse }>(
    '/communities-list/:letter',
    AGENT,
    async (request) => {
      // Capitals only, as in the page's route (docs/florida-content.md: letters A to Z in capitals).
      const { letter } = request.params;
      if (!COMMUNITY_LETTERS.includes(letter)) throw notFound();
      return q.communitiesList(db(), letter);
    },
  );

  app.get<{ Params: { id: string }; Reply: CommunityResponse }>(
    '/community/:id',
    AGENT,
    async (request) => ({
      community: found(await q.community(db(), idOrNotFound(request.params.id))),
    }),
  );

  app.get<{ Reply: AboutFloridaIndexResponse }>('/about-florida', AGENT, async () =>
    q.aboutFloridaIndex(db()),
  );

  app.get<{ Reply: WeatherPageResponse }>('/about-florida/weather', AGENT, async () =>
    q.weatherPage(db(), new Date(app.services.clock())),
  );

  app.get<{ Reply: WildlifePageResponse }>('/about-florida/wildlife', AGENT, async () =>
    q.wildlifePage(db()),
  );

  app.get<{ Reply: MapResponse }>('/about-florida/map', AGENT, async () =>
    q.mapPage(db(), await googleMapsApiKey(db(), app.services.config.googleMapsApiKey)),
  );

  app.get<{ Reply: ThemeParksListResponse }>('/about-florida/theme-parks', AGENT, async () =>
    q.themeParksList(db()),
  );

  app.get<{ Params: { parkId: string }; Reply: ThemeParkResponse }>(
    '/about-florida/theme-parks/:parkId',
    AGENT,
    async (request) => ({
      park: found(await q.themePark(db(), idOrNotFound(request.params.parkId))),
    }),
  );

  app.get<{ Params: { parkId: string; rideId: string }; Reply: RideResponse }>(
    '/about-florida/theme-parks/:parkId/:rideId',
    AGENT,
    async (request) =>
      found(
        await q.ride(
          db(),
          idOrNotFound(request.params.parkId),
          idOrNotFound(request.params.rideId),
        ),
      ),
  );

  app.get<{ Params: { sectionName: string }; Reply: AboutSectionResponse }>(
    '/about-florida/:sectionName',
    AGENT,
    async (request) => found(await q.aboutSection(db(), request.params.sectionName)),
  );

  app.get<{ Params: { type: string }; Reply: TermsResponse }>(
    '/terms-conditions/:type',
    AGENT,
    async (request) => {
      const { type } = request.params;
      if (!(TERMS_TYPES as readonly string[]).includes(type)) throw notFound();
      return q.terms(db(), type as TermsType);
    },
  );

  // Pictures are fetched by <img>, which sends no bearer token: public, and cacheable.
  app.get<{ Params: { kind: string; file: string } }>(
    '/content-images/:kind/:file',
    { config: { access: 'public' } },
    async (request, reply: FastifyReply) => {
      const svg = await contentImage(db(), request.params.kind, request.params.file);
      if (svg === null) throw notFound();
      return reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
}
