import { formatMoney } from './money';

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

  it('rounds to two decimals', () => {
    expect(formatMoney(10.005)).toBe('£10.01');
    expect(formatMoney(99.994)).toBe('£99.99');
  });

  it('reads numeric strings as the API sends them', () => {
    expect(formatMoney('2500.00')).toBe('£2,500.00');
  });

  it('puts the minus sign before the pound sign', () => {
    expect(formatMoney(-45.2)).toBe('-£45.20');
    expect(formatMoney(-0.001)).toBe('£0.00');
  });

  it('gives an empty string for missing or non-numeric input', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
  });
});
