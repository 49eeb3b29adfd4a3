import { ApolloLink } from '@apollo/client';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client } from 'graphql-ws';
import { from, mergeMap } from 'rxjs';
import { sessionStorage } from '../../lib/sessionStorage';

let current: Promise<{ client: Client; link: GraphQLWsLink }> | null = null;

/**
 * graphql-ws sends a subscription that was waiting for the connection, and answers a ping, without
 * looking whether the socket is still open: when a session ends during the handshake the browser
 * logs 'WebSocket is already in CLOSING or CLOSED state'. What a closing socket would drop anyway
 * is not sent.
 */
class SessionSocket extends WebSocket {
  override send(data: string | ArrayBufferLike | Blob | ArrayBufferView) {
    if (this.readyState === WebSocket.OPEN) super.send(data);
  }
}

/** The socket's code (graphql-ws) loads with the first subscription, after the first screen. */
async function connect(): Promise<{ client: Client; link: GraphQLWsLink }> {
  const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
    import('graphql-ws'),
    import('@apollo/client/link/subscriptions'),
  ]);
  const client = createClient({
    url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
    // Connects with the first subscription, closes after the last.
    lazy: true,
    webSocketImpl: SessionSocket,
    connectionParams: () => {
      const token = sessionStorage.token();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: 5,
    // A dropped connection is retried only while signed in; a dead session ends in the error link.
    shouldRetry: () => Boolean(sessionStorage.token()),
  });
  return { client, link: new GraphQLWsLink(client) };
}

/** Sends subscriptions over the socket of the current session (made on first use). */
export const realtimeLink = new ApolloLink((operation) => {
  const socket = (current ??= connect());
  return from(socket).pipe(mergeMap(({ link }) => link.request(operation)));
});

/** Closes the socket (sign-out, expired session); the next session opens its own. */
export function closeRealtime() {
  void current?.then(({ client }) => client.dispose());
  current = null;
}
