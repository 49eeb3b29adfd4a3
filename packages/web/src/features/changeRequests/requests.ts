import { CombinedGraphQLErrors } from '@apollo/client';
import type { PendingChange_RequestFragment } from '../../__generated__/graphql';

/** His own pending request's values (field → asked for), which his form goes on editing; {} otherwise. */
export function ownRequestValues(
  pending: PendingChange_RequestFragment | null | undefined,
): Record<string, string | null> {
  if (!pending?.mine) return {};
  return Object.fromEntries(pending.changes.map((c) => [c.field, c.after ?? null]));
}

/**
 * What a record's form opens with. When its change goes to approval (`byRequest`), his own pending
 * request's values where he asked for one, so that he goes on editing it (returned or not yet
 * answered); the record's own values otherwise.
 */
export function recordValues<
  R extends { changeByRequest?: boolean | null; pendingChange?: PendingChange_RequestFragment | null },
>(record: R | null, readOnly: boolean) {
  const byRequest = record?.changeByRequest === true;
  const asked = !readOnly && byRequest ? ownRequestValues(record?.pendingChange) : {};
  const value = (field: keyof R & string): string =>
    field in asked ? (asked[field] ?? '') : String(record?.[field] ?? '');
  return { byRequest, asked, value };
}

/**
 * The services' own words for a refused request that names no field (nothing changed, someone
 * else's request pending); null for any other error.
 */
export function refusedRequestText(err: unknown): string | null {
  const e = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
  const code = e?.extensions?.code;
  return e && (code === 'CONFLICT' || code === 'VALIDATION_FAILED') ? e.message : null;
}
