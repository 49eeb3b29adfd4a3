import { DEFAULT_TIME_ZONE } from './constants.js';

/**
 * The business's time zone: every day, month and time a user sees is counted in it (periods,
 * "today", report months, exports), whatever the zone of the machine or the browser. One setting:
 * the services read it from BUSINESS_TIME_ZONE, the browser from the services through the gateway.
 */
let zone: string = DEFAULT_TIME_ZONE;
const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether `name` is an IANA zone this runtime knows ('America/Sao_Paulo'). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.trim() !== '';
  } catch {
    return false;
  }
}

/** Sets the business's zone; an unknown name throws, so a typo in the configuration stops the start. */
export function setBusinessTimeZone(name: string | undefined | null) {
  const next = name?.trim() || DEFAULT_TIME_ZONE;
  if (!isTimeZone(next)) throw new Error(`Unknown time zone: ${next}`);
  zone = next;
}

export const businessTimeZone = () => zone;

/** One formatter per zone and option set: building an Intl formatter is slow. */
export function zoneFormat(key: string, options: Intl.DateTimeFormatOptions, locale = 'pt-BR') {
  const id = `${zone}|${locale}|${key}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(id, f);
  }
  return f;
}

/** The wall time of `instant` in the business's zone, as numbers. */
function wallParts(instant: Date) {
  const parts = zoneFormat(
    'wall',
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    },
    'en-US',
  ).formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour'), mi: n('minute'), s: n('second') };
}

/**
 * A Date whose UTC fields are the wall time of `instant` in the business's zone: what a file
 * format without zones (an Excel cell) must hold so that it opens showing the time the screen shows.
 */
export function wallTimeAsUtc(instant: Date | string): Date {
  const at = new Date(instant);
  const p = wallParts(at);
  return new Date(Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s, at.getUTCMilliseconds()));
}

/** The business's day of `instant`, 'YYYY-MM-DD' ("today" by default). */
export function businessDay(instant: Date | string = new Date()): string {
  return wallTimeAsUtc(instant).toISOString().slice(0, 10);
}

/** The instant of a wall time in the business's zone ('YYYY-MM-DDTHH:mm[:ss]'); null when it is not one. */
export function instantOfWallTime(wall: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(wall.trim());
  if (!m) return null;
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +(m[4] ?? 0), +(m[5] ?? 0), +(m[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at that moment, found twice: a first guess can sit across a DST change.
  let at = asUtc - (wallTimeAsUtc(new Date(asUtc)).getTime() - asUtc);
  at = asUtc - (wallTimeAsUtc(new Date(at)).getTime() - at);
  return new Date(at);
}
