import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * What the user reads when a pricing query fails: the services' own words for a refusal or a
 * missing record (403, 404, 400), `failed` for anything else.
 */
export function errorText(err: unknown, failed: string): string {
  const e = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
  const code = e?.extensions?.code;
  return e && (code === 'FORBIDDEN' || code === 'NOT_FOUND' || code === 'BAD_USER_INPUT')
    ? e.message
    : failed;
}
