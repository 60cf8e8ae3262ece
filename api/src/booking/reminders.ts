import { sql } from 'kysely';
import {
  BALANCE_REMINDER_DAYS,
  DEADLINE_WARNING_HOURS,
  instantOf,
  reminderDue,
  reminderLabels,
  timeLeft,
  ukWallClockOf,
  addDaysIso,
  type ReminderKind,
} from '@villa/shared/contract';
import { formatDate, formatPence, formatUkDateTime } from '@villa/shared/format';
import { paths } from '@villa/shared/routes';
import type { Db } from '../db/schema';
import { enqueueMail } from '../mail/outbox';
import { toTimestamp } from '../time';
import { moneyOfBookings, readLeadPassenger, type BookingMoney, type BookingRow } from './record';
import { bookingDb } from './tables';

/*
 * Deadlines that chase themselves: the e-mails a booking sends its agent by itself. Which one
 * is owed when is the contract's reminderDue (stayLifecycle.ts): balance reminders 7, 3 and 1
 * days before the balance is due and an overdue notice, each at 09:00 UK time; a warning 2
 * hours before a hold or an unpaid deposit lapses.
 *
 * Each is sent once, whatever the number of API instances running the job: the reminder's row
 * in booking_reminders (unique booking + kind) and its outbox row are written in one
 * transaction, and an instance that finds the key taken writes neither.
 */

const HOUR_MS = 3_600_000;
const LONGEST_LEAD_DAYS = Math.max(...BALANCE_REMINDER_DAYS);

/**
 * Stays that may owe their agent a reminder now: a hold or a pending deposit in its last
 * hours, or a confirmed booking whose balance is due within a week (or overdue) and which has
 * not departed. The contract's reminderDue decides; this only keeps the reading small.
 */
export function candidatesQuery(db: Db, nowMs: number) {
  const now = toTimestamp(nowMs);
  const soon = toTimestamp(nowMs + DEADLINE_WARNING_HOURS * HOUR_MS);
  const today = ukWallClockOf(nowMs).day;
  const lastBalanceDay = addDaysIso(today, LONGEST_LEAD_DAYS + 1);
  return (
    db
      .selectFrom('bookings')
      .selectAll()
      // The agent's condition is in each branch so that SQLite finds the balance branch's partial
      // index (bookings_balance_reminders, migration 015), which needs its terms in the branch.
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', 'in', ['RESERVE', 'PAYPENDING']),
            eb('agent_user_id', 'is not', null),
            eb('expires_at', '>', now),
            eb('expires_at', '<=', soon),
          ]),
          eb.and([
            eb('status', '=', 'BOOKING'),
            eb('agent_user_id', 'is not', null),
            eb('balance_due', 'is not', null),
            eb('balance_due', '<=', lastBalanceDay),
            eb('departure', '>', today),
            // Nothing is owed after the overdue notice.
            sql<boolean>`not exists (select 1 from booking_reminders r
            where r.booking_id = bookings.id and r.kind = 'BALANCE_OVERDUE')`,
          ]),
        ]),
      )
      .orderBy('id')
  );
}

