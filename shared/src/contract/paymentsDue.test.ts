import { isOverdue, paymentsDueOf, type PaymentsDueInput } from './paymentsDue';

const booked: PaymentsDueInput = {
  status: 'PAYPENDING',
  confirmedAt: '2026-11-20T10:00:00.000Z',
  firstPaymentDueBy: null,
  balanceDue: '2027-01-05',
  dueNowPence: 400_00,
  paidPence: 0,
  outstandingPence: 2000_00,
  depositAvailable: true,
};

describe('when a booking’s money is due', () => {
  test('a deposit within 24 hours of booking, the balance at the end of its day', () => {
    expect(paymentsDueOf(booked)).toEqual([
      { kind: 'DEPOSIT', amountPence: 400_00, dueBy: '2026-11-21T10:00:00.000Z' },
      { kind: 'BALANCE', amountPence: 1600_00, dueBy: '2027-01-05T23:59:59.999Z' },
    ]);
  });

  test("the booking's own deadline for its first payment wins when it keeps one", () => {
    const due = paymentsDueOf({ ...booked, firstPaymentDueBy: '2026-11-21T09:00:00.000Z' });
    expect(due[0].dueBy).toBe('2026-11-21T09:00:00.000Z');
  });

  test('part of the deposit paid leaves the rest of it, then the balance', () => {
    const due = paymentsDueOf({ ...booked, paidPence: 150_00, outstandingPence: 1850_00 });
    expect(due.map((d) => [d.kind, d.amountPence])).toEqual([
      ['DEPOSIT', 250_00],
      ['BALANCE', 1600_00],
    ]);
  });

  test('without a deposit the full balance is due within 24 hours', () => {
    const due = paymentsDueOf({
      ...booked,
      balanceDue: null,
      depositAvailable: false,
      dueNowPence: 2000_00,
    });
    expect(due).toEqual([
      { kind: 'FULL_BALANCE', amountPence: 2000_00, dueBy: '2026-11-21T10:00:00.000Z' },
    ]);
  });

  test('a confirmed booking with its deposit paid owes only the balance; paid in full owes nothing', () => {
    const deposited = {
      ...booked,
      status: 'BOOKING' as const,
      paidPence: 400_00,
      outstandingPence: 1600_00,
    };
    expect(paymentsDueOf(deposited).map((d) => d.kind)).toEqual(['BALANCE']);
    expect(paymentsDueOf({ ...deposited, paidPence: 2000_00, outstandingPence: 0 })).toEqual([]);
  });

  test('holds, quotations and cancelled bookings owe nothing', () => {
    for (const status of ['RESERVE', 'QUOTATION', 'CANCELLED'] as const) {
      expect(paymentsDueOf({ ...booked, status })).toEqual([]);
    }
  });

  test('overdue once the deadline has passed', () => {
    const [deposit] = paymentsDueOf(booked);
    expect(isOverdue(deposit, Date.parse('2026-11-21T10:00:00.000Z'))).toBe(false);
    expect(isOverdue(deposit, Date.parse('2026-11-21T10:00:00.001Z'))).toBe(true);
  });
});
