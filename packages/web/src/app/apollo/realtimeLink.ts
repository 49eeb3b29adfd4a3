import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client } from 'graphql-ws';
import { sessionStorage } from '../../lib/sessionStorage';

let current: { client: Client; link: GraphQLWsLink } | null = null;

function wsLink(): GraphQLWsLink {
  if (!current) {
    const client = createClient({
      url: `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`,
      // Connects with the first subscription, closes after the last.
      lazy: true,
      connectionParams: () => {
        const token = sessionStorage.token();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
      retryAttempts: 5,
      // A dropped connection is retried only while signed in; a dead session ends in the error link.
      shouldRetry: () => Boolean(sessionStorage.token()),
    });
    current = { client, link: new GraphQLWsLink(client) };
  }
  return current.link;
}

/** Sends subscriptions over the socket of the current session (made on first use). */
export const realtimeLink = new ApolloLink((operation) => wsLink().request(operation));

/** Closes the socket (sign-out, expired session); the next session opens its own. */
export function closeRealtime() {
  current?.client.dispose();
  current = null;
}
