import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { endSession } from '../session/endSession';
import { createApolloClient } from './client';

/**
 * The GraphQL client of one signed-in stretch (it loads after sign-in): an expired session ends
 * it and goes back to /login; the next sign-in makes a new one, with an empty cache.
 */
export function AppApolloProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const session = useSession();
  const client = useMemo(
    () => {
      const made = createApolloClient(() => {
        void endSession(made, session.signOut);
        navigate('/login', { replace: true });
      });
      return made;
    },
    // The client lives as long as the signed-in app; sign-out and navigate are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
