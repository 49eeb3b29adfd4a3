import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { Spinner } from '@blueprintjs/core';
import { MSG, setBusinessTimeZone } from '@balcao/schema';
import { ErrorPanel } from '../../ui/feedback';
import { useSession } from './SessionContext';
import { SessionDocument } from '../../__generated__/graphql';

/** With a stored token, loads who the user is and what he may do before showing the shell. */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  const { data, error, refetch } = useQuery(SessionDocument, {
    fetchPolicy: 'network-only',
    skip: Boolean(session.accessSet),
  });
  useEffect(() => {
    if (data) {
      // Before the shell shows a day or a time: they follow the business's zone.
      setBusinessTimeZone(data.appSettings.timeZone);
      session.setUser(data.me);
      session.setAccessSet(data.myAccesses);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  if (session.accessSet) return <>{children}</>;
  if (error)
    return (
      <ErrorPanel
        title={MSG.loadDataFailed}
        description={MSG.persistentError}
        onRetry={() => void refetch()}
      />
    );
  return (
    <div className="app-loading">
      <Spinner aria-label="Carregando" />
    </div>
  );
}
