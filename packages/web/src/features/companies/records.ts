export { COMPANIES_PATH, COMPANY_LABELS } from '@balcao/schema';

/** Equal as data: ids compared as text, Apollo's __typename ignored. */
export const sameValue = (a: unknown, b: unknown) => {
  const json = (v: unknown) =>
    JSON.stringify(v, (k, x: unknown) => (k === '__typename' ? undefined : k === 'id' ? String(x) : x));
  return json(a) === json(b);
};
