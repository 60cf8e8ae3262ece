import {
  providerDetailsOf,
  type ProviderSettings,
  type ServerConfig,
  todayOf,
  isoOf,
} from '@villa/shared/contract';
import { tradingNameOf } from './agent-office/agents';
import { changeStampOf, type ChangeStamp } from './db/changeStamp';
import type { Db, User } from './db/schema';
import { bookingWindowOf } from './property/rules/stayAssessment';

/**
 * Portal-wide values the client receives in the login config. Stored in the settings table
 * (JSON values) so they can change without a release; these are the seeded values.
 */
export const DEFAULT_SETTINGS = {
  /** Shown as "by ..." for users with no trading name (agent-office/agents.ts tradingNameOf). */
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

/** The settings the booking window is made of (search dates, nights range). */
export type BookingSettings = Pick<ServerConfig, 'searchDates' | 'nights_bookable'>;

export async function bookingSettings(db: Db): Promise<BookingSettings> {
  const get = await readSettings(db);
  const searchDates = get('search_dates');
  return {
    searchDates: { earliest: { ...searchDates.earliest }, latest: { ...searchDates.latest } },
    nights_bookable: { ...get('nights_bookable') },
  };
}

const heldSettings = new WeakMap<Db, { stamp: ChangeStamp; value: Promise<BookingSettings> }>();

/**
 * The booking settings as of a moment after `askedAt` (performance.now(); a request's
 * arrival), the one reading of them that the search, the villa page and checkout share: read
 * again whenever the database has changed since (db/changeStamp.ts), so a change of the window
 * is what every route answers on its next request, on every instance.
 */
export async function bookingSettingsAt(
  db: Db,
  askedAt = performance.now(),
): Promise<BookingSettings> {
  const stamp = await changeStampOf(db, askedAt);
  const held = heldSettings.get(db);
  if (stamp !== null && held?.stamp === stamp) return held.value;
  const value = bookingSettings(db);
  if (stamp !== null) {
    heldSettings.set(db, { stamp, value });
    value.catch(() => heldSettings.delete(db));
  }
  return value;
}

/**
 * The config of the login response and the impersonation payload for this user, with the
 * booking window of `nowMs`'s day and the provider's details (settings file, config.ts).
 */
export async function clientConfigFor(
  db: Db,
  user: Pick<User, 'organisation_id' | 'company_name'>,
  nowMs: number,
  provider: ProviderSettings,
): Promise<ServerConfig> {
  const get = await readSettings(db);
  const organisation = user.organisation_id
    ? await db
        .selectFrom('organisations')
        .select('display_name')
        .where('id', '=', user.organisation_id)
        .executeTakeFirst()
    : undefined;
  const settings = await bookingSettingsAt(db);
  const window = bookingWindowOf(settings, todayOf(nowMs));
  return {
    companyDisplayName:
      tradingNameOf({
        companyName: user.company_name,
        organisationDisplayName: organisation?.display_name,
      }) ?? get('company_display_name'),
    ...settings,
    bookingWindow: {
      today: isoOf(window.today),
      firstArrival: isoOf(window.firstArrival),
      lastArrival: isoOf(window.lastArrival),
    },
    provider: providerDetailsOf(provider),
  };
}
