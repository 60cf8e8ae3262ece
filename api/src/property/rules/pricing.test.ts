import fc from 'fast-check';
import { dayOf } from '@villa/shared/contract';
import {
  applicableDiscounts,
  commissionFor,
  depositFor,
  DEPOSIT_MINIMUM_PENCE,
  leastTotalPence,
  percentOf,
  poolHeatingFor,
  priceFromPerNight,
  priceStay,
  stayTotalPence,
  type DiscountRule,
  type VillaTerms,
} from './pricing';

const today = dayOf('2026-06-01');
const terms: VillaTerms = {
  commissionBp: 1000,
  depositPercent: 25,
  balanceDueDays: 70,
  poolHeatingPence: 2500,
};
const rule = (partial: Partial<DiscountRule>): DiscountRule => ({
  type: 'LONG_STAY',
  name: 'Long stay',
  percentBp: 1000,
  minNights: null,
  arrivalFrom: null,
  arrivalTo: null,
  leadDaysMin: null,
  leadDaysMax: null,
  ...partial,
});
const stay = (arrival: string, nights: number) => ({ arrival: dayOf(arrival), nights, today });

describe('priceStay', () => {
  it('adds up the nightly rates of every night, across a season change', () => {
    // Three low-season nights at £150 and four high-season nights at £225.
    const rates = [15_000, 15_000, 15_000, 22_500, 22_500, 22_500, 22_500];
    const price = priceStay(rates, [], stay('2027-03-11', 7), terms);
    expect(price.originalPence).toBe(135_000);
    expect(price.totalPence).toBe(135_000);
    expect(price.discounts).toEqual([]);
  });

  it('takes a long-stay discount only from its minimum nights', () => {
    const longStay = rule({ minNights: 14, percentBp: 1000, name: 'Long stay: 10% off' });
    expect(priceStay(130_000, [longStay], stay('2027-03-01', 13), terms).totalPence).toBe(130_000);
    const fourteen = priceStay(140_000, [longStay], stay('2027-03-01', 14), terms);
    expect(fourteen.discounts).toEqual([
      { type: 'LONG_STAY', name: 'Long stay: 10% off', amountPence: 14_000 },
    ]);
    expect(fourteen.totalPence).toBe(126_000);
  });

  it('keeps the best discount of a type and adds up different types', () => {
    const rules = [
      rule({ type: 'LONG_STAY', percentBp: 500, name: 'Small' }),
      rule({ type: 'LONG_STAY', percentBp: 1000, name: 'Big' }),
      rule({ type: 'EARLY_BOOKING', percentBp: 500, name: 'Early', leadDaysMin: 270 }),
    ];
    const price = priceStay(100_000, rules, stay('2027-06-01', 7), terms);
    expect(price.discounts.map((d) => [d.name, d.amountPence])).toEqual([
      ['Big', 10_000],
      ['Early', 5_000],
    ]);
    expect(price.totalPence).toBe(85_000);
  });

  it('caps all discounts together at 30% of the original price', () => {
    const rules = [
      rule({ type: 'SPECIAL_OFFER', percentBp: 2000 }),
      rule({ type: 'LONG_STAY', percentBp: 1500 }),
      rule({ type: 'LATE_DEAL', percentBp: 1500 }),
    ];
    const price = priceStay(100_000, rules, stay('2026-06-10', 14), terms);
    expect(price.discounts.map((d) => d.amountPence)).toEqual([20_000, 10_000]);
    expect(price.totalPence).toBe(70_000);
  });

  it('applies lead-time and arrival-window discounts inside their inclusive bounds', () => {
    const late = rule({ type: 'LATE_DEAL', percentBp: 1500, leadDaysMax: 28 });
    const offer = rule({
      type: 'SPECIAL_OFFER',
      arrivalFrom: dayOf('2026-09-01'),
      arrivalTo: dayOf('2026-10-31'),
    });
    expect(applicableDiscounts(10_000, [late], stay('2026-06-29', 7))).toHaveLength(1);
    expect(applicableDiscounts(10_000, [late], stay('2026-06-30', 7))).toHaveLength(0);
    expect(applicableDiscounts(10_000, [offer], stay('2026-08-31', 7))).toHaveLength(0);
    expect(applicableDiscounts(10_000, [offer], stay('2026-09-01', 7))).toHaveLength(1);
    expect(applicableDiscounts(10_000, [offer], stay('2026-10-31', 7))).toHaveLength(1);
    expect(applicableDiscounts(10_000, [offer], stay('2026-11-01', 7))).toHaveLength(0);
  });

  it('gives the same total in the search loop as in the full price', () => {
    const rules = [
      rule({ type: 'LONG_STAY', percentBp: 1000, minNights: 10 }),
      rule({ type: 'LATE_DEAL', percentBp: 1500, leadDaysMax: 40 }),
      rule({ type: 'SPECIAL_OFFER', percentBp: 700, arrivalFrom: dayOf('2026-07-01') }),
      rule({ type: 'EARLY_BOOKING', percentBp: 500, leadDaysMin: 100 }),
    ];
    for (let offset = 2; offset < 400; offset += 9) {
      for (const nights of [3, 7, 10, 14, 21]) {
        const s = { arrival: today + offset, nights, today };
        const original = 12_345 * nights + offset;
        expect(stayTotalPence(original, rules, s)).toBe(
          priceStay(original, rules, s, terms).totalPence,
        );
      }
    }
  });

  it('never prices a stay below its least total, whatever rules apply', () => {
    const anyRule = fc.record({
      type: fc.constantFrom('SPECIAL_OFFER', 'LONG_STAY', 'EARLY_BOOKING', 'LATE_DEAL' as const),
      percentBp: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.array(anyRule, { maxLength: 8 }),
        (original, rules) => {
          const total = stayTotalPence(original, rules.map(rule), stay('2027-03-01', 7));
          expect(total).toBeGreaterThanOrEqual(leastTotalPence(original));
        },
      ),
      { numRuns: 2000 },
    );
    // Tight: every type at its most reaches it, give or take the rounding of each amount.
    const most = ['SPECIAL_OFFER', 'LONG_STAY', 'EARLY_BOOKING', 'LATE_DEAL'] as const;
    const total = stayTotalPence(
      99_999,
      most.map((type) => rule({ type, percentBp: 3000 })),
      stay('2027-03-01', 7),
    );
    expect(total - leastTotalPence(99_999)).toBeLessThanOrEqual(most.length);
  });
});

