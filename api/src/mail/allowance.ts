import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { ProviderLimits, ProviderSettings } from '@villa/shared/contract';
import type { Db } from '../db/schema';
import { HttpError } from '../errors';
import { fromTimestamp, toTimestamp } from '../time';

/*
 * Decision (issue 49): how many mails one account can make the portal send, so an agent's
 * account is no relay. Two counters over a fixed window (limits of the provider settings,
 * `limits.mailWindowMinutes`), kept in the database (mail_allowance) so they hold across
 * restarts and instances:
 *   - per account: every mail an agent sends to someone (property sheets, quotes, guides,
 *     booking confirmations, enquiries to the desk): `limits.mailsPerAccount`;
 *   - per recipient address, whoever sends: `limits.mailsPerRecipient`, so many accounts
 *     together cannot flood one outside address either. The provider's own address (the agent
 *     desk, which enquiries go to) is not limited this way: one agent could otherwise stop
 *     every other agent's enquiries. The agent's own copy is not counted.
 * A mail is counted when it is queued, by one atomic upsert per counter that returns the count,
 * so parallel sends cannot slip past; a refused mail gives back what it counted. At the limit
 * the answer is 429 with Retry-After and a message that says which limit and for how long.
 * Invitations are not mailed by the server (the command line prints their link).
 */

export interface MailPolicy {
  limits: Pick<ProviderLimits, 'mailWindowMinutes' | 'mailsPerAccount' | 'mailsPerRecipient'>;
  /** Addresses of the provider itself, never limited per recipient (the agent desk). */
  ownAddresses: readonly string[];
}

export const mailPolicyOf = (provider: ProviderSettings): MailPolicy => ({
  limits: provider.limits,
  ownAddresses: [provider.company.email.toLowerCase()],
});

const recipientKey = (address: string) =>
  `recipient:${createHash('sha256').update(address.trim().toLowerCase()).digest('hex')}`;

/** Counts one mail on a counter; the count it got and when its window ends. */
async function count(db: Db, key: string, now: number, windowMs: number) {
  const nowText = toTimestamp(now);
  const windowStart = toTimestamp(now - windowMs);
  const restart = sql`mail_allowance.window_started_at <= ${windowStart}`;
  const { rows } = await sql<{ sent: number; window_started_at: string }>`
    insert into mail_allowance (key, sent, window_started_at) values (${key}, 1, ${nowText})
    on conflict (key) do update set
      sent = case when ${restart} then 1 else mail_allowance.sent + 1 end,
      window_started_at = case when ${restart} then ${nowText} else mail_allowance.window_started_at end
    returning sent, window_started_at`.execute(db);
  const row = rows[0];
  return { sent: Number(row.sent), endsAt: fromTimestamp(row.window_started_at) + windowMs };
}

async function giveBack(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .updateTable('mail_allowance')
    .set({ sent: sql<number>`sent - 1` })
    .where('key', 'in', keys)
    .where('sent', '>', 0)
    .execute();
}

const minutesText = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

const windowText = (minutes: number) =>
  minutes === 60 ? 'an hour' : minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`;

function limitReached(message: string, waitMs: number) {
  return new HttpError(
    429,
    { errors: [message] },
    { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Counts a mail an account is about to queue to `recipient`, or refuses it (429) when the
 * account or the address has had its limit in the window. Call it in the transaction that
 * queues the mail, if there is one, so a mail that is not queued is not counted.
 */
export async function reserveMail(
  db: Db,
  args: { accountId: number; recipient: string; now: number; policy: MailPolicy },
): Promise<void> {
  const { limits } = args.policy;
  const windowMs = limits.mailWindowMinutes * 60_000;
  const per = windowText(limits.mailWindowMinutes);
  await db
    .deleteFrom('mail_allowance')
    .where('window_started_at', '<=', toTimestamp(args.now - windowMs))
    .execute();

  const accountKey = `account:${args.accountId}`;
  const account = await count(db, accountKey, args.now, windowMs);
  if (account.sent > limits.mailsPerAccount) {
    await giveBack(db, [accountKey]);
    throw limitReached(
      `You have sent ${limits.mailsPerAccount} e-mails within ${per}, the most one account may send. Please try again in ${minutesText(account.endsAt - args.now)}.`,
      account.endsAt - args.now,
    );
  }
  if (args.policy.ownAddresses.includes(args.recipient.trim().toLowerCase())) return;
  const key = recipientKey(args.recipient);
  const recipient = await count(db, key, args.now, windowMs);
  if (recipient.sent > limits.mailsPerRecipient) {
    await giveBack(db, [accountKey, key]);
    throw limitReached(
      `${args.recipient.trim()} has been sent ${limits.mailsPerRecipient} e-mails from the portal within ${per}, the most one address may receive. Please try again in ${minutesText(recipient.endsAt - args.now)}.`,
      recipient.endsAt - args.now,
    );
  }
}
