import {
  minutesLeft,
  reminderLabelOf,
  timeLeft,
  bookingCapabilities,
  deadlineFor,
  nextDueOf,
  reminderDue,
  nextStatus,
  quoteExpiresAt,
  quoteExpiryOf,
  takesNightsAt,
  STATUSES_TAKING_NIGHTS,
} from './stayLifecycle';

describe('booking status transitions', () => {
  test('checkout makes a hold or a pending booking, from nothing or from a quotation', () => {
    expect(nextStatus(null, { type: 'CHECKOUT', product: 'reserve' })).toEqual({
      ok: true,
      status: 'RESERVE',
    });
    expect(nextStatus('QUOTATION', { type: 'CHECKOUT', product: 'all' })).toEqual({
      ok: true,
      status: 'PAYPENDING',
    });
    expect(nextStatus('BOOKING', { type: 'CHECKOUT', product: 'all' }).ok).toBe(false);
  });

  test('a live hold upgrades to PAYPENDING; a lapsed one is refused', () => {
    expect(nextStatus('RESERVE', { type: 'UPGRADE', holdLapsed: false })).toEqual({
      ok: true,
      status: 'PAYPENDING',
    });
    expect(nextStatus('RESERVE', { type: 'UPGRADE', holdLapsed: true })).toEqual({
      ok: false,
      reason: 'This reserve hold has lapsed and can no longer be upgraded.',
    });
    // Already lapsed by the job: still the lapse's reason, not "only a booking on reserve".
    expect(nextStatus('CANCELLED', { type: 'UPGRADE', holdLapsed: true })).toEqual({
      ok: false,
      reason: 'This reserve hold has lapsed and can no longer be upgraded.',
    });
    expect(nextStatus('PAYPENDING', { type: 'UPGRADE', holdLapsed: false }).ok).toBe(false);
  });

  test('cancelling a hold, and its lapse, end in CANCELLED with the reason', () => {
    expect(nextStatus('RESERVE', { type: 'CANCEL', holdLapsed: false })).toEqual({
      ok: true,
      status: 'CANCELLED',
      cancelReason: 'AGENT_CANCELLED',
    });
    expect(nextStatus('RESERVE', { type: 'LAPSE', live: false })).toEqual({
      ok: true,
      status: 'CANCELLED',
      cancelReason: 'HOLD_LAPSED',
    });
    expect(nextStatus('RESERVE', { type: 'LAPSE', live: true }).ok).toBe(false);
    expect(nextStatus('BOOKING', { type: 'CANCEL', holdLapsed: false }).ok).toBe(false);
  });

  test('PAYPENDING becomes BOOKING once payments reach the amount due now', () => {
    expect(
      nextStatus('PAYPENDING', { type: 'PAYMENT', paidPence: 49_999, dueNowPence: 50_000 }),
    ).toEqual({
      ok: true,
      status: 'PAYPENDING',
    });
    expect(
      nextStatus('PAYPENDING', { type: 'PAYMENT', paidPence: 50_000, dueNowPence: 50_000 }),
    ).toEqual({
      ok: true,
      status: 'BOOKING',
    });
    expect(
      nextStatus('BOOKING', { type: 'PAYMENT', paidPence: 90_000, dueNowPence: 50_000 }),
    ).toEqual({
      ok: true,
      status: 'BOOKING',
    });
    expect(nextStatus('RESERVE', { type: 'PAYMENT', paidPence: 1, dueNowPence: 1 }).ok).toBe(false);
  });

  test('capabilities follow status and state', () => {
    const all = ['QUOTATION', 'RESERVE', 'PAYPENDING', 'BOOKING', 'CANCELLED'] as const;
    const live = { holdLive: true, quoteBookable: true };
    expect(all.filter((s) => bookingCapabilities(s, live).takesPayments)).toEqual([
      'PAYPENDING',
      'BOOKING',
    ]);
    expect(all.filter((s) => bookingCapabilities(s, live).extrasLocked)).toEqual(['CANCELLED']);
    expect(all.filter((s) => !bookingCapabilities(s, live).passengersEditable)).toEqual([
      'CANCELLED',
    ]);
    expect(bookingCapabilities('QUOTATION', { ...live, quoteBookable: false })).toMatchObject({
      extrasLocked: true,
      canBook: false,
    });
    expect(bookingCapabilities('RESERVE', live)).toMatchObject({
      canUpgrade: true,
      canCancel: true,
    });
    expect(bookingCapabilities('RESERVE', { ...live, holdLive: false })).toMatchObject({
      canUpgrade: false,
      canCancel: false,
      extrasLocked: true,
    });
  });

  test('statuses that take nights: RESERVE only while its hold is live', () => {
    expect(STATUSES_TAKING_NIGHTS).toEqual(['RESERVE', 'PAYPENDING', 'BOOKING']);
    expect(takesNightsAt({ status: 'RESERVE', expiresAtMs: 1_000 }, 999)).toBe(true);
    expect(takesNightsAt({ status: 'RESERVE', expiresAtMs: 1_000 }, 1_000)).toBe(false);
    expect(takesNightsAt({ status: 'QUOTATION', expiresAtMs: 5_000 }, 0)).toBe(false);
    expect(takesNightsAt({ status: 'BOOKING', expiresAtMs: null }, 0)).toBe(true);
  });

  test('a booking waiting for its deposit takes its nights until its 24 hours pass, then lapses', () => {
    const made = Date.parse('2027-03-01T15:00:00Z');
    const due = deadlineFor('PAYPENDING', made)!;
    expect(due - made).toBe(24 * 3_600_000);
    expect(takesNightsAt({ status: 'PAYPENDING', expiresAtMs: due }, due - 1)).toBe(true);
    expect(takesNightsAt({ status: 'PAYPENDING', expiresAtMs: due }, due)).toBe(false);
    // A PAYPENDING row without a deadline (made before the rule, or part paid) never lapses.
    expect(takesNightsAt({ status: 'PAYPENDING', expiresAtMs: null }, due * 2)).toBe(true);
    expect(nextStatus('PAYPENDING', { type: 'LAPSE', live: false })).toEqual({
      ok: true,
      status: 'CANCELLED',
      cancelReason: 'DEPOSIT_LAPSED',
    });
    expect(nextStatus('PAYPENDING', { type: 'LAPSE', live: true }).ok).toBe(false);
    expect(nextStatus('BOOKING', { type: 'LAPSE', live: false }).ok).toBe(false);
  });

  test('a quotation is bookable to the end of its 7th day, or until its arrival day begins', () => {
    const made = Date.parse('2027-03-01T15:00:00Z');
    const expiresAt = quoteExpiresAt(made);
    expect(expiresAt).toBe('2027-03-08T23:59:59.999Z');
    const quote = { expiresAt, arrival: '2027-06-01' };
    expect(quoteExpiryOf(quote, Date.parse('2027-03-08T23:59:59.998Z'))).toEqual({
      expires: '2027-03-08',
      expired: false,
    });
    expect(quoteExpiryOf(quote, Date.parse(expiresAt)).expired).toBe(true);
    const soon = { expiresAt, arrival: '2027-03-05' };
    expect(quoteExpiryOf(soon, Date.parse('2027-03-04T23:00:00Z'))).toEqual({
      expires: '2027-03-04',
      expired: false,
    });
    expect(quoteExpiryOf(soon, Date.parse('2027-03-05T00:00:00Z')).expired).toBe(true);
  });
});

