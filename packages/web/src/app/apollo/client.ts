import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { sessionStorage } from '../../lib/sessionStorage';
import { describeError } from './describeError';

/** Operations whose errors their own screen shows (the sign-in form). */
const SILENT_OPERATIONS = new Set(['Login']);

export function createApolloClient(onSessionExpired: () => void) {
  let expiring = false;
  const errorLink = new ErrorLink(({ error, operation }) => {
    if (SILENT_OPERATIONS.has(operation.operationName ?? '')) return;
    if (!CombinedGraphQLErrors.is(error)) {
      notify.error(MSG.serviceUnavailable);
      return;
    }
    for (const e of error.errors) {
      const reaction = describeError(
        e.extensions?.code as string | undefined,
        e.message,
        Boolean(sessionStorage.token()),
      );
      if (reaction.kind === 'sessionExpired' && !expiring) {
        // Several queries fail together when a token dies: warn and leave once.
        expiring = true;
        sessionStorage.clear();
        notify.warning(MSG.sessionExpired);
        onSessionExpired();
        setTimeout(() => (expiring = false), 1000);
      } else if (reaction.kind === 'toast') notify.error(reaction.message);
    }
  });
  const authLink = new SetContextLink((prev) => {
    const token = sessionStorage.token();
    return token ? { headers: { ...prev.headers, authorization: `Bearer ${token}` } } : {};
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
