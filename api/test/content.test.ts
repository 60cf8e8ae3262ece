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
import {
  COMMUNITY_LETTERS,
  FACILITY_ICONS,
  providerContactOf,
  providerDetailsOf,
} from '@villa/shared/contract';
import { communityPositionsSeed } from '../src/content/seed';
import { migrations } from '../src/db/migrations';
import { engines } from './helpers/engines';
import { DEMO, bearer, createTestApp, tokenFor, type TestApp } from './helpers/testApp';

const NOT_FOUND = {
  errors: ["Sorry the page or requested resource either doesn't exist or no longer exists."],
};

describe.each(engines)('content calls on %s', (engine) => {
  let t: TestApp;
  let agent: string;
  beforeAll(async () => {
    t = await createTestApp(engine);
    agent = await tokenFor(t.app, DEMO.agent);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null = agent) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  async function getJson<T>(url: string): Promise<T> {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  }

  describe('access', () => {
    const urls = [
      '/api/communities-list',
      '/api/communities-list/W',
      '/api/community/1',
      '/api/about-florida',
      '/api/about-florida/getting-here',
      '/api/about-florida/weather',
      '/api/about-florida/wildlife',
      '/api/about-florida/map',
      '/api/about-florida/theme-parks',
      '/api/about-florida/theme-parks/1',
      '/api/about-florida/theme-parks/1/1',
    ];

    test.each(urls)('%s needs a log-in', async (url) => {
      const res = await get(url, null);
      expect(res.statusCode).toBe(401);
    });

    test.each(urls)('%s is refused to an ORGANISATION user', async (url) => {
      const token = await tokenFor(t.app, DEMO.organisation);
      const res = await get(url, token);
      expect(res.statusCode).toBe(403);
    });

    // Someone signing up by invitation has no log-in yet and reads the agent terms first.
    test.each(['vc-agent-signup', 'vc-booking'])('the %s terms need no log-in', async (type) => {
      const res = await get(`/api/terms-conditions/${type}`, null);
      expect(res.statusCode).toBe(200);
      expect((res.json() as TermsResponse).terms.length).toBeGreaterThan(3);
    });
  });

  describe('communities', () => {
    test('the whole list has the 22 communities by name and counts for every letter', async () => {
      const body = await getJson<CommunitiesListResponse>('/api/communities-list');
      expect(body.letter).toBeNull();
      expect(body.communities).toHaveLength(22);
      const names = body.communities.map((c) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(body.letters.map((l) => l.letter)).toEqual(COMMUNITY_LETTERS);
      expect(body.letters.reduce((n, l) => n + l.count, 0)).toBe(22);
      expect(body.letters.find((l) => l.letter === 'W')?.count).toBe(5);
      expect(body.letters.find((l) => l.letter === 'Z')?.count).toBe(0);
    });

    test('a letter lists only the communities whose name starts with it', async () => {
      const body = await getJson<CommunitiesListResponse>('/api/communities-list/W');
      expect(body.letter).toBe('W');
      expect(body.communities.map((c) => c.name)).toEqual([
        'Watersong',
        'Windsor at Westside',
        'Windsor Hills',
        'Windsor Island',
        'Windsor Palms',
      ]);
      const hills = body.communities.find((c) => c.name === 'Windsor Hills');
      expect(hills).toMatchObject({
        comId: 1,
        fullName: 'Windsor Hills Resort',
        town: 'Kissimmee',
        image: { imgUrl: '/api/content-images/community/windsor-hills-resort.svg' },
      });
      expect(hills?.facilities).toContainEqual({ title: 'Guard-gated entrance', icon: 'gate' });
    });

    test('a letter with no community answers an empty list', async () => {
      const body = await getJson<CommunitiesListResponse>('/api/communities-list/Z');
      expect(body).toMatchObject({ letter: 'Z', communities: [] });
      expect(body.letters).toHaveLength(26);
    });

    test.each(['w', 'AA', '1', '%C3%89'])('the letter %s is not found', async (letter) => {
      const res = await get(`/api/communities-list/${letter}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });

    test('a community has its facilities, description, position and distances', async () => {
      const { community } = await getJson<CommunityResponse>('/api/community/1');
      expect(community).toMatchObject({
        comId: 1,
        name: 'Windsor Hills',
        fullName: 'Windsor Hills Resort',
        county: 'Osceola',
        gated: true,
        lat: 28.3215,
        lon: -81.5985,
        distances: { magicKingdom: 15, mco: 35 },
      });
      expect(community.description.split('\n\n').length).toBeGreaterThan(1);
      expect(community.mapUrl).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
      expect(community.distances.epcot).toEqual(expect.any(Number));
      for (const f of community.facilities) expect(FACILITY_ICONS).toContain(f.icon);
    });

    test("an estimated position says so, with the facts file's drive minutes", async () => {
      const { community } = await getJson<CommunityResponse>('/api/community/8');
      expect(community).toMatchObject({
        fullName: 'Reunion Resort',
        lat: 28.272,
        lon: -81.582,
        coordApproximate: true,
        distances: { magicKingdom: 20, mco: 35 },
      });
      const exact = await getJson<CommunityResponse>('/api/community/1');
      expect(exact.community.coordApproximate).toBe(false);
    });

    test('every seeded community is placed with drive minutes to all four places', async () => {
      for (let id = 1; id <= 22; id += 1) {
        const { community } = await getJson<CommunityResponse>(`/api/community/${id}`);
        expect(community.lat).toEqual(expect.any(Number));
        expect(community.lon).toEqual(expect.any(Number));
        expect(Object.keys(community.distances).sort()).toEqual([
          'epcot',
          'magicKingdom',
          'mco',
          'universal',
        ]);
      }
    });

    test("a database seeded with 7 positions gets the others at the next start, editors' kept", async () => {
      const db = t.services.db;
      const before = await db.selectFrom('communities').selectAll().orderBy('id').execute();
      try {
        // As the seed left it before issue 15: community 8 onwards without a position.
        await db
          .updateTable('communities')
          .set({ lat: null, lon: null, distances: '{}', coord_approximate: 0 })
          .where('id', '>=', 8)
          .execute();
        // An editor placed community 9 by hand meanwhile.
        await db
          .updateTable('communities')
          .set({ lat: 28.27, lon: -81.6 })
          .where('id', '=', 9)
          .execute();
        expect(await communityPositionsSeed.isNeeded(db)).toBe(true);
        await communityPositionsSeed.run(db, t.services.clock, {
          provider: providerContactOf(providerDetailsOf(t.services.config.provider)),
        });
        expect(await communityPositionsSeed.isNeeded(db)).toBe(false);
        const map = await getJson<MapResponse>('/api/about-florida/map');
        expect(map.communitiesWithoutPosition).toEqual([]);
        const reunion = await getJson<CommunityResponse>('/api/community/8');
        expect(reunion.community).toMatchObject({
          lat: 28.272,
          coordApproximate: true,
          distances: { magicKingdom: 20, mco: 35 },
        });
        const edited = await getJson<CommunityResponse>('/api/community/9');
        expect(edited.community).toMatchObject({ lat: 28.27, lon: -81.6, distances: {} });
      } finally {
        for (const row of before) {
          const { id, ...rest } = row;
          await db.updateTable('communities').set(rest).where('id', '=', id).execute();
        }
      }
    });

    test.each(['0', '23', '999999', 'abc', '1.5', '-1', '99999999999'])(
      'community %s is not found',
      async (id) => {
        const res = await get(`/api/community/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      },
    );
  });

  describe('about Florida', () => {
    test('the index lists every section, special pages included', async () => {
      const body = await getJson<AboutFloridaIndexResponse>('/api/about-florida');
      const names = body.sections.map((s) => s.sectionName);
      expect(names).toEqual(
        expect.arrayContaining([
          'weather',
          'wildlife',
          'map',
          'theme-parks',
          'communities',
          'getting-here',
        ]),
      );
      expect(body.sections.find((s) => s.sectionName === 'weather')?.kind).toBe('weather');
    });

    test('a generic section has its markdown body and links to the others', async () => {
      const body = await getJson<AboutSectionResponse>('/api/about-florida/getting-here');
      expect(body.section).toMatchObject({ sectionName: 'getting-here', title: 'Getting Here' });
      expect(body.section.body).toContain('Orlando International Airport (MCO)');
      expect(body.section.body).toContain('Orlando Sanford International Airport (SFB)');
      expect(body.related.map((r) => r.sectionName)).not.toContain('getting-here');
    });

    test.each(['nowhere', 'communities', 'WEATHER'])(
      'the section %s is not a generic page',
      async (name) => {
        const res = await get(`/api/about-florida/${name}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(NOT_FOUND);
      },
    );

    test('the weather page has every part the page shows and twelve months', async () => {
      const body = await getJson<WeatherPageResponse>('/api/about-florida/weather');
      expect(body.mainHeading).toBe('Orlando Weather');
      expect(body.mainImage.imgUrl).toBe('/api/content-images/section/weather.svg');
      expect(body.openingHeading).not.toBe('');
      expect(body.openingParagraph).not.toBe('');
      expect(body.charts.map((c) => c.img.imgUrl)).toEqual([
        '/api/content-images/chart/temperature.svg',
        '/api/content-images/chart/rainfall.svg',
        '/api/content-images/chart/daylight.svg',
      ]);
      expect(body.textSections.length).toBeGreaterThan(0);
      expect(body.bulletPoints.points.length).toBeGreaterThan(0);
      expect(body.weatherMonths.map((m) => m.name)).toEqual([
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ]);
      const january = body.weatherMonths[0];
      expect(january).toMatchObject({
        sunrise: { startOfMonth: '07:18', endOfMonth: '07:14' },
        sunset: { startOfMonth: '17:40', endOfMonth: '18:04' },
        avgHigh: { c: 21.6, f: 70.8 },
        avgLow: { c: 9.2, f: 48.6 },
        rain: null,
        timeChange: null,
      });
      expect(body.weatherMonths[5].rain).toEqual({ mm: 204.5, in: 8.05 });
      // Rainfall only where the facts verify it; the page says so for the other months.
      expect(body.weatherMonths.filter((m) => m.rain !== null).map((m) => m.name)).toEqual([
        'May',
        'June',
        'July',
        'September',
        'December',
      ]);
    });

    test('March and November carry the daylight-saving change with this and next year’s dates', async () => {
      // The test clock is in June 2026.
      const body = await getJson<WeatherPageResponse>('/api/about-florida/weather');
      const march = body.weatherMonths[2];
      const november = body.weatherMonths[10];
      expect(march.timeZone).toEqual({ startOfMonth: 'EST', endOfMonth: 'EDT' });
      expect(march.timeChange).toContain('second Sunday of March');
      expect(march.timeChange).toContain('Sunday 8 March 2026');
      expect(march.timeChange).toContain('Sunday 14 March 2027');
      expect(november.timeChange).toContain('first Sunday of November');
      expect(november.timeChange).toContain('Sunday 1 November 2026');
      expect(november.timeChange).toContain('Sunday 7 November 2027');
      expect(body.weatherMonths.filter((m) => m.timeChange !== null)).toHaveLength(2);
    });

    test('the wildlife page lists the animals with safety advice', async () => {
      const body = await getJson<WildlifePageResponse>('/api/about-florida/wildlife');
      expect(body.heading).toBe('Florida Wildlife');
      expect(body.wildlife).toHaveLength(15);
      expect(body.wildlife[0]).toMatchObject({
        name: 'American alligator',
        scientificName: 'Alligator mississippiensis',
        group: 'Reptile',
        image: { imgUrl: '/api/content-images/wildlife/american-alligator.svg' },
      });
      for (const w of body.wildlife) expect(w.safety).not.toBe('');
    });
  });

  describe('theme parks and rides', () => {
    test('the list has the fifteen parks with their ride counts', async () => {
      const body = await getJson<ThemeParksListResponse>('/api/about-florida/theme-parks');
      expect(body.parks).toHaveLength(15);
      expect(body.parks.slice(0, 4).map((p) => p.name)).toEqual([
        'Magic Kingdom',
        'EPCOT',
        "Disney's Hollywood Studios",
        "Disney's Animal Kingdom",
      ]);
      expect(body.parks[0]).toMatchObject({
        parkId: 1,
        resort: 'Walt Disney World Resort',
        rideCount: 8,
      });
      expect(body.parks.find((p) => p.name === 'Gatorland')?.rideCount).toBe(0);
    });

    test('a park has its rides with heights in inches and centimetres', async () => {
      const { park } = await getJson<ThemeParkResponse>('/api/about-florida/theme-parks/1');
      expect(park).toMatchObject({ name: 'Magic Kingdom', opened: 1971, coordApproximate: false });
      expect(park.rides).toHaveLength(8);
      expect(park.rides[0]).toEqual({
        rideId: 1,
        parkId: 1,
        name: 'Space Mountain',
        type: 'indoor roller coaster',
        minHeight: { in: 44, cm: 112 },
        thrill: 'high',
        opened: 1975,
      });
      expect(park.rides.find((r) => r.name === 'Haunted Mansion')?.minHeight).toBeNull();
    });

    test('a ride has its description, its park and the park’s other rides', async () => {
      const body = await getJson<RideResponse>('/api/about-florida/theme-parks/1/4');
      expect(body.ride).toMatchObject({
        name: 'TRON Lightcycle / Run',
        minHeight: { in: 48, cm: 122 },
      });
      expect(body.ride.description).not.toBe('');
      expect(body.park).toEqual({ parkId: 1, name: 'Magic Kingdom' });
      expect(body.otherRides).toHaveLength(7);
    });

    test.each([
      ['/api/about-florida/theme-parks/99'],
      ['/api/about-florida/theme-parks/x'],
      ['/api/about-florida/theme-parks/1/999'],
      ['/api/about-florida/theme-parks/2/1'], // ride 1 belongs to park 1
      ['/api/about-florida/theme-parks/99/1'],
      ['/api/about-florida/theme-parks/1/zero'],
    ])('%s is not found', async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });
  });

  describe('map', () => {
    test('answers positioned communities, every attraction, airports and the settings', async () => {
      const body = await getJson<MapResponse>('/api/about-florida/map');
      expect(body.communities).toHaveLength(22);
      expect(body.communitiesWithoutPosition).toHaveLength(0);
      expect(body.communities.filter((c) => c.coordApproximate)).toHaveLength(15);
      expect(body.communities.find((c) => c.comId === 1)).toMatchObject({
        name: 'Windsor Hills Resort',
        lat: 28.3215,
        lon: -81.5985,
        image: { imgUrl: '/api/content-images/community/windsor-hills-resort.svg' },
      });
      expect(body.attractions).toHaveLength(15);
      expect(body.attractions[0]).toMatchObject({
        aboutId: 1,
        name: 'Magic Kingdom',
        lat: 28.4177,
      });
      expect(body.airports.map((a) => a.iata)).toEqual(['MCO', 'SFB', 'TPA', 'MLB']);
      expect(body.settings).toEqual({
        googleMapsApiKey: null,
        center: { lat: 28.39, lng: -81.52 },
        zoom: 12,
        region: 'GB',
      });
    });

    test('the Google Maps key comes from the settings', async () => {
      await t.services.db
        .insertInto('settings')
        .values({ key: 'google_maps_api_key', value: JSON.stringify('AIzaTestKey_123-abc') })
        .execute();
      try {
        const body = await getJson<MapResponse>('/api/about-florida/map');
        expect(body.settings.googleMapsApiKey).toBe('AIzaTestKey_123-abc');
      } finally {
        await t.services.db
          .deleteFrom('settings')
          .where('key', '=', 'google_maps_api_key')
          .execute();
      }
    });
  });

  describe('terms', () => {
    test.each(['vc-booking', 'vc-agent-signup'])(
      '%s answers its sections in order',
      async (type) => {
        const body = await getJson<TermsResponse>(`/api/terms-conditions/${type}`);
        expect(body.terms.length).toBeGreaterThan(3);
        for (const term of body.terms) {
          expect(Object.keys(term).sort()).toEqual(['body', 'heading']);
          expect(term.heading).not.toBe('');
        }
      },
    );

    test('the booking terms state the check-in and reserve rules', async () => {
      const body = await getJson<TermsResponse>('/api/terms-conditions/vc-booking');
      expect(body.terms[0].heading).toBe('Booking');
      const all = body.terms.map((x) => x.body).join('\n');
      expect(all).toContain('**16:00**');
      expect(all).toContain('**24 hours**');
    });

    test('the booking terms give the lead passenger the same minimum age as the forms: 18', async () => {
      const body = await getJson<TermsResponse>('/api/terms-conditions/vc-booking');
      const all = body.terms.map((x) => x.body).join('\n');
      expect(all).toContain('lead passenger, who must be 18 or over at the time of booking');
      expect(all).not.toMatch(/\b21 or over/);
    });

    test('a database seeded with the old "21 or over" terms is corrected by its migration', async () => {
      const said = (body: string) =>
        body.replace('who must be 18 or over at the time of booking', 'who must be 21 or over');
      const db = t.services.db;
      const booking = await db
        .selectFrom('terms')
        .select(['id', 'body'])
        .where('type', '=', 'vc-booking')
        .orderBy('position')
        .executeTakeFirstOrThrow();
      await db
        .updateTable('terms')
        .set({ body: said(booking.body) })
        .where('id', '=', booking.id)
        .execute();
      const before = await getJson<TermsResponse>('/api/terms-conditions/vc-booking');
      expect(before.terms[0].body).toContain('who must be 21 or over');

      await migrations['010-terms-lead-age'].up(db);
      const after = await getJson<TermsResponse>('/api/terms-conditions/vc-booking');
      expect(after.terms[0].body).toBe(booking.body);
      expect(after.terms[0].body).toContain('who must be 18 or over at the time of booking');
    });

    test('an unknown type is not found', async () => {
      const res = await get('/api/terms-conditions/vc-other');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
    });
  });

  describe('images', () => {
    test.each([
      ['/api/content-images/community/windsor-hills-resort.svg', 'Windsor Hills Resort'],
      ['/api/content-images/park/magic-kingdom.svg', 'Magic Kingdom'],
      ['/api/content-images/ride/magic-kingdom--space-mountain.svg', 'Space Mountain'],
      ['/api/content-images/wildlife/american-alligator.svg', 'American alligator'],
      ['/api/content-images/section/weather.svg', 'Weather'],
      ['/api/content-images/chart/temperature.svg', 'temperatures'],
    ])('%s is a cacheable SVG naming %s, without a log-in', async (url, name) => {
      const res = await get(url, null);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.body).toMatch(/^<svg /);
      expect(res.body).toContain(name);
      expect(res.body).not.toContain('<script');
    });

    test('two communities get different pictures', async () => {
      const a = await get('/api/content-images/community/windsor-hills-resort.svg', null);
      const b = await get('/api/content-images/community/emerald-island-resort.svg', null);
      expect(a.body).not.toBe(b.body);
    });

    test('every image URL the content calls answer resolves', async () => {
      const urls = new Set<string>();
      const map = await getJson<MapResponse>('/api/about-florida/map');
      map.communities.forEach((c) => urls.add(c.image.imgUrl));
      map.attractions.forEach((a) => urls.add(a.image.imgUrl));
      const list = await getJson<CommunitiesListResponse>('/api/communities-list');
      list.communities.forEach((c) => urls.add(c.image.imgUrl));
      const index = await getJson<AboutFloridaIndexResponse>('/api/about-florida');
      index.sections.forEach((s) => urls.add(s.image.imgUrl));
      const wildlife = await getJson<WildlifePageResponse>('/api/about-florida/wildlife');
      wildlife.wildlife.forEach((w) => urls.add(w.image.imgUrl));
      const weather = await getJson<WeatherPageResponse>('/api/about-florida/weather');
      weather.charts.forEach((c) => urls.add(c.img.imgUrl));
      const ride = await getJson<RideResponse>('/api/about-florida/theme-parks/1/2');
      urls.add(ride.ride.image.imgUrl);
      for (const url of urls) {
        const res = await get(url, null);
        expect([url, res.statusCode]).toEqual([url, 200]);
      }
    });

    test.each([
      '/api/content-images/community/nowhere.svg',
      '/api/content-images/community/windsor-hills-resort.png',
      '/api/content-images/other/weather.svg',
      '/api/content-images/chart/sunshine.svg',
      '/api/content-images/ride/space-mountain.svg',
      '/api/content-images/section/..%2F..%2Fetc.svg',
    ])('%s is not found', async (url) => {
      const res = await get(url, null);
      expect(res.statusCode).toBe(404);
    });
  });
});
