import { ApolloLink, type DocumentNode } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The hash codegen gives each of the app's operations (codegen.ts), kept through Apollo's transforms. */
export const persistedHash = (document: DocumentNode): string | undefined =>
  (document as { __meta__?: { hash?: string } }).__meta__?.hash;

/**
 * Production builds send the app's operations by their hash alone (APQ), which the gateway answers
 * from the operations it compiled at start; were it not to know one (PersistedQueryNotFound), the
 * operation goes again with its text. Documents without a codegen hash go as text, as before.
 */
export function persistedQueries(http: ApolloLink): ApolloLink {
  const hashed = new PersistedQueryLink({ generateHash: (document) => persistedHash(document) ?? '' });
  return ApolloLink.split((op) => persistedHash(op.query) !== undefined, hashed.concat(http), http);
}
