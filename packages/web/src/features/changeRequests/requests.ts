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
 * The services' own words for a refused request that names no field (nothing changed, someone
 * else's request pending); null for any other error.
 */
export function refusedRequestText(err: unknown): string | null {
  const e = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
  const code = e?.extensions?.code;
  return e && (code === 'CONFLICT' || code === 'VALIDATION_FAILED') ? e.message : null;
}
