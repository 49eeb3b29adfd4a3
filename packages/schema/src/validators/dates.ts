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

/** Typed digits as 'DD/MM/AAAA HH:mm', the rest dropped. */
export function maskDateTime(typed: string): string {
  const d = onlyDigits(typed).slice(0, 12);
  const day = maskDate(d.slice(0, 8));
  if (d.length <= 8) return day;
  const t = d.slice(8);
  return `${day} ${t.length <= 2 ? t : `${t.slice(0, 2)}:${t.slice(2)}`}`;
}

/**
 * 'DD/MM/YYYY HH:mm' (or an ISO 'YYYY-MM-DDTHH:mm') → the wall time 'YYYY-MM-DDTHH:mm' when the day is
 * a real calendar day and the time a real time of day, else null.
 */
export function parseDateTimeBr(text: string): string | null {
  const v = text.trim();
  const m =
    /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):(\d{2})$/.exec(v) ?? /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})$/.exec(v);
  if (!m) return null;
  const day = parseDateBr(m[1]!);
  if (!day || Number(m[2]) > 23 || Number(m[3]) > 59) return null;
  return `${day}T${m[2]}:${m[3]}`;
}

/** A wall time 'YYYY-MM-DDTHH:mm[:ss]' → 'DD/MM/YYYY HH:mm'; '' when it is not one. */
export function formatDateTimeInput(wall: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})/.exec(wall ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]} ${m[4]}:${m[5]}` : '';
}
