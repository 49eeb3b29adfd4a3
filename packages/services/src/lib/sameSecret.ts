import { timingSafeEqual } from 'node:crypto';

/** Whether a secret a caller sent is the expected one, in time that does not tell how much matched. */
export function sameSecret(given: string, expected: string): boolean {
  const x = Buffer.from(given);
  const y = Buffer.from(expected);
  return x.length === y.length && timingSafeEqual(x, y);
}
