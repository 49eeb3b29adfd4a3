import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { Spinner } from '@blueprintjs/core';
import { SessionProvider, useSession } from './session/SessionContext';
import { loadSignedInApp } from './signedInApp';

// Each route group is its own chunk: /login loads neither the shell nor the GraphQL client.
const LoginPage = lazy(() => import('./auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const ForgotPasswordPage = lazy(() =>
  import('./auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const SignedInApp = lazy(() => loadSignedInApp().then((m) => ({ default: m.SignedInApp })));

export const Loading = () => (
  <div className="app-loading">
    <Spinner aria-label="Carregando" />
  </div>
);

function AppRoutes() {
  const session = useSession();
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="*" element={session.token ? <SignedInApp /> : <Navigate to="/login" replace />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <AppRoutes />
      </SessionProvider>
    </BrowserRouter>
  );
}
