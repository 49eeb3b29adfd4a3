import { onlyDigits } from './documents.js';

/** Typing mask DD/MM/YYYY. */
export function maskDate(typed: string): string {
  const d = onlyDigits(typed).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** 'DD/MM/YYYY' (or an ISO 'YYYY-MM-DD') → 'YYYY-MM-DD' when it is a real calendar day, else null. */
export function parseDateBr(text: string): string | null {
  const v = text.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  const [y, m, d] = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (!y || !m || !d) return null;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const ok =
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d) &&
    Number(y) >= 1900;
  return ok ? `${y}-${m}-${d}` : null;
}

/** 'YYYY-MM-DD' (or a longer ISO text) → 'DD/MM/YYYY'; '' when it is not one. */
export function formatDateBr(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
