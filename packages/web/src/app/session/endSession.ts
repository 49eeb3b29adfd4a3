import type { ApolloClient } from '@apollo/client';
import { closeRealtime } from '../apollo/realtimeLink';

/**
 * The one way a session ends (sign-out or expiry): the socket closes, the stored session goes, and
 * the Apollo cache is emptied, so the next user in this tab never sees the previous one's data
 * (a cache-and-network query would show it until the network answered).
 */
export async function endSession(client: ApolloClient, signOut: () => void): Promise<void> {
  closeRealtime();
  signOut();
  // Watches are discarded and in-flight queries cancelled: nothing refetches with a dead token.
  await client.clearStore();
}
