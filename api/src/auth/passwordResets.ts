import type { Db, OutboxRow } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail } from '../mail/passwordResetMail';
import { toTimestamp } from '../time';
import { isStaffRole } from './roles';
import { hashToken, newToken } from './tokens';

export const RESET_LINK_VALID_MINUTES = 60;
/** More requests than this per account and hour queue no further mail (no mail-bombing). */
export const RESET_REQUESTS_PER_HOUR = 3;

/**
 * Queues a reset link when the address belongs to a portal account. The caller answers the
 * same way whatever happens here, so nobody can learn which addresses have accounts.
 * Returns whether a mail was queued (for tests and logs only).
 */
export async function requestPasswordReset(
  db: Db,
  opts: { email: string; now: number },
): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'forename', 'role'])
    .where('email', '=', opts.email.trim().toLowerCase())
    .executeTakeFirst();
  // Staff passwords are reset by an administrator in the office, never by a mailed link.
  if (!user || isStaffRole(user.role)) return false;

  const recent = await db
    .selectFrom('password_resets')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', toTimestamp(opts.now - 60 * 60_000))
    .executeTakeFirstOrThrow();
  if (Number(recent.n) >= RESET_REQUESTS_PER_HOUR) return false;

  await db.transaction().execute(async (trx) => {
    const reset = await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        // A token nobody ever sees: the mail's own is made when it is sent (fillResetLinks).
        token_hash: hashToken(newToken()),
        expires_at: toTimestamp(opts.now + RESET_LINK_VALID_MINUTES * 60_000),
        created_at: toTimestamp(opts.now),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const link = resetLinkMark(reset.id);
    await enqueueMail(
      trx,
      passwordResetMail({
        to: user.email,
        forename: user.forename,
        link,
        validMinutes: RESET_LINK_VALID_MINUTES,
      }),
      opts.now,
    );
  });
  return true;
}

/** Where a reset mail's link stands in the queued body; the worker puts the link there. */
export const resetLinkMark = (resetId: number) => `[[password-reset-link:${resetId}]]`;
const RESET_LINK_MARK = /\[\[password-reset-link:(\d+)\]\]/g;

/**
 * Puts the reset links into a mail about to be sent (README: "only the token's sha256 is
 * stored"). Each link gets a token made now, whose hash replaces the reset's, so the token is
 * only ever in the mail that goes out: the outbox row keeps the mark, and a retry or a second
 * delivery makes a new token (an earlier copy's link then stops working). Returns null when a
 * link is no longer open (used or expired): such a mail is not worth sending.
 */
export async function fillResetLinks(
  db: Db,
  row: OutboxRow,
  opts: { now: number; publicUrl: string },
): Promise<OutboxRow | null> {
  const ids = new Set<number>();
  for (const body of [row.text_body, row.html_body ?? '']) {
    for (const match of body.matchAll(RESET_LINK_MARK)) ids.add(Number(match[1]));
  }
  const links = new Map<number, string>();
  for (const resetId of ids) {
    const token = newToken();
    const open = await db
      .updateTable('password_resets')
      .set({ token_hash: hashToken(token) })
      .where('id', '=', resetId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', toTimestamp(opts.now))
      .returning('user_id')
      .executeTakeFirst();
    if (!open) return null;
    links.set(
      resetId,
      `${opts.publicUrl}/admin/agent/password-reset/${open.user_id}/${token}/${resetId}`,
    );
  }
  if (links.size === 0) return row;
  const fill = (body: string) =>
    body.replace(RESET_LINK_MARK, (_mark, id: string) => links.get(Number(id)) ?? '');
  return {
    ...row,
    text_body: fill(row.text_body),
    html_body: row.html_body && fill(row.html_body),
  };
}
