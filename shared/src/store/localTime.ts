// Date arithmetic of the session store in plain Date, in the browser's time zone. The store
// is on the log-in page's path, and moment (about 19 KB gzip) is loaded only by the pages
// that need calendars and date formats.

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** YYYY-MM-DD of a local date. */
export function formatLocalDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD HH:mm:ss of a local time. */
export function formatLocalDateTime(date: Date): string {
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatLocalDate(date)} ${time}`;
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Reads YYYY-MM-DD HH:mm:ss as a local time; null unless the text is exactly a real time. */
export function parseLocalDateTime(text: string): Date | null {
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // Date rolls 31 February over into March; a stored time that does so was not a real one.
  return date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds
    ? date
    : null;
}

/** The time `seconds` after `date`. */
export const addSeconds = (date: Date, seconds: number): Date =>
  new Date(date.getTime() + seconds * 1000);
