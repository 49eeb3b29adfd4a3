import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Callout, Card, Checkbox, FormGroup, H2, InputGroup } from '@blueprintjs/core';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { MSG, PASSWORD_WARN_DAYS, setBusinessTimeZone } from '@balcao/schema';
import defaultImage from '../../assets/login-default.svg';
import { useSession } from '../session/SessionContext';
import { LoginDocument, MyAccessesDocument, type LoginMutation } from '../../__generated__/graphql';
import { notify } from '../../lib/toaster';

import { sessionStorage } from '../../lib/sessionStorage';
import { graphqlFetch, GraphQLAnswerError } from '../../lib/graphqlFetch';
import { loadSignedInApp } from '../signedInApp';
import './login.css';

// The new-password form (with the form library and the GraphQL client) loads only for a user whose
// password expired.
const ExpiredPasswordStep = lazy(() =>
  import('./ExpiredPasswordStep').then((m) => ({ default: m.ExpiredPasswordStep })),
);

function useLoginImage() {
  const [src, setSrc] = useState(defaultImage);
  useEffect(() => {
    let url: string | null = null;
    fetch('/files/settings/login-image')
      .then(async (res) => {
        if (!res.ok || !res.headers.get('content-type')?.startsWith('image/')) return;
        url = URL.createObjectURL(await res.blob());
        setSrc(url);
      })
      .catch(() => undefined);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, []);
  return src;
}

export function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const image = useLoginImage();
  const [userName, setUserName] = useState(sessionStorage.remembered);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(Boolean(sessionStorage.remembered()));
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // Signed in with an expired password: a new one is set here before the app opens.
  const [expired, setExpired] = useState<LoginMutation['login'] | null>(null);
  // After the page is drawn, the app behind it downloads while the user types.
  useEffect(() => {
    void loadSignedInApp();
  }, []);

  if (session.token && session.accessSet) return <Navigate to="/" replace />;

  /** Opens the app for a signed-in user, warning him when his password expires soon. */
  async function enter(payload: LoginMutation['login']) {
    const acc = await graphqlFetch(MyAccessesDocument, {}, payload.accessToken);
    const set = acc.myAccesses;
    sessionStorage.remember(remember ? userName.trim() : null);
    if (!set || (!set.global && set.accesses.length === 0)) {
      sessionStorage.clear();
      return setError(MSG.userWithoutProfile);
    }
    setBusinessTimeZone(acc.appSettings.timeZone);
    session.signIn(payload, set);
    if (payload.passwordExpiresInDays <= PASSWORD_WARN_DAYS && payload.daysPasswordExpired === 0)
      notify.warning(MSG.passwordExpiresIn(payload.passwordExpiresInDays));
    navigate('/', { replace: true });
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!userName.trim() || !password) return setError(MSG.required);
    setLoading(true);
    try {
      const data = await graphqlFetch(LoginDocument, { userName: userName.trim(), password });
      sessionStorage.set(data.login);
      if (data.login.daysPasswordExpired > 0) return setExpired(data.login);
      await enter(data.login);
    } catch (err) {
      sessionStorage.clear();
      setError(err instanceof GraphQLAnswerError ? err.message : MSG.serviceUnavailable);
    } finally {
      setLoading(false);
    }
  }

  return (
    <main className="login">
      <img className="login-image" src={image} alt="Balcão" />
      <div className="login-side">
        <Card className="login-card" elevation={2}>
          <H2>Balcão</H2>
          {expired ? (
            <>
              <Callout intent="warning" className="login-error" role="alert">
                {MSG.passwordExpired}
              </Callout>
              <Suspense fallback={null}>
                <ExpiredPasswordStep current={password} onDone={() => void enter(expired)} />
              </Suspense>
            </>
          ) : (
            <>
              <p className="bp6-text-muted">Entre com seu usuário e senha.</p>
              <form onSubmit={submit} noValidate>
                <FormGroup label="Usuário" labelFor="login-user">
                  <InputGroup
                    id="login-user"
                    value={userName}
                    onValueChange={setUserName}
                    autoComplete="username"
                    autoFocus
                    large
                  />
                </FormGroup>
                <FormGroup label="Senha" labelFor="login-password">
                  <InputGroup
                    id="login-password"
                    type="password"
                    value={password}
                    onValueChange={setPassword}
                    autoComplete="current-password"
                    large
                  />
                </FormGroup>
                <Checkbox
                  label="Lembrar-me"
                  checked={remember}
                  onChange={(e) => setRemember(e.currentTarget.checked)}
                />
                {error && (
                  <Callout intent="danger" className="login-error" role="alert">
                    {error}
                  </Callout>
                )}
                <Button type="submit" intent="primary" text="ENTRAR" loading={loading} fill large />
              </form>
              <Link className="login-forgot" to="/forgot-password">
                Esqueci minha senha
              </Link>
            </>
          )}
        </Card>
      </div>
    </main>
  );
}