/** The reminder's e-mail: what is due, by when (UK time), and the link to the booking. */
async function reminderMail(
  db: Db,
  booking: BookingRow,
  kind: ReminderKind,
  outstandingPence: number,
  dueNowPence: number,
  publicUrl: string,
  nowMs: number,
) {
  const agent = await db
    .selectFrom('users')
    .select(['email', 'forename'])
    .where('id', '=', booking.agent_user_id!)
    .executeTakeFirst();
  if (!agent) return null;
  const lead = await readLeadPassenger(db, booking.id);
  const customer = lead ? `${lead.clientForename} ${lead.clientSurname}`.trim() : '';
  const stay = `${formatDate(booking.arrival)} to ${formatDate(booking.departure)}`;
  const ref = booking.ref;
  const deadline = formatUkDateTime(booking.expires_at);
  // How long is really left as the mail goes out (the job may find a hold made with less than
  // DEADLINE_WARNING_HOURS to go), rounded down to the minute as the booking page counts it.
  const left = booking.expires_at ? timeLeft(Date.parse(booking.expires_at), nowMs) : '';
  const balanceDue = booking.balance_due ? formatDate(booking.balance_due) : '';
  const owed = formatPence(outstandingPence);
  const { subject, lines } = ((): { subject: string; lines: string[] } => {
    switch (kind) {
      case 'HOLD_WARNING':
        return {
          subject: `Booking ${ref}: the reserve hold lapses at ${deadline}`,
          lines: [
            `The reserve hold on booking ${ref} lapses at ${deadline}, in ${left}.`,
            'Upgrade it to a full booking from the booking page before then, or its dates are released.',
          ],
        };
      case 'DEPOSIT_WARNING':
        return {
          subject: `Booking ${ref}: pay ${formatPence(dueNowPence)} by ${deadline} or it lapses`,
          lines: [
            `Booking ${ref} is waiting for its payment of ${formatPence(dueNowPence)}.`,
            `Unless it is paid by ${deadline} (in ${left}), the booking lapses and its dates are released.`,
          ],
        };
      case 'BALANCE_OVERDUE':
        return {
          subject: `Booking ${ref}: the balance of ${owed} is overdue`,
          lines: [
            `The balance of ${owed} on booking ${ref} was due by ${balanceDue} and has not been paid.`,
            'Please pay it from the booking page, or call us.',
          ],
        };
      default:
        return {
          subject: `Booking ${ref}: the balance of ${owed} is due by ${balanceDue}`,
          lines: [
            `${reminderLabels[kind]}: the balance of ${owed} on booking ${ref} is due by ${balanceDue}.`,
            'You can pay it from the booking page.',
          ],
        };
    }
  })();
  const text = [
    `Dear ${agent.forename || 'agent'},`,
    '',
    ...lines,
    '',
    `Booking: ${ref}${customer ? ` (${customer})` : ''}`,
    `Stay: ${stay}`,
    `Booking page: ${publicUrl}${paths.bookingDetail(ref)}`,
  ].join('\n');
  return { to: agent.email, subject, text };
}

/**
 * Sends every reminder owed now (the contract's reminderDue) that was not sent before; returns
 * how many were queued. Safe to run on any number of instances at once.
 */
export async function sendDueReminders(db: Db, nowMs: number, publicUrl: string): Promise<number> {
  const bdb = bookingDb(db);
  const rows: BookingRow[] = await candidatesQuery(db, nowMs).execute();
  if (rows.length === 0) return 0;
  const sent = await bdb
    .selectFrom('booking_reminders')
    .select(['booking_id', 'kind'])
    .where(
      'booking_id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  const already = new Set(sent.map((s) => `${s.booking_id}:${s.kind}`));
  // Every candidate's money in a few grouped queries: most owe nothing (paid in full).
  const moneyById = await moneyOfBookings(db, rows);
  let queued = 0;
  for (const booking of rows) {
    const money = moneyById.get(booking.id) as BookingMoney;
    const kind = reminderDue(
      {
        status: booking.status,
        expiresAtMs: instantOf(booking.expires_at),
        balanceDue: booking.balance_due,
        outstandingPence: money.outstandingPence,
      },
      nowMs,
    );
    if (kind === null || already.has(`${booking.id}:${kind}`)) continue;
    const mail = await reminderMail(
      db,
      booking,
      kind,
      money.outstandingPence,
      money.dueNowPence,
      publicUrl,
      nowMs,
    );
    if (!mail) continue;
    const wrote = await db.transaction().execute(async (trx) => {
      const row = await bookingDb(trx)
        .insertInto('booking_reminders')
        .values({
          booking_id: booking.id,
          kind,
          sent_at: toTimestamp(nowMs),
          outbox_id: null,
          // The deadline a lapse warning warns of: an upgrade moves the booking's own later.
          deadline_at:
            kind === 'HOLD_WARNING' || kind === 'DEPOSIT_WARNING' ? booking.expires_at : null,
        })
        .onConflict((oc) => oc.columns(['booking_id', 'kind']).doNothing())
        .returning('id')
        .executeTakeFirst();
      // Another instance sent it first.
      if (!row) return false;
      const outboxId = await enqueueMail(trx, mail, nowMs);
      await bookingDb(trx)
        .updateTable('booking_reminders')
        .set({ outbox_id: outboxId })
        .where('id', '=', row.id)
        .execute();
      return true;
    });
    if (wrote) queued += 1;
  }
  return queued;
}
