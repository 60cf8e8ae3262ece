import * as v from 'valibot';
import {
  ageOn,
  cardPaymentBounds,
  cardPaymentSchema,
  checkoutRequestSchema,
  occupancyOf,
  parseStayQuery,
  passengerStayErrors,
  passengerTypeAt,
  paymentDueLabel,
  stayQueryString,
  suggestedCardAmount,
} from './booking';

describe('passenger types at arrival', () => {
  test('returns Infant under two at arrival', () => {
    expect(passengerTypeAt('2025-03-02', '2027-03-01')).toBe('Infant');
  });
  test('turns Child on the second birthday', () => {
    expect(passengerTypeAt('2025-03-01', '2027-03-01')).toBe('Child');
  });
  test('is still Child at 16 and Adult from 17', () => {
    expect(passengerTypeAt('2010-03-02', '2027-03-01')).toBe('Child');
    expect(passengerTypeAt('2010-03-01', '2027-03-01')).toBe('Adult');
  });
  test('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2024-02-29', '2026-02-28')).toBe(1);
    expect(ageOn('2024-02-29', '2026-03-01')).toBe(2);
  });
  test('reads a missing or invalid date of birth as Adult', () => {
    expect(passengerTypeAt('', '2027-03-01')).toBe('Adult');
    expect(passengerTypeAt('2027-02-30', '2027-03-01')).toBe('Adult');
  });
});

describe('occupancy', () => {
  const arrival = '2027-03-01';
  test('counts the lead and every non-infant', () => {
    expect(occupancyOf([], arrival)).toBe(1);
    expect(
      occupancyOf([{ dob: '1980-01-01' }, { dob: '2015-01-01' }, { dob: '2026-06-01' }], arrival),
    ).toBe(3);
  });
  test('refuses more than the maximum, infants not counted, and dates of birth after arrival', () => {
    const two = [{ dob: '1980-01-01' }, { dob: '1981-01-01' }];
    expect(passengerStayErrors(two, { arrival, maxOccupancy: 3 })).toEqual([]);
    expect(
      passengerStayErrors([...two, { dob: '2026-12-01' }], { arrival, maxOccupancy: 3 }),
    ).toEqual([]);
    expect(
      passengerStayErrors([...two, { dob: '2000-01-01' }], { arrival, maxOccupancy: 3 })[0].field,
    ).toBe('passengers');
    expect(passengerStayErrors([{ dob: '2027-03-02' }], { arrival, maxOccupancy: 9 })).toEqual([
      { field: 'passengers.0.dob', error: 'Date of birth must be on or before the arrival date' },
    ]);
  });
});

describe('the amount the card form offers first', () => {
  test('the deposit while nothing is paid', () => {
    const input = { outstandingBalance: 2450.5, paymentsReceived: 0, depositAmount: 500 };
    expect(suggestedCardAmount(cardPaymentBounds(input), input.paymentsReceived)).toBe(500);
  });
  test('the outstanding balance once the deposit is paid, not the minimum of 10', () => {
    const input = { outstandingBalance: 1950.5, paymentsReceived: 500, depositAmount: 500 };
    expect(suggestedCardAmount(cardPaymentBounds(input), input.paymentsReceived)).toBe(1950.5);
  });
});

describe('card payment bounds', () => {
  test('minimum is the deposit while nothing is paid, the maximum the balance', () => {
    expect(
      cardPaymentBounds({ outstandingBalance: 2450.5, paymentsReceived: 0, depositAmount: 500 }),
    ).toEqual({
      minimum: 500,
      maximum: 2450.5,
    });
  });
  test('minimum is 10 once something is paid', () => {
    expect(
      cardPaymentBounds({ outstandingBalance: 1950.5, paymentsReceived: 500, depositAmount: 500 }),
    ).toEqual({
      minimum: 10,
      maximum: 1950.5,
    });
  });
  test('minimum equals the balance when it is under 10', () => {
    expect(
      cardPaymentBounds({ outstandingBalance: 7.25, paymentsReceived: 100, depositAmount: 100 }),
    ).toEqual({
      minimum: 7.25,
      maximum: 7.25,
    });
  });
  test('the full balance when no deposit applies', () => {
    expect(
      cardPaymentBounds({
        outstandingBalance: 1999.99,
        paymentsReceived: 0,
        depositAmount: 1999.99,
      }),
    ).toEqual({
      minimum: 1999.99,
      maximum: 1999.99,
    });
  });
  test('the schema refuses amounts out of bounds or with more than 2 decimals', () => {
    const schema = cardPaymentSchema({ minimum: 10, maximum: 100 });
    const ok = (amount: unknown) => v.safeParse(schema, { amount, registeredDetails: 'AGENT' });
    expect(ok('10').success).toBe(true);
    expect(ok(100).success).toBe(true);
    expect(ok('99.99').success).toBe(true);
    expect(ok('9.99').issues?.[0].message).toBe('Amount must be between £10.00 and £100.00');
    expect(ok('100.01').success).toBe(false);
    expect(ok('50.123').issues?.[0].message).toBe('Amount must have at most 2 decimal places');
    expect(ok('').issues?.[0].message).toBe('Amount is required');
    expect(ok('abc').issues?.[0].message).toBe('Amount must be a number, e.g. 250.00');
    expect(v.safeParse(schema, { amount: 20, registeredDetails: 'X' }).success).toBe(false);
  });
});

describe('completed page wording', () => {
  test('says Deposit only when a deposit and a balance due date both exist', () => {
    expect(paymentDueLabel({ deposit: 500, balanceDue: '2027-01-01' })).toBe('Deposit');
    expect(paymentDueLabel({ deposit: 2500, balanceDue: null })).toBe('Full Balance');
  });
});

describe('stay query', () => {
  test('round-trips the villa, dates, nights and extras', () => {
    const query = stayQueryString({
      propertyId: 12,
      arrival: '2027-03-01',
      nights: 7,
      extras: [
        { extraId: 12, quantity: 1 },
        { extraId: 3, quantity: 2 },
      ],
    });
    expect(query).toBe('propertyId=12&arrival=2027-03-01&nights=7&extras[3]=2&extras[12]=1');
    expect(parseStayQuery(new URLSearchParams(query))).toEqual({
      propertyId: 12,
      arrival: '2027-03-01',
      nights: 7,
      extras: [
        { extraId: 3, quantity: 2 },
        { extraId: 12, quantity: 1 },
      ],
    });
  });
  test('is null when the stay is incomplete or wrong', () => {
    expect(parseStayQuery(new URLSearchParams('propertyId=12&nights=7'))).toBeNull();
    expect(
      parseStayQuery(new URLSearchParams('propertyId=12&arrival=2027-02-30&nights=7')),
    ).toBeNull();
    expect(parseStayQuery({ propertyId: '0', arrival: '2027-03-01', nights: '7' })).toBeNull();
  });
});

describe('checkout request', () => {
  test('requires the acceptance of the terms', () => {
    const result = v.safeParse(checkoutRequestSchema, { termsAccepted: false });
    expect(
      result.issues?.some((i) => i.message === 'Please accept the booking terms and conditions'),
    ).toBe(true);
  });
});
