import { Counter, Registry } from 'prom-client';

/*
 * What the domain tells the metrics (ops/metrics.ts), as counters of this process: a hold job
 * round, a card payment's outcome, a remote the host could not load. One registry for the
 * process (a process serves one app in production); each app's metrics endpoint answers it
 * with its own families. The domain calls these functions only: it never imports prom-client.
 */

export const signalRegistry = new Registry();

const holdLapses = new Counter({
  name: 'villa_hold_lapses_total',
  help: 'Holds and unpaid bookings lapsed by the deadline job',
  registers: [signalRegistry],
});

const reminders = new Counter({
  name: 'villa_reminders_sent_total',
  help: 'Booking reminders sent (queued in the mail outbox) by the deadline job',
  registers: [signalRegistry],
});

/** Every outcome a card payment can have; refunded stays 0 until the portal refunds. */
export const PAYMENT_OUTCOMES = ['started', 'paid', 'declined', 'refused', 'refunded'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

const payments = new Counter({
  name: 'villa_payments_total',
  help: 'Card payments by outcome: started (a payment page), paid, declined, refused, refunded',
  labelNames: ['outcome'],
  registers: [signalRegistry],
});

const remoteLoadFailures = new Counter({
  name: 'villa_remote_load_failures_total',
  help: 'Remotes the host reported it could not load, by remote',
  labelNames: ['remote'],
  registers: [signalRegistry],
});

/** Channel feeds (villa owners' calendars) are not built yet: the family exists at 0. */
const channelFeedSyncs = new Counter({
  name: 'villa_channel_feed_syncs_total',
  help: 'Channel feed synchronisations by outcome (no feeds yet: always 0)',
  labelNames: ['outcome'],
  registers: [signalRegistry],
});

// Every series exists from the start, at 0: an alert on a rate needs the series before the
// first event, and a dashboard shows 0 rather than "no data".
for (const outcome of PAYMENT_OUTCOMES) payments.labels(outcome).inc(0);
for (const outcome of ['ok', 'failed']) channelFeedSyncs.labels(outcome).inc(0);

export const signals = {
  holdsLapsed(count: number) {
    if (count > 0) holdLapses.inc(count);
  },
  remindersSent(count: number) {
    if (count > 0) reminders.inc(count);
  },
  payment(outcome: PaymentOutcome) {
    payments.labels(outcome).inc();
  },
  remoteLoadFailed(remote: string) {
    remoteLoadFailures.labels(remote).inc();
  },
};
