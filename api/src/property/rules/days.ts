/*
 * Calendar days as whole numbers (days since 1970-01-01), so the pricing and availability
 * rules do arithmetic on integers instead of date strings. Dates are calendar dates with no
 * time zone: 'YYYY-MM-DD' in the database and on the wire.
 */

const MS_PER_DAY = 86_400_000;

/*
 * Howard Hinnant's days_from_civil / civil_from_days: plain arithmetic, much faster than
 * Date objects in the loops of the seed and the catalog.
 */

/** '2027-03-05' -> day number. Assumes a valid date (validate input first). */
export function dayOf(iso: string): number {
  let y = Number(iso.slice(0, 4));
  const m = Number(iso.slice(5, 7));
  const d = Number(iso.slice(8, 10));
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Day number -> '2027-03-05'. */
export function isoOf(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp + (mp < 10 ? 3 : -9);
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${y < 1000 ? String(y).padStart(4, '0') : y}-${pad2(m)}-${pad2(d)}`;
}

/** The UTC calendar day of an instant. */
export function dayOfInstant(ms: number): number {
  return Math.floor(ms / MS_PER_DAY);
}

/** Sunday = 0 ... Saturday = 6, like Date.getUTCDay. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: number, months: number): number {
  const date = new Date(day * MS_PER_DAY);
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const d = date.getUTCDate();
  const lastOfTarget = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Math.floor(Date.UTC(y, m, Math.min(d, lastOfTarget)) / MS_PER_DAY);
}

/** today + amount of a unit (the settings' search window), as a day number. */
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
