import { sql } from 'kysely';
import type { Db, OutboxRow } from '../db/schema';
import { toTimestamp } from '../time';

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/**
 * Queues a message. Callers may pass a transaction so the mail is queued only if the change
 * that caused it is committed.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: number) {
  const { id } = await db
    .insertInto('outbox')
    .values({
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      attachments: JSON.stringify(mail.attachments ?? []),
      status: 'pending',
      attempts: 0,
      next_attempt_at: toTimestamp(now),
      created_at: toTimestamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Claims the next due message for one delivery attempt. Due means pending and due, or
 * "sending" with a lease that ran out (the worker holding it died). The update re-checks the
 * condition, so when two workers race for a row only one of them gets it.
 */
export async function claimNextMail(
  db: Db,
  now: number,
  leaseMs: number,
): Promise<OutboxRow | null> {
  const dueAt = toTimestamp(now);
  for (let tries = 0; tries < 5; tries++) {
    const candidate = await db
      .selectFrom('outbox')
      .select('id')
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', dueAt)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    if (!candidate) return null;
    const claimed = await db
      .updateTable('outbox')
      .set({
        status: 'sending',
        attempts: sql<number>`attempts + 1`,
        next_attempt_at: toTimestamp(now + leaseMs),
      })
      .where('id', '=', candidate.id)
      .where('status', 'in', ['pending', 'sending'])
      .where('next_attempt_at', '<=', dueAt)
      .returningAll()
      .executeTakeFirst();
    if (claimed) return claimed;
  }
  return null;
}

export async function markMailSent(db: Db, id: number, now: number) {
  await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: toTimestamp(now), last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: Db, id: number, error: string, retryAt: number | null) {
  await db
    .updateTable('outbox')
    .set(
      retryAt === null
        ? { status: 'failed', last_error: error.slice(0, 1000) }
        : {
            status: 'pending',
            last_error: error.slice(0, 1000),
            next_attempt_at: toTimestamp(retryAt),
          },
    )
    .where('id', '=', id)
    .execute();
}
