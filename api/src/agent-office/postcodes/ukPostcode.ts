/*
 * UK postcode format rules (BS 7666 / Royal Mail): an outward code (area letters, district
 * digit(s) and an optional sub-district letter) then an inward code (sector digit and two unit
 * letters). Letters Q, V, X never start a postcode; I, J, Z are never second; the unit letters
 * never include C, I, K, M, O or V. GIR 0AA is the one historic exception.
 */

const OUTWARD =
  '(?:[A-PR-UWYZ][0-9]{1,2}|[A-PR-UWYZ][A-HK-Y][0-9]{1,2}|[A-PR-UWYZ][0-9][A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y][0-9][ABEHMNPRVWXY])';
const INWARD = '[0-9][ABD-HJLNP-UW-Z]{2}';
const FULL = new RegExp(`^(${OUTWARD})(${INWARD})$`);

/**
 * The postcode in its canonical form ("B17 9AA") when the text is a full UK postcode,
 * whatever its case and spacing; null otherwise.
 */
export function normaliseUkPostcode(text: string): string | null {
  const compact = text.replace(/\s+/g, '').toUpperCase();
  if (compact === 'GIR0AA') return 'GIR 0AA';
  const match = FULL.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}