describe('deadlines that chase themselves', () => {
  const booked = (balanceDue: string, outstandingPence = 100_00) => ({
    status: 'BOOKING' as const,
    expiresAtMs: null,
    balanceDue,
    outstandingPence,
  });
  const at = (iso: string) => Date.parse(iso);

  test('balance reminders at 09:00 UK time 7, 3 and 1 days before, then overdue: the latest due', () => {
    // 10 March 2027 is before the clocks change: UK time is UTC.
    expect(reminderDue(booked('2027-03-10'), at('2027-03-03T08:59:59Z'))).toBeNull();
    expect(reminderDue(booked('2027-03-10'), at('2027-03-03T09:00:00Z'))).toBe('BALANCE_7');
    expect(reminderDue(booked('2027-03-10'), at('2027-03-07T09:00:00Z'))).toBe('BALANCE_3');
    expect(reminderDue(booked('2027-03-10'), at('2027-03-09T09:00:00Z'))).toBe('BALANCE_1');
    expect(reminderDue(booked('2027-03-10'), at('2027-03-10T23:59:00Z'))).toBe('BALANCE_1');
    expect(reminderDue(booked('2027-03-10'), at('2027-03-11T09:00:00Z'))).toBe('BALANCE_OVERDUE');
    // In summer 09:00 UK time is 08:00 UTC.
    expect(reminderDue(booked('2027-07-10'), at('2027-07-03T07:59:59Z'))).toBeNull();
    expect(reminderDue(booked('2027-07-10'), at('2027-07-03T08:00:00Z'))).toBe('BALANCE_7');
    // Nothing once paid, nor before the booking is confirmed.
    expect(reminderDue(booked('2027-03-10', 0), at('2027-03-11T09:00:00Z'))).toBeNull();
    expect(
      reminderDue({ ...booked('2027-03-10'), status: 'PAYPENDING' }, at('2027-03-09T09:00:00Z')),
    ).toBeNull();
  });

  test('a hold and an unpaid booking are warned in their last 2 hours, not before, not after', () => {
    const deadline = at('2027-03-10T12:00:00Z');
    const stay = (status: 'RESERVE' | 'PAYPENDING') => ({
      status,
      expiresAtMs: deadline,
      balanceDue: null,
      outstandingPence: 0,
    });
    expect(reminderDue(stay('RESERVE'), deadline - 2 * 3_600_000 - 1)).toBeNull();
    expect(reminderDue(stay('RESERVE'), deadline - 2 * 3_600_000)).toBe('HOLD_WARNING');
    expect(reminderDue(stay('PAYPENDING'), deadline - 1)).toBe('DEPOSIT_WARNING');
    expect(reminderDue(stay('PAYPENDING'), deadline)).toBeNull();
  });

  test('what a booking waits for next', () => {
    const base = { holdExpiresAt: null, depositDueBy: null, balanceDue: null, outstandingPence: 0 };
    expect(nextDueOf({ ...base, status: 'RESERVE', holdExpiresAt: 'T' })).toEqual({
      kind: 'HOLD',
      at: 'T',
    });
    expect(nextDueOf({ ...base, status: 'PAYPENDING', depositDueBy: 'D' })).toEqual({
      kind: 'DEPOSIT',
      at: 'D',
    });
    expect(
      nextDueOf({ ...base, status: 'BOOKING', balanceDue: '2027-03-10', outstandingPence: 1 }),
    ).toEqual({ kind: 'BALANCE', day: '2027-03-10' });
    expect(nextDueOf({ ...base, status: 'BOOKING', balanceDue: '2027-03-10' })).toBeNull();
    expect(nextDueOf({ ...base, status: 'CANCELLED' })).toBeNull();
  });
});

