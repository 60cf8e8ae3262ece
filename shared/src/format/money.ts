/*
 * The money toolkit: the one place that turns pence into pounds, pounds into pence and either
 * into the text the specification shows (£1,234.56). The database keeps integer pence, the API
 * sends pounds with two decimals, and every screen, PDF, e-mail and message prints through
 * formatMoney / formatPence. No moment, no DOM: the API, the contract and the apps all import it.
 */

/** Pence to pounds for the wire: a number with at most two decimals. */
export function toPounds(pence: number): number {
  return Math.round(pence) / 100;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Pounds to integer pence, exactly: 1.005 is 101 pence and 0.29 is 29 (where
 * `Math.round(x * 100)` gives 100 and 28.999… would drift). Reads the number's shortest decimal
 * form, so what was typed or sent is what is counted; halves round away from zero.
 * Accepts numeric strings ("2500.00"); throws a RangeError for anything that is not a number.
 */
export function toPence(pounds: number | string): number {
  const text = typeof pounds === 'number' ? String(pounds) : pounds.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) {
    // 1e21, 1e-7 and the like: no decimal digits to read, and far beyond any price.
    const value = Number(text);
    if (text === '' || !Number.isFinite(value)) {
      throw new RangeError(`Not an amount of money: ${String(pounds)}`);
    }
    return Math.round(value * 100) || 0;
  }
  const [, sign, whole, fraction = ''] = match;
  const pence =
    Number(whole || '0') * 100 +
    Number(fraction.padEnd(2, '0').slice(0, 2)) +
    (fraction.charAt(2) >= '5' ? 1 : 0);
  return sign === '-' && pence !== 0 ? -pence : pence;
}

/** Whole pence as the sign ("-" or none, never before zero), whole pounds and two-digit pennies. */
function partsOf(pence: number) {
  const whole = Math.round(pence);
  const abs = Math.abs(whole);
  return {
    sign: whole < 0 ? '-' : '',
    pounds: Math.floor(abs / 100),
    pennies: String(abs % 100).padStart(2, '0'),
  };
}

/**
 * A whole number with comma thousands, as en-GB writes it: 1234567 → "1,234,567". Written out
 * rather than toLocaleString('en-GB'), whose first call on a page loads the browser's number
 * formatting data: about 20 ms on the villa page's first render, four times that on a slow phone.
 */
export function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Pence as the specification shows money: £ first, no space, comma thousands, two decimals
 * (£1,234.56); the minus sign before the pound sign (-£45.20), never "-£0.00".
 */
export function formatPence(pence: number): string {
  const { sign, pounds, pennies } = partsOf(pence);
  return `${sign}£${groupThousands(pounds)}.${pennies}`;
}

/**
 * Pounds (a number, or a numeric string as the API sends it) as formatPence shows them.
 * Anything that is not a number gives an empty string rather than "£NaN".
 */
export function formatMoney(amount: number | string | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  if (typeof amount === 'number' && !Number.isFinite(amount)) return '';
  try {
    return formatPence(toPence(amount));
  } catch {
    return '';
  }
}

/** Pounds as a form field holds them: two decimals, no £ and no commas ("1234.50"). */
export function poundsDecimal(pounds: number | string): string {
  const parts = partsOf(toPence(pounds));
  return `${parts.sign}${parts.pounds}.${parts.pennies}`;
}
