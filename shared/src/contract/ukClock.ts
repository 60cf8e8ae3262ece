/*
 * The UK clock, apart from formatting (so the contract's deadline rules read it without
 * moment; ../format/ukTime.ts writes it for people). Agents work in UK time (Europe/London: GMT in winter, BST in summer), whatever the zone of
 * the server or the browser. Deadlines (a hold's 24 hours, a deposit's, the balance
 * reminders) are worked out and shown in it, and always said as such: "... at 14:05 UK time".
 */

export const UK_TIME_ZONE = 'Europe/London';
export const UK_TIME_LABEL = 'UK time';

const partsFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The UK wall clock at an instant (epoch ms): its day (YYYY-MM-DD), hour and minute. */
export function ukWallClockOf(ms: number): { day: string; hour: number; minute: number } {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(new Date(ms))) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** How far UK time is ahead of UTC at an instant (0 in winter, an hour in summer), in ms. */
function ukOffsetAt(ms: number): number {
  const wall = ukWallClockOf(ms);
  const [y, m, d] = wall.day.split('-').map(Number);
  const seconds = new Date(ms).getUTCSeconds();
  return Date.UTC(y, m - 1, d, wall.hour, wall.minute, seconds) - (ms - (ms % 1000));
}

/**
 * ukInstantOf's answers by day and hour. Reading the UK offset takes Intl's formatting, and the
 * same days are asked for again and again: the balance reminders' minute job asks four for
 * every confirmed booking near its balance date, and that was about two fifths of the job's
 * time with 20,000 such bookings. Emptied when full.
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 4096;

/** The instant (epoch ms) a UK day (YYYY-MM-DD) reaches `hour`:00 UK time. */
export function ukInstantOf(day: string, hour: number): number {
  const key = `${day}T${hour}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    if (instants.size >= INSTANTS_KEPT) instants.clear();
    instant = instantOfWallClock(day, hour);
    instants.set(key, instant);
  }
  return instant;
}

function instantOfWallClock(day: string, hour: number): number {
  const [y, m, d] = day.split('-').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hour);
  const first = asUtc - ukOffsetAt(asUtc);
  // Near a clock change the offset at the guess may differ from the offset at the answer.
  return asUtc - ukOffsetAt(first);
}
