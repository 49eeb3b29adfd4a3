import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
} from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { sessionStorage } from '../../lib/sessionStorage';
import { showsOwnErrorText } from '../../lib/ownErrorText';
import { newTrace } from '../../lib/traceparent';
import { describeError, describeTransportError, supportCodeFor } from './describeError';
import { persistedQueries } from './persistedQueries';
import { closeRealtime, realtimeLink } from './realtimeLink';

export { closeRealtime };

/**
 * `uri`: the gateway's GraphQL endpoint (a test's server elsewhere). `persisted`: the app's
 * operations go by their hash (persistedQueries.ts), as production builds send them.
 */
export function createApolloClient(
  onSessionExpired: () => void,
  uri = '/graphql',
  persisted = import.meta.env.PROD,
) {
  let expiring = false;
  const errorLink = new ErrorLink(({ error, operation }) => {
    // Screens that show their own failure text say so in the operation's context (lib/ownErrorText).
    const ownErrorText = showsOwnErrorText(operation.getContext());
    // The request's trace (traceLink), which the gateway answers in each error too.
    const traceId = (operation.getContext() as { traceId?: string }).traceId;
    if (!CombinedGraphQLErrors.is(error)) {
      const message = describeTransportError(ServerError.is(error) ? error.statusCode : undefined);
      if (!ownErrorText) notify.error(message, supportCodeFor(message, traceId));
      return;
    }
    for (const e of error.errors) {
      const reaction = describeError(
        e.extensions?.code as string | undefined,
        e.message,
        Boolean(sessionStorage.token()),
        ownErrorText,
      );
      if (reaction.kind === 'sessionExpired' && !expiring) {
        // Several queries fail together when a token dies: warn and leave once.
        expiring = true;
        sessionStorage.clear();
        closeRealtime();
        notify.warning(MSG.sessionExpired);
        onSessionExpired();
        setTimeout(() => (expiring = false), 1000);
      } else if (reaction.kind === 'toast')
        notify.error(reaction.message, supportCodeFor(reaction.message, e.extensions?.traceId ?? traceId));
    }
  });
  const authLink = new SetContextLink((prev) => {
    const token = sessionStorage.token();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  // Each request starts a trace (W3C traceparent) that the gateway and the services continue.
  const traceLink = new SetContextLink((prev) => {
    const { traceId, traceparent } = newTrace();
    return { traceId, headers: { ...prev.headers, traceparent } };
  });
  const http = new HttpLink({ uri });
  return new ApolloClient({
    // Subscriptions over graphql-ws, everything else over HTTP.
    link: ApolloLink.from([
      errorLink,
      ApolloLink.split(
        (op) => op.operationType === OperationTypeNode.SUBSCRIPTION,
        realtimeLink,
        ApolloLink.from([authLink, traceLink, persisted ? persistedQueries(http) : http]),
      ),
    ]),
    // A search hit names a record of some area by its id: hits of two areas may share one.
    cache: new InMemoryCache({ typePolicies: { SearchHit: { keyFields: false } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
