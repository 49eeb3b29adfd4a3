import { expect, test } from './fixtures';
import { DEMO_PASSWORD, loginAndWaitShell, shot } from './helpers';

const LOCKED = 'Máximo de tentativas atingido. Por gentileza entre em contato com o administrador do sistema';

type Result<T> = { data?: T; errors?: { message: string }[] };
const signIn = async (
  request: import('@playwright/test').APIRequestContext,
  userName: string,
  password: string,
) =>
  (await (
    await request.post('/graphql', {
      data: {
        query: 'mutation($u: String!, $p: String!) { login(userName: $u, password: $p) { accessToken } }',
        variables: { u: userName, p: password },
      },
    })
  ).json()) as Result<{ login: { accessToken: string } }>;

test('five wrong passwords lock the account from that place; the administrator sees it and lifts it', async ({
  page,
  request,
}) => {
  for (let i = 0; i < 5; i++) await signIn(request, 'pnogueira', 'errada');
  expect((await signIn(request, 'pnogueira', DEMO_PASSWORD)).errors?.[0]?.message).toBe(LOCKED);

  const admin = (await signIn(request, 'admin', DEMO_PASSWORD)).data!.login.accessToken;
  const found = (await (
    await request.post('/graphql', {
      headers: { authorization: `Bearer ${admin}` },
      data: { query: '{ users(input: { q: "pnogueira" }) { rows { id userName } } }' },
    })
  ).json()) as Result<{ users: { rows: { id: string; userName: string }[] } }>;
  const id = found.data!.users.rows.find((u) => u.userName === 'pnogueira')!.id;

  await loginAndWaitShell(page, 'admin');
  await page.goto(`/administrative/users/edit/${id}`);
  const callout = page.getByText('Acesso bloqueado por tentativas de senha incorretas');
  await expect(callout).toBeVisible();
  await expect(page.getByText(/tentativas incorretas nos últimos 15 minutos/)).toBeVisible();
  await shot(page, 'user-login-locked');
  await page.getByRole('button', { name: 'DESBLOQUEAR ACESSO' }).click();
  await expect(page.getByText('Acesso desbloqueado. O usuário já pode entrar com sua senha.')).toBeVisible();
  await expect(callout).toBeHidden();
  expect((await signIn(request, 'pnogueira', DEMO_PASSWORD)).data?.login.accessToken).toBeTruthy();
});
