import { expect, test, type APIRequestContext } from './fixtures';
import { apiGql, loginAndWaitShell, ownUser, shot } from './helpers';

const LOCKED = 'Máximo de tentativas atingido. Por gentileza entre em contato com o administrador do sistema';

const signIn = (request: APIRequestContext, userName: string, password: string) =>
  apiGql<{ login: { accessToken: string } }>(
    request,
    'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
    { u: userName, p: password },
  );

test('five wrong passwords lock the account from that place; the administrator sees it and lifts it', async ({
  page,
  request,
}) => {
  // A representative of the test's own: a demo user locked here would refuse another test's sign-in.
  const { id, userName, password } = await ownUser(request, {
    prefix: 'e2e.bloqueado',
    name: 'Representante Bloqueado',
    profilesOf: 'vendedor',
  });
  for (let i = 0; i < 5; i++) await signIn(request, userName, 'errada');
  expect((await signIn(request, userName, password)).errors?.[0]?.message).toBe(LOCKED);

  await loginAndWaitShell(page, 'admin');
  await page.goto(`/administrative/users/edit/${id}`);
  const callout = page.getByText('Acesso bloqueado por tentativas de senha incorretas');
  await expect(callout).toBeVisible();
  await expect(page.getByText(/tentativas incorretas nos últimos 15 minutos/)).toBeVisible();
  await shot(page, 'user-login-locked');
  await page.getByRole('button', { name: 'DESBLOQUEAR ACESSO' }).click();
  await expect(page.getByText('Acesso desbloqueado. O usuário já pode entrar com sua senha.')).toBeVisible();
  await expect(callout).toBeHidden();
  expect((await signIn(request, userName, password)).data?.login.accessToken).toBeTruthy();
});
