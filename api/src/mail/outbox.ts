import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, Db, OutboxRow } from '../db/schema';
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
  /** Where answers go when not to the provider's desk (mail.replyTo): the agent who signed it. */
  replyTo?: string;
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
      reply_to: mail.replyTo ?? null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: toTimestamp(now),
      created_at: toTimestamp(now),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/*
 * Delivery is at least once, and each claim is fenced so that a message is sent by one worker
 * at a time. A worker claims a row for a lease (status "sending", next_attempt_at = the lease's
 * end); the claim's number is the row's `attempts` after the claim, and every later write of
 * that worker (renewing the lease, "sent", "failed", "retry later") only applies while the row
 * is still "sending" under that same number. A worker that lost its claim (another took the
 * row after its lease ran out) therefore changes nothing, and learns it before sending.
 */

/** A message in a worker's hands: its row, whose `attempts` is the claim's number. */
export type MailClaim = Pick<OutboxRow, 'id' | 'attempts'>;

const due = (dueAt: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([eb('status', 'in', ['pending', 'sending']), eb('next_attempt_at', '<=', dueAt)]);

/** Ids of the messages due now (pending and due, or "sending" with a lease that ran out). */
export async function dueMailIds(db: Db, now: number, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where(due(toTimestamp(now)))
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * Claims one message for one delivery attempt if it is still due. The update re-checks the
 * condition, so when two workers race for a row only one of them gets it.
 */
export async function claimMail(
  db: Db,
  id: number,
  now: number,
  leaseMs: number,
): Promise<OutboxRow | null> {
  const claimed = await db
    .updateTable('outbox')
    .set({
      status: 'sending',
      attempts: sql<number>`attempts + 1`,
      next_attempt_at: toTimestamp(now + leaseMs),
    })
    .where('id', '=', id)
    .where(due(toTimestamp(now)))
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

/** Claims the next due message (see claimMail); null when none is due. */
export async function claimNextMail(
  db: Db,
  now: number,
  leaseMs: number,
): Promise<OutboxRow | null> {
  for (let tries = 0; tries < 5; tries++) {
    const [id] = await dueMailIds(db, now, 1);
    if (id === undefined) return null;
    const claimed = await claimMail(db, id, now, leaseMs);
    if (claimed) return claimed;
  }
  return null;
}

/** Only while the claim is still this worker's: the row is "sending" under its number. */
const stillHeld = (claim: MailClaim) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([
    eb('id', '=', claim.id),
    eb('status', '=', 'sending'),
    eb('attempts', '=', claim.attempts),
  ]);

const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;

/** Moves the end of the lease to a full lease from now; false if the claim was lost. */
export async function renewMailLease(db: Db, claim: MailClaim, now: number, leaseMs: number) {
  const result = await db
    .updateTable('outbox')
    .set({ next_attempt_at: toTimestamp(now + leaseMs) })
    .where(stillHeld(claim))
    .executeTakeFirst();
  return changed(result);
}

/** Records the delivery; false if the claim had been lost (another worker has the row). */
export async function markMailSent(db: Db, claim: MailClaim, now: number) {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', sent_at: toTimestamp(now), last_error: null })
    .where(stillHeld(claim))
    .executeTakeFirst();
  return changed(result);
}

/** Gives up (retryAt null) or puts the message back for later; false if the claim was lost. */
export async function markMailFailed(
  db: Db,
  claim: MailClaim,
  error: string,
  retryAt: number | null,
) {
  const result = await db
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
    .where(stillHeld(claim))
    .executeTakeFirst();
  return changed(result);
}
