/** Milliseconds since the epoch. Injected so tests can move time instead of waiting. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/**
 * Timestamps are stored as ISO-8601 UTC text of fixed width, which sorts and compares the
 * same way on SQLite and PostgreSQL.
 */
export const toTimestamp = (ms: number) => new Date(ms).toISOString();
export const fromTimestamp = (text: string) => Date.parse(text);
