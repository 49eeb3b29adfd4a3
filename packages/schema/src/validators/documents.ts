/** Brazilian document numbers: digits only, check digits verified, all-same-digit numbers refused. */
export const onlyDigits = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: number[], weights: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * weights[i]!, 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCpf(value: string): boolean {
  const d = onlyDigits(value).split('').map(Number);
  if (d.length !== 11 || d.every((x) => x === d[0])) return false;
  const first = checkDigit(d.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 10), [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === d[9] && second === d[10];
}

export function isValidCnpj(value: string): boolean {
  const d = onlyDigits(value).split('').map(Number);
  if (d.length !== 14 || d.every((x) => x === d[0])) return false;
  const first = checkDigit(d.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit(d.slice(0, 13), [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return first === d[12] && second === d[13];
}

export const isValidCep = (value: string) =>
  /^\d{8}$/.test(onlyDigits(value)) && /^\d{5}-?\d{3}$/.test(value.trim());

/**
 * State registration: 'ISENTO' or 2 to 14 digits (punctuation allowed). Each state has its own check
 * digits; this accepts any state's length and leaves per-state checks to the ERP.
 */
export function isValidStateRegistration(value: string): boolean {
  const v = value.trim().toUpperCase();
  if (v === 'ISENTO') return true;
  return /^[\d./-]+$/.test(v) && onlyDigits(v).length >= 2 && onlyDigits(v).length <= 14;
}

/** spec/01 §5: (99) 9999-99999 while fewer than 11 digits, otherwise (99) 99999-9999. */
export function formatPhone(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length === 0) return '';
  if (d.length <= 2) return `(${d}`;
  const split = d.length < 11 ? 6 : 7;
  const head = `(${d.slice(0, 2)}) ${d.slice(2, split)}`;
  return d.length > split ? `${head}-${d.slice(split)}` : head;
}

export const isValidPhone = (value: string) => [10, 11].includes(onlyDigits(value).length);

/** Progressive mask 999.999.999-99 while typing. */
export function formatCpf(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  return d
    .replace(/^(\d{3})(\d)/, '$1.$2')
    .replace(/^(\d{3})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/\.(\d{3})(\d{1,2})$/, '.$1-$2');
}

/** Progressive mask 99.999.999/9999-99 while typing. */
export function formatCnpj(value: string): string {
  const d = onlyDigits(value).slice(0, 14);
  return d
    .replace(/^(\d{2})(\d)/, '$1.$2')
    .replace(/^(\d{2})\.(\d{3})(\d)/, '$1.$2.$3')
    .replace(/^(\d{2})\.(\d{3})\.(\d{3})(\d)/, '$1.$2.$3/$4')
    .replace(/\/(\d{4})(\d{1,2})$/, '/$1-$2');
}

/** Progressive mask 99999-999 while typing. */
export function formatCep(value: string): string {
  const d = onlyDigits(value).slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}
