import { dictionary } from '@zxcvbn-ts/language-common';
import { MSG, PASSWORD_MAX, PASSWORD_MIN } from '@balcao/schema';

// ASVS 5, chapter 6: at least 8 characters and up to 128, taken exactly as typed (no trimming, no
// composition rules), refused when it is a commonly used or breached password or holds the user's
// own names. The list is zxcvbn's 49,000 most common passwords.
const COMMON = new Set(dictionary.passwords);
const SEQUENCES = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const PRODUCT_WORDS = ['balcao', 'balcão', 'senha', 'password'];

const isSequence = (p: string) =>
  p.length >= 4 &&
  SEQUENCES.some((s) => s.includes(p) || [...s].reverse().join('').includes(p) || (s + s).includes(p));

/** What is wrong with a new password for this user, in pt-BR; empty when it may be used. */
export function passwordProblems(
  password: string,
  who: { userName: string; name?: string | null; email?: string | null },
): string[] {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return [MSG.passwordTooShort(PASSWORD_MIN)];
  if (length > PASSWORD_MAX) return [MSG.maxLength(PASSWORD_MAX)];
  const p = password.toLowerCase();
  const core = p.replace(/[\d\W_]+$/u, '').replace(/^[\d\W_]+/u, '');
  if (COMMON.has(p) || COMMON.has(core) || /^(.)\1*$/u.test(p) || isSequence(p)) return [MSG.passwordCommon];
  const personal = [
    who.userName,
    ...(who.name ?? '').split(/\s+/),
    (who.email ?? '').split('@')[0] ?? '',
    ...PRODUCT_WORDS,
  ]
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 3);
  if (personal.some((w) => p.includes(w))) return [MSG.passwordPersonal];
  return [];
}
