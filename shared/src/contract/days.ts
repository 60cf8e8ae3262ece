/*
 * The portal's one home for calendar days (docs/adr/0016). A day is a calendar date with no
 * time zone: 'YYYY-MM-DD' in the database and on the wire, and a whole number (days since
 * 1970-01-01) wherever a rule does arithmetic, so the pricing, availability and calendar rules
 * add integers instead of parsing strings. Every day computation of the server and the pages
 * goes through here; formatting a day for people is moment's (../format/dates.ts).
 *
 * The rules' "today" is todayOf(now): the UTC day of the instant (docs/adr/0016 says which
 * rule reads which today).
 */

const MS_PER_DAY = 86_400_000;

/*
 * Howard Hinnant's days_from_civil / civil_from_days: plain arithmetic, much faster than
 * Date objects in the loops of the seed, the search and the calendar.
 */

/** The day number of a calendar date (month 1..12). Assumes a real date. */
export function dayOfDate(year: number, month: number, date: number): number {
  const y = year - (month <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** A day number's year, month (1..12) and date (1..31). */
export function datePartsOf(day: number): { year: number; month: number; date: number } {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp + (mp < 10 ? 3 : -9);
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, date };
}

/** '2027-03-05' -> day number. Assumes a valid date (validate input first). */
export const dayOf = (iso: string): number =>
  dayOfDate(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Day number -> '2027-03-05'. */
export function isoOf(day: number): string {
  const { year, month, date } = datePartsOf(day);
  return `${year < 1000 ? String(year).padStart(4, '0') : year}-${pad2(month)}-${pad2(date)}`;
}

/** A real calendar date written YYYY-MM-DD (the pattern alone lets 1980-02-30 through). */
export const isIsoDate = (text: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && isoOf(dayOf(text)) === text;

/** The UTC calendar day of an instant (epoch ms). */
export const dayOfInstant = (ms: number): number => Math.floor(ms / MS_PER_DAY);

/** The rules' today: the UTC day of the instant `nowMs` (docs/adr/0016). */
export const todayOf = (nowMs: number): number => dayOfInstant(nowMs);

/** The instant (epoch ms) a day begins, 00:00 UTC. */
export const instantOfDay = (day: number): number => day * MS_PER_DAY;

/** The UTC calendar day of an instant, as 'YYYY-MM-DD'. */
export const isoDayOfInstant = (ms: number): string => isoOf(dayOfInstant(ms));

/** The ISO day `days` days after (or before, when negative) an ISO day. */
export const addDaysIso = (iso: string, days: number): string => isoOf(dayOf(iso) + days);

/** A number of whole days as a duration in ms (for instants: "three days after it was made"). */
export const daysInMs = (days: number): number => days * MS_PER_DAY;

/** Sunday = 0 ... Saturday = 6, like Date.getUTCDay. */
export const weekdayOf = (day: number): number => (((day + 4) % 7) + 7) % 7;

/** The number of days of a month (month 1..12). */
export const daysInMonth = (year: number, month: number): number =>
  month === 12 ? 31 : dayOfDate(year, month + 1, 1) - dayOfDate(year, month, 1);

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: number, months: number): number {
  const { year, month, date } = datePartsOf(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return dayOfDate(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
}

/** A day plus an amount of a unit (the settings' search window), as a day number. */
export function addAmount(
  day: number,
  amount: number,
  unit: 'days' | 'weeks' | 'months' | 'years',
): number {
  switch (unit) {
    case 'days':
      return day + amount;
    case 'weeks':
      return day + amount * 7;
    case 'months':
      return addMonths(day, amount);
    case 'years':
      return addMonths(day, amount * 12);
  }
}
