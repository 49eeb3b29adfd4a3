import { expect, test, type Page } from './fixtures';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './playwright.config';
import { apiGql, login, loginAndWaitShell, ownUser } from './helpers';

const EXPIRED = 'Sessão expirada. Por favor, faça login novamente';

/** The page's graphql-ws socket, once its subscriptions answer: its session is live. */
const subscribed = (page: Page) =>
  page.waitForEvent('websocket').then(async (ws) => {
    await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('messageCount') });
    return ws;
  });

test('an expired token ends the session with the spec warning', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('balcao:session') ?? 'null'));
  expect(session?.accessToken).toBeTruthy();
  const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());

  // A genuine token of the same user, signed with the product's key, whose lifetime is over.
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((token) => {
    const s = JSON.parse(localStorage.getItem('balcao:session') ?? '{}');
    localStorage.setItem('balcao:session', JSON.stringify({ ...s, accessToken: token }));
  }, expired);

  await page.reload();
  await expect(page.getByText('Sessão expirada. Por favor, faça login novamente')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('signing out ends the session without the expired-session warning', async ({ page }) => {
  const live = subscribed(page);
  await loginAndWaitShell(page, 'vendedor');
  await live;
  // The logout also ends the session's real-time socket. On a slow network its answer comes after
  // the socket's news, which the page must not take for an expired session.
  await page.route('**/graphql', async (route) => {
    if (!route.request().postData()?.includes('logout')) return route.continue();
    const response = await route.fetch();
    await new Promise((r) => setTimeout(r, 1000));
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  // The warning lives 1.5 s: watch for it from the click on.
  const warned = page
    .getByText(EXPIRED)
    .waitFor({ timeout: 4000 })
    .then(
      () => true,
      () => false,
    );
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await warned).toBe(false);
});

test('a user deactivated while signed in is sent to the login with the spec warning', async ({
  page,
  request,
}) => {
  const { id, userName, password, admin } = await ownUser(request, {
    prefix: 'e2e.desativado',
    name: 'Desativado',
    profilesOf: 'vendedor',
  });
  try {
    const live = subscribed(page);
    await login(page, userName, password);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    const ws = await live;
    const told = ws.waitForEvent('framereceived', {
      predicate: (f) => String(f.payload).includes('UNAUTHENTICATED'),
    });
    const off = await apiGql(
      request,
      'mutation($id: ID!) { setUserActive(id: $id, active: false) { id } }',
      { id },
      admin,
    );
    expect(off.errors).toBeUndefined();
    // The page asks nothing: the real-time channel tells it.
    await told;
    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    // The users list's total (users.spec.ts) stays what the seed made.
    await apiGql(request, 'mutation($ids: [ID!]!) { deleteUsers(ids: $ids) }', { ids: [id] }, admin);
  }
});
