import { zoneFormat } from '../timeZone.js';

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const percent = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dateTimeOptions: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** 'R$ 1.234,56' (Intl puts a no-break space after R$; a plain space reads and copies better). */
export const formatMoney = (value: number | string) => money.format(Number(value)).replace(/\u00a0/g, ' ');
export const formatPercent = (value: number | string) => `${percent.format(Number(value))}%`;
/** DD/MM/YYYY HH:mm:ss in the business's time zone. */
export const formatDateTime = (iso: string | Date) =>
  zoneFormat('dateTime', dateTimeOptions).format(new Date(iso)).replace(', ', ' ');

/** A record's number as people read it: `prefix`- and the id, six digits (recordNumberOf('PED')(12) is 'PED-000012'). */
export const recordNumberOf = (prefix: string) => (id: number | string) =>
  `${prefix}-${String(id).padStart(6, '0')}`;

/** Parses '1.234,56' (or '1234.56') into a number; NaN when it is not one. */
export function parseMoney(value: string): number {
  const v = value.replace(/R\$\s?/, '').trim();
  const normalized = v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v;
  return normalized === '' ? Number.NaN : Number(normalized);
}

/** Removes characters other than letters, digits, spaces and basic punctuation. */
export const cleanText = (value: string) => value.replace(/[^\p{L}\p{N}\s.,\-/()@]/gu, '');
