import { AppApolloProvider } from './apollo/AppApolloProvider';
import { SessionGate } from './session/SessionGate';
import { Shell } from './shell/Shell';

/** What a signed-in user gets: the GraphQL client, his session loaded, the shell. */
export function SignedInApp() {
  return (
    <AppApolloProvider>
      <SessionGate>
        <Shell />
      </SessionGate>
    </AppApolloProvider>
  );
}
