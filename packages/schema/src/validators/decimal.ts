import { onlyDigits } from './documents.js';

/**
 * Money and percent as decimal strings: every step is done on the digits as text, so no amount ever
 * passes through a float (0.1 + 0.2 never happens here).
 */
const groupThousands = (int: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Typing mask for money, filled from the right: '123456' → '1.234,56'; at most 13 integer digits. */
export function maskMoney(typed: string): string {
  const digits = onlyDigits(typed).replace(/^0+/, '').slice(0, 15);
  if (digits === '') return '';
  const padded = digits.padStart(3, '0');
  return `${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
}

/** Typing mask for a percent with 2 decimals, filled from the right: '1250' → '12,50'. */
export function maskPercent(typed: string): string {
  const digits = onlyDigits(typed).replace(/^0+/, '').slice(0, 5);
  if (digits === '') return '';
  const padded = digits.padStart(3, '0');
  return `${padded.slice(0, -2)},${padded.slice(-2)}`;
}

/**
 * '1.234,56', 'R$ 1.234,56' or an already plain '1234.56' → '1234.56'; null when it is not an
 * amount with at most 2 decimals.
 */
export function toDecimalString(text: string): string | null {
  const v = text.replace(/R\$/, '').replace(/%$/, '').trim();
  let int: string;
  let dec: string;
  if (/^\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(v) || /^\d+(,\d{1,2})?$/.test(v)) {
    [int, dec = ''] = v.replace(/\./g, '').split(',') as [string, string?];
  } else if (/^\d+(\.\d{1,2})?$/.test(v)) {
    [int, dec = ''] = v.split('.') as [string, string?];
  } else return null;
  const whole = int.replace(/^0+(?=\d)/, '');
  return `${whole}.${dec.padEnd(2, '0')}`;
}

/** A decimal string ('1234.5') as the field shows it ('1.234,50'); '' for empty or not a number. */
export function decimalToText(decimal: string | number | null | undefined): string {
  if (decimal === null || decimal === undefined || decimal === '') return '';
  const plain = toDecimalString(String(decimal));
  if (!plain) return '';
  const [int, dec] = plain.split('.') as [string, string];
  return `${groupThousands(int)},${dec}`;
}

/** Compares two decimal strings of at most 2 decimals exactly (as integer cents). */
export function compareDecimal(a: string, b: string): number {
  const cents = (d: string) => BigInt(d.replace('.', ''));
  const x = cents(a);
  const y = cents(b);
  return x === y ? 0 : x < y ? -1 : 1;
}
