/*
 * CSV for the accounts' spreadsheets (RFC 4180: comma, CRLF, quotes doubled). A text cell a
 * spreadsheet would read as a formula (=, +, -, @, tab, CR first) is led by an apostrophe, so an
 * agent's or a payer's words never run as one; numbers go as they are.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
