import { sql } from 'kysely';
import type { Db } from '../db/schema';

/**
 * The outbox's mails not sent (pending, sending) or given up (failed), and how long the oldest
 * unsent one has waited: what the metrics and /api/ready show. Sent mails are not counted (the
 * table keeps them all): the status index answers this without reading them.
 */
export async function outboxState(db: Db, nowMs: number) {
  const rows = await db
    .selectFrom('outbox')
    .select([
      'status',
      sql<number>`count(*)`.as('n'),
      sql<string | null>`min(created_at)`.as('oldest'),
    ])
    .where('status', 'in', ['pending', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const counts: Record<string, number> = {};
  let oldest: string | null = null;
  for (const row of rows) {
    counts[row.status] = Number(row.n);
    if ((row.status === 'pending' || row.status === 'sending') && row.oldest !== null) {
      if (oldest === null || row.oldest < oldest) oldest = row.oldest;
    }
  }
  const oldestPendingAgeSeconds =
    oldest === null ? 0 : Math.max(0, (nowMs - Date.parse(oldest)) / 1000);
  return { counts, oldestPendingAgeSeconds };
}