describe('depositFor', () => {
  it('takes 25% rounded up to whole pounds with the balance due 70 days before arrival', () => {
    const deposit = depositFor(123_456, stay('2026-12-01', 7), terms);
    expect(deposit).toEqual({
      available: true,
      amountPence: 30_900,
      balanceDue: dayOf('2026-09-22'),
    });
  });

  it('asks at least the minimum deposit', () => {
    const deposit = depositFor(50_000, stay('2026-12-01', 3), terms);
    expect(deposit.amountPence).toBe(DEPOSIT_MINIMUM_PENCE);
    expect(deposit.available).toBe(true);
  });

  it('asks for the whole amount when the balance would fall due within a week', () => {
    // Arrival in 77 days: balance due in 7 days, deposit still offered.
    expect(depositFor(200_000, stay('2026-08-17', 7), terms).available).toBe(true);
    // Arrival in 76 days: balance due in 6 days, pay in full.
    expect(depositFor(200_000, stay('2026-08-16', 7), terms)).toEqual({
      available: false,
      amountPence: 200_000,
      balanceDue: null,
    });
  });

  it('asks for the whole amount when the deposit would be all of it', () => {
    expect(depositFor(15_000, stay('2026-12-01', 3), terms)).toEqual({
      available: false,
      amountPence: 15_000,
      balanceDue: null,
    });
  });
});

describe('commission, pool heating and prices from', () => {
  it('pays commission on the price after discounts, rounded half up', () => {
    expect(commissionFor(126_005, 1000)).toEqual({ rateBp: 1000, amountPence: 12_601 });
    const price = priceStay(140_000, [rule({ minNights: 14 })], stay('2027-03-01', 14), terms);
    expect(price.commission.amountPence).toBe(12_600);
  });

  it('prices pool heating per night, outside the commissionable total', () => {
    expect(poolHeatingFor(2500, 7)).toEqual({ perNightPence: 2500, totalPence: 17_500 });
    expect(poolHeatingFor(null, 7)).toBeNull();
    const price = priceStay(100_000, [], stay('2027-03-01', 7), terms);
    expect(price.totalPence).toBe(100_000);
    expect(price.poolHeating?.totalPence).toBe(17_500);
  });

  it('finds the lowest nightly rate, ignoring nights without one', () => {
    expect(priceFromPerNight([0, 25_000, 18_000, 0, 30_000])).toBe(18_000);
    expect(priceFromPerNight([0, 0])).toBeNull();
  });

  it('rounds percentages half up', () => {
    expect(percentOf(12_345, 1000)).toBe(1235);
    expect(percentOf(12_344, 1000)).toBe(1234);
  });
});
