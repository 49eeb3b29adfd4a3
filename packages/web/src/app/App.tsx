import { lazy, Suspense, useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { createApolloClient } from './apollo/client';
import { SessionProvider, useSession } from './session/SessionContext';
import { SessionGate } from './session/SessionGate';
import { endSession } from './session/endSession';

const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const Shell = lazy(() => import('./shell/Shell').then((m) => ({ default: m.Shell })));

export const Loading = () => (
  <div className="app-loading">
    <Spinner aria-label="Carregando" />
  </div>
);

function WithApollo() {
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
    // The client lives as long as the app; sign-out and navigate are stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  return (
    <ApolloProvider client={client}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route
            path="*"
            element={
              session.token ? (
                <SessionGate>
                  <Shell />
                </SessionGate>
              ) : (
                <Navigate to="/login" replace />
              )
            }
          />
        </Routes>
      </Suspense>
    </ApolloProvider>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <WithApollo />
      </SessionProvider>
    </BrowserRouter>
  );
}
