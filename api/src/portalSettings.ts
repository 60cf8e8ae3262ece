import type { ServerConfig } from '@villa/shared/contract';
import type { Db, User } from './db/schema';

/**
 * Portal-wide values the client receives in the login config. Stored in the settings table
 * (JSON values) so they can change without a release; these are the seeded values.
 */
export const DEFAULT_SETTINGS = {
  /** Shown as "by ..." for users who belong to no organisation. */
  company_display_name: 'Villa Portal',
  /** Searches may start from the day after tomorrow and run up to 18 months ahead. */
  search_dates: {
    earliest: { amount: 2, unit: 'days' },
    latest: { amount: 18, unit: 'months' },
  } satisfies ServerConfig['searchDates'],
  nights_bookable: { min: 3, max: 30 } satisfies ServerConfig['nights_bookable'],
} as const;

type SettingKey = keyof typeof DEFAULT_SETTINGS;

async function readSettings(db: Db) {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const get = <K extends SettingKey>(key: K): (typeof DEFAULT_SETTINGS)[K] => {
    const raw = stored.get(key);
    return raw === undefined ? DEFAULT_SETTINGS[key] : JSON.parse(raw);
  };
  return get;
}

/** The config of the login response and the impersonation payload for this user. */
export async function clientConfigFor(
  db: Db,
  user: Pick<User, 'organisation_id'>,
): Promise<ServerConfig> {
  const get = await readSettings(db);
  const organisation = user.organisation_id
    ? await db
        .selectFrom('organisations')
        .select('display_name')
        .where('id', '=', user.organisation_id)
        .executeTakeFirst()
    : undefined;
  const searchDates = get('search_dates');
  const nights = get('nights_bookable');
  return {
    companyDisplayName: organisation?.display_name ?? get('company_display_name'),
    searchDates: {
      earliest: { ...searchDates.earliest },
      latest: { ...searchDates.latest },
    },
    nights_bookable: { ...nights },
  };
}
