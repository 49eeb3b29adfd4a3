export { COMPANIES_PATH, COMPANY_LABELS } from '@balcao/schema';

/** The message of a FORBIDDEN answer (the spec's record-access texts); null for any other error. */
export function forbiddenText(error: unknown): string | null {
  const errors = (error as { errors?: { message: string; extensions?: { code?: string } }[] })?.errors ?? [];
  return errors.find((e) => e.extensions?.code === 'FORBIDDEN')?.message ?? null;
}

/** Equal as data: ids compared as text, Apollo's __typename ignored. */
export const sameValue = (a: unknown, b: unknown) => {
  const json = (v: unknown) =>
    JSON.stringify(v, (k, x: unknown) => (k === '__typename' ? undefined : k === 'id' ? String(x) : x));
  return json(a) === json(b);
};
