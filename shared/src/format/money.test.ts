import {
  groupThousands,
  formatMoney,
  formatPence,
  poundsDecimal,
  toPence,
  toPounds,
} from './money';

describe('toPounds', () => {
  it('turns integer pence into pounds with two decimals', () => {
    expect(toPounds(123_456)).toBe(1234.56);
    expect(toPounds(100)).toBe(1);
    expect(toPounds(1)).toBe(0.01);
    expect(toPounds(0)).toBe(0);
    expect(toPounds(-4520)).toBe(-45.2);
  });

  it('rounds a fraction of a penny to the nearest penny', () => {
    expect(toPounds(1234.4)).toBe(12.34);
    expect(toPounds(1234.5)).toBe(12.35);
  });
});

describe('toPence', () => {
  it('is exact where multiplying by 100 drifts', () => {
    // 0.29 * 100 = 28.999999999999996, 1.005 * 100 = 100.49999999999999, 4.35 * 100 = 434.99999999999994
    expect(toPence(0.29)).toBe(29);
    expect(toPence(1.005)).toBe(101);
    expect(toPence(4.35)).toBe(435);
    expect(toPence(1785)).toBe(178_500);
    expect(toPence(1234.56)).toBe(123_456);
  });

  it('rounds halves of a penny away from zero and drops the rest', () => {
    expect(toPence(10.005)).toBe(1001);
    expect(toPence(10.0049)).toBe(1000);
    expect(toPence(-10.005)).toBe(-1001);
    expect(toPence(0.999)).toBe(100);
  });

  it('reads zero and negatives, and never gives -0', () => {
    expect(toPence(0)).toBe(0);
    expect(Object.is(toPence(-0.001), 0)).toBe(true);
    expect(toPence(-45.2)).toBe(-4520);
  });

  it('reads numeric strings as forms and the API hold them', () => {
    expect(toPence('2500.00')).toBe(250_000);
    expect(toPence(' 12.5 ')).toBe(1250);
    expect(toPence('.5')).toBe(50);
    expect(toPence('7.')).toBe(700);
    expect(toPence('-0.01')).toBe(-1);
  });

  it('round-trips every penny amount through pounds', () => {
    const drifted: number[] = [];
    for (let pence = -2000; pence <= 200_000; pence += 1) {
      if (toPence(toPounds(pence)) !== pence) drifted.push(pence);
    }
    expect(drifted).toEqual([]);
  });

  it('copes with numbers JavaScript writes in exponent form', () => {
    expect(toPence(1e-7)).toBe(0);
    expect(toPence(1e21)).toBe(1e23);
  });

  it('refuses what is not an amount', () => {
    expect(() => toPence('abc')).toThrow(RangeError);
    expect(() => toPence('')).toThrow(RangeError);
    expect(() => toPence('-')).toThrow(RangeError);
    expect(() => toPence(Number.NaN)).toThrow(RangeError);
    expect(() => toPence(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatPence', () => {
  it('puts £ first with no space, comma thousands and two decimals', () => {
    expect(formatPence(123_456)).toBe('£1,234.56');
    expect(formatPence(123_456_750)).toBe('£1,234,567.50');
    expect(formatPence(100_000)).toBe('£1,000.00');
    expect(formatPence(99_999)).toBe('£999.99');
  });

  it('shows zero, pennies and negatives', () => {
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(-4520)).toBe('-£45.20');
    expect(formatPence(-0)).toBe('£0.00');
    expect(formatPence(-0.4)).toBe('£0.00');
  });
});

describe('formatMoney', () => {
  it('puts £ first with no space, comma thousands and two decimals', () => {
    expect(formatMoney(1234.56)).toBe('£1,234.56');
    expect(formatMoney(1234567.5)).toBe('£1,234,567.50');
  });

  it('shows whole pounds and small amounts with two decimals', () => {
    expect(formatMoney(0)).toBe('£0.00');
    expect(formatMoney(7)).toBe('£7.00');
    expect(formatMoney(0.5)).toBe('£0.50');
  });

  it('rounds to two decimals, halves away from zero', () => {
    expect(formatMoney(10.005)).toBe('£10.01');
    expect(formatMoney(1.005)).toBe('£1.01');
    expect(formatMoney(99.994)).toBe('£99.99');
    expect(formatMoney(99.995)).toBe('£100.00');
  });

  it('reads numeric strings as the API sends them', () => {
    expect(formatMoney('2500.00')).toBe('£2,500.00');
  });

  it('puts the minus sign before the pound sign, and none before zero', () => {
    expect(formatMoney(-45.2)).toBe('-£45.20');
    expect(formatMoney(-1234.5)).toBe('-£1,234.50');
    expect(formatMoney(-0.001)).toBe('£0.00');
    expect(formatMoney(-0)).toBe('£0.00');
  });

  it('gives an empty string for missing or non-numeric input', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('poundsDecimal', () => {
  it('writes pounds as a form field or a query holds them: two decimals, no £, no commas', () => {
    expect(poundsDecimal(1234.5)).toBe('1234.50');
    expect(poundsDecimal(10)).toBe('10.00');
    expect(poundsDecimal(0)).toBe('0.00');
    expect(poundsDecimal(0.07)).toBe('0.07');
    expect(poundsDecimal(1.005)).toBe('1.01');
    expect(poundsDecimal(-3.1)).toBe('-3.10');
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as en-GB does, without loading the browser number formats', () => {
    for (const n of [0, 7, 999, 1000, 1234, 99999, 1234567, -1234, 20000000]) {
      expect(groupThousands(n)).toBe(n.toLocaleString('en-GB'));
    }
  });
});
