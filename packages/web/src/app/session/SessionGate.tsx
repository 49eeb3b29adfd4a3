import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';
import { useSession } from './SessionContext';
import { SessionDocument } from '../../__generated__/graphql';

/** With a stored token, loads who the user is and what he may do before showing the shell. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { data, error } = useQuery(SessionDocument, {
    fetchPolicy: 'network-only',
    skip: Boolean(session.accessSet),
  });
  useEffect(() => {
    if (data) {
      session.setUser(data.me);
      session.setAccessSet(data.myAccesses);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  if (session.accessSet) return <>{children}</>;
  if (error)
    return <NonIdealState icon="error" title={MSG.loadDataFailed} description={MSG.persistentError} />;
  return (
    <div className="app-loading">
      <Spinner aria-label="Carregando" />
    </div>
  );
}
