import type { Db } from '../db/schema';
import {
  communityImage,
  daylightChart,
  parkImage,
  rideImage,
  rainfallChart,
  sectionImage,
  temperatureChart,
  wildlifeImage,
  type ChartMonth,
} from './svg';

const SLUG = /^[a-z0-9-]{1,120}$/;

async function chartMonths(db: Db): Promise<ChartMonth[]> {
  const rows = await db.selectFrom('weather_months').selectAll().orderBy('month').execute();
  return rows.map((m) => ({
    month: m.month,
    name: m.name,
    highC: m.avg_high_c,
    lowC: m.avg_low_c,
    rainMm: m.rain_mm,
    sunriseStart: m.sunrise_start,
    sunsetStart: m.sunset_start,
  }));
}

/**
 * The SVG for /content-images/{kind}/{slug}.svg, drawn from the row it illustrates (so the
 * picture names the item and a chart shows the stored figures), or null when there is none.
 */
export async function contentImage(db: Db, kind: string, file: string): Promise<string | null> {
  if (!file.endsWith('.svg')) return null;
  const slug = file.slice(0, -'.svg'.length);
  if (!SLUG.test(slug)) return null;
  switch (kind) {
    case 'community': {
      const row = await db
        .selectFrom('communities')
        .select(['full_name'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? communityImage(slug, row.full_name) : null;
    }
    case 'park': {
      const row = await db
        .selectFrom('theme_parks')
        .select(['name', 'kind'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? parkImage(slug, row.name, row.kind) : null;
    }
    case 'ride': {
      const [parkSlug, rideSlug] = slug.split('--');
      if (!parkSlug || !rideSlug) return null;
      const row = await db
        .selectFrom('rides')
        .innerJoin('theme_parks', 'theme_parks.id', 'rides.park_id')
        .select(['rides.name', 'rides.thrill', 'rides.ride_type'])
        .where('theme_parks.slug', '=', parkSlug)
        .where('rides.slug', '=', rideSlug)
        .executeTakeFirst();
      return row ? rideImage(slug, row.name, row.thrill, row.ride_type) : null;
    }
    case 'wildlife': {
      const row = await db
        .selectFrom('wildlife')
        .select(['name', 'scientific_name', 'group_name'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? wildlifeImage(slug, row.name, row.scientific_name, row.group_name) : null;
    }
    case 'section': {
      const row = await db
        .selectFrom('about_sections')
        .select(['title'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? sectionImage(slug, row.title) : null;
    }
    case 'chart': {
      const draw = {
        temperature: temperatureChart,
        rainfall: rainfallChart,
        daylight: daylightChart,
      }[slug];
      return draw ? draw(await chartMonths(db)) : null;
    }
    default:
      return null;
  }
}
