import { extrasLocked, nextStatus, takesPayments } from './status';

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
    expect(nextStatus('RESERVE', { type: 'UPGRADE', holdLive: true })).toEqual({
      ok: true,
      status: 'PAYPENDING',
    });
    expect(nextStatus('RESERVE', { type: 'UPGRADE', holdLive: false })).toEqual({
      ok: false,
      reason: 'This reserve hold has lapsed and can no longer be upgraded.',
    });
    expect(nextStatus('PAYPENDING', { type: 'UPGRADE', holdLive: true }).ok).toBe(false);
  });

  test('cancelling a hold, and its lapse, end in CANCELLED with the reason', () => {
    expect(nextStatus('RESERVE', { type: 'CANCEL', holdLive: true })).toEqual({
      ok: true,
      status: 'CANCELLED',
      cancelReason: 'AGENT_CANCELLED',
    });
    expect(nextStatus('RESERVE', { type: 'LAPSE', holdLive: false })).toEqual({
      ok: true,
      status: 'CANCELLED',
      cancelReason: 'HOLD_LAPSED',
    });
    expect(nextStatus('RESERVE', { type: 'LAPSE', holdLive: true }).ok).toBe(false);
    expect(nextStatus('BOOKING', { type: 'CANCEL', holdLive: true }).ok).toBe(false);
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

  test('payments only for PAYPENDING and BOOKING; extras locked when cancelled or an unbookable quote', () => {
    expect(
      ['QUOTATION', 'RESERVE', 'PAYPENDING', 'BOOKING', 'CANCELLED'].filter((s) =>
        takesPayments(s as never),
      ),
    ).toEqual(['PAYPENDING', 'BOOKING']);
    expect(extrasLocked('CANCELLED', true)).toBe(true);
    expect(extrasLocked('QUOTATION', false)).toBe(true);
    expect(extrasLocked('QUOTATION', true)).toBe(false);
    expect(extrasLocked('BOOKING', false)).toBe(false);
  });
});
