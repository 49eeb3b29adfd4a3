import { expect, test } from './fixtures';
import { DEMO_PASSWORD, fromUserMenu, loginAndWaitShell, pageGql as gql, shot } from './helpers';

const SUBJECT = 'Só para o administrador';
// The admin's greeting, his users list, his own message (his name as a sender is everyone's to see).
const LEAKS = ['Olá, Administrador', 'usuario.1234', SUBJECT];

test("the next user in the same tab never sees the previous user's data", async ({ page }) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'admin');
  // Admin-only data in the cache: a page of the users list, and a message only the admin received.
  const me = await gql(page, '{ me { id } }');
  await gql(page, 'mutation($i: SaveMessageInput!) { saveMessage(input: $i) }', {
    i: {
      subject: SUBJECT,
      content: '<p>Confidencial</p>',
      type: 0,
      active: true,
      recipients: [me.data.me.id],
    },
  });
  await page.goto('/administrative/users?q=usuario.1234&orderBy=userName');
  await expect(page.getByText('usuario.1234', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Mural de recados', exact: true }).click();
  // A retry finds the first try's message too.
  await expect(page.getByText(SUBJECT).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // Sign out in the app (no reload), so that whatever the page holds is what the next user meets.
  await fromUserMenu(page, 'Sair');
  await expect(page).toHaveURL(/\/login$/);

  // From here on, every change to the page is checked for the admin's data.
  await page.evaluate((leaks) => {
    const seen: string[] = [];
    (window as unknown as { leaked: string[] }).leaked = seen;
    new MutationObserver(() => {
      const text = document.body.innerText;
      for (const t of leaks) if (text.includes(t) && !seen.includes(t)) seen.push(t);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, LEAKS);
  // The network answers the vendedor's board late: a cached answer would show first.
  await page.route('**/graphql', async (route) => {
    if (route.request().postData()?.includes('MessageBoardPanel'))
      await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  // The sign-in form the sign-out left on screen: no navigation, no reload.
  await page.getByRole('textbox', { name: 'Usuário' }).fill('vendedor');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByText('Carlos Vendedor').first()).toBeVisible();
  await page.getByRole('button', { name: 'Mural de recados', exact: true }).click();
  await page.waitForTimeout(500);
  await shot(page, 'sign-out-next-user');
  await expect(page.getByRole('dialog', { name: 'Mural de Recados' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => (window as unknown as { leaked: string[] }).leaked)).toEqual([]);
});
