const poundsFormat = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/**
 * Money as the specification shows it: £ first, no space, comma thousands, 2 decimals
 * (£1,234.56). Accepts numbers or numeric strings (the API sends pounds with two decimals);
 * anything that is not a number gives an empty string rather than "£NaN".
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  const formatted = poundsFormat.format(Math.abs(value));
  // Rounding can turn -0.004 into "0.00": no minus sign in front of zero.
  return value < 0 && formatted !== '0.00' ? `-£${formatted}` : `£${formatted}`;
}