describe('time left before a deadline', () => {
  const deadline = Date.parse('2027-01-10T21:12:00.000Z');
  const at = (iso: string) => Date.parse(iso);

  test('whole minutes, rounded down, and never below 0', () => {
    expect(minutesLeft(deadline, at('2027-01-10T20:12:00.000Z'))).toBe(60);
    expect(minutesLeft(deadline, at('2027-01-10T20:12:00.001Z'))).toBe(59);
    expect(minutesLeft(deadline, at('2027-01-10T21:11:59.999Z'))).toBe(0);
    expect(minutesLeft(deadline, at('2027-01-10T22:00:00.000Z'))).toBe(0);
  });

  test('as the mails and pages say it', () => {
    // A hold made at 21:12 the day before, seen a second later: not "24 h 01 min".
    expect(timeLeft(deadline, at('2027-01-09T21:12:01.000Z'))).toBe('23 h 59 min');
    expect(timeLeft(deadline, at('2027-01-09T21:12:00.000Z'))).toBe('24 h 00 min');
    expect(timeLeft(deadline, at('2027-01-10T20:12:00.000Z'))).toBe('1 h 00 min');
    expect(timeLeft(deadline, at('2027-01-10T20:59:30.000Z'))).toBe('12 min');
    expect(timeLeft(deadline, at('2027-01-10T21:30:00.000Z'))).toBe('0 min');
  });

  test('a lapse warning is listed with the time that was left when it went out', () => {
    const sent = at('2027-01-10T20:12:00.000Z');
    expect(reminderLabelOf('HOLD_WARNING', sent, deadline)).toBe(
      'Reserve hold lapses in 1 h 00 min',
    );
    expect(reminderLabelOf('DEPOSIT_WARNING', sent, deadline)).toBe(
      'Deposit not paid: the booking lapses in 1 h 00 min',
    );
    // Without its deadline (sent before it was recorded), the warning is named only.
    expect(reminderLabelOf('HOLD_WARNING', sent, null)).toBe('Reserve hold lapse warning');
    expect(reminderLabelOf('BALANCE_3', sent, null)).toBe('Balance reminder: due in 3 days');
  });
});

describe('the office cancels a booking', () => {
  test('pending payment or confirmed becomes CANCELLED, for the office', () => {
    for (const status of ['PAYPENDING', 'BOOKING'] as const) {
      expect(nextStatus(status, { type: 'OFFICE_CANCEL' })).toEqual({
        ok: true,
        status: 'CANCELLED',
        cancelReason: 'OFFICE_CANCELLED',
      });
    }
  });

  test('anything else is refused with its reason', () => {
    for (const status of [null, 'QUOTATION', 'RESERVE', 'CANCELLED'] as const) {
      expect(nextStatus(status, { type: 'OFFICE_CANCEL' })).toEqual({
        ok: false,
        reason: 'Only a booking pending payment or confirmed can be cancelled.',
      });
    }
  });
});
