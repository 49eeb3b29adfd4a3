import { expect, test } from './fixtures';
import { loginAndWaitShell, pageGqlData as gql, shot, signedIn } from './helpers';

test('vendedor sees only his menu; an admin URL says on its own page why it is not his', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Cliente', { exact: true })).toBeVisible();
  // Of the administrative area he sees only his task panel (records returned to him for correction);
  // of finance, his companies' bank accounts, not the alçadas.
  await expect(menu.getByText('Perfis', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Alçadas', { exact: true })).toHaveCount(0);
  await shot(page, 'shell-vendedor');

  await page.goto('/administrative/profiles');
  await expect(page).toHaveURL(/\/administrative\/profiles$/);
  await expect(page.getByRole('heading', { name: 'Perfis', exact: true })).toBeVisible();
  await expect(
    page.getByText('Você não tem permissão para acessar esta tela.', { exact: false }),
  ).toBeVisible();
  await shot(page, 'screen-forbidden');
  await page.getByRole('button', { name: 'Ir para o início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('admin sees every built area of the menu, each section with its own icon, and no module not built yet', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const section of ['Administrativo', 'Cliente', 'Financeiro']) {
    await expect(menu.getByRole('button', { name: section, exact: true })).toBeVisible();
  }
  // Each section's first icon (the chevron follows it).
  const icons = await menu
    .locator('.menu-root > li > button')
    .evaluateAll((els) => els.map((e) => e.querySelector('[data-icon]')?.getAttribute('data-icon')));
  expect(new Set(icons).size).toBe(icons.length);
  expect(icons.length).toBeGreaterThanOrEqual(3);
  expect(icons).not.toContain('folder-close');
  // Catálogos is not built (spec/02 §2 does not show its contents): the home page's cards (the
  // menu's entries) do not offer it.
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Controle de acesso', exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Catálogos', exact: true })).toHaveCount(0);
  // The approved customers' list has its entry.
  await menu.getByRole('button', { name: 'Cliente', exact: true }).click();
  await menu.getByRole('button', { name: 'Clientes', exact: true }).click();
  await menu.getByRole('link', { name: 'Clientes', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/customer$/);
  await expect(page.getByRole('heading', { name: 'Clientes', exact: true })).toBeVisible();
});

test('a module that later work builds says so plainly', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/sales/catalogs');
  await expect(page.getByText('Este módulo ainda não está disponível.')).toBeVisible();
});

test('an unknown path says so on its own page', async ({ page }) => {
  await loginAndWaitShell(page, 'aprovador');
  await page.goto('/nao/existe');
  await expect(page).toHaveURL(/\/nao\/existe$/);
  await expect(
    page.getByText('Página não encontrada: este endereço não corresponde a nenhuma tela.'),
  ).toBeVisible();
});

test('Ctrl+M opens the menu with the help modal and Esc closes it', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.keyboard.press('Control+m');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help).toBeVisible();
  await shot(page, 'shell-help');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
});

test('the menu by keyboard: M opens it, Tab and Shift+Tab move, Enter opens a submenu and navigates, X closes the help', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'vendedor');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const shell = page.locator('.shell');

  // Closed menu (73 px); with the focus in it, M opens it (222 px).
  await menu.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(shell).toHaveCSS('grid-template-columns', /^73px /);
  await menu.getByRole('button', { name: 'Expandir menu' }).focus();
  await page.keyboard.press('m');
  await expect(shell).toHaveCSS('grid-template-columns', /^222px /);

  // Tab moves from closed branch to closed branch (his first is "Administrativo", for his task
  // panel) up to "Cliente"; Enter opens it, Tab goes forward to its first entry and Shift+Tab back.
  await menu.getByRole('button', { name: 'Recolher menu' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Administrativo' })).toBeFocused();
  const cliente = menu.getByRole('button', { name: 'Cliente', exact: true });
  for (let i = 0; i < 5 && !(await cliente.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(cliente).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cliente).toHaveAttribute('aria-expanded', 'true');
  const compradores = menu.getByRole('link', { name: 'Compradores', exact: true });
  const clientes = menu.getByRole('button', { name: 'Clientes', exact: true });
  await page.keyboard.press('Tab');
  await expect(compradores).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(clientes).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(compradores).toBeFocused();
  // A second-level submenu opens the same way.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(clientes).toHaveAttribute('aria-expanded', 'true');
  // Enter on an entry navigates.
  const relatorio = menu.getByRole('link', { name: 'Relatório de Clientes' });
  await relatorio.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/client\/customer\/report$/);
  await expect(relatorio).toHaveClass(/active/);

  // Enter on the open branch closes it.
  await cliente.focus();
  await page.keyboard.press('Enter');
  await expect(cliente).toHaveAttribute('aria-expanded', 'false');

  // Ctrl+M brings the help; X closes it.
  await page.keyboard.press('Control+m');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help).toBeVisible();
  await page.keyboard.press('x');
  await expect(help).toBeHidden();
});

test("a notification's Abrir to a screen its reader may not open says why, on that screen", async ({
  browser,
}) => {
  const admin = await signedIn(browser, 'admin');
  const { users } = await gql<{ users: { rows: { id: string; userName: string }[] } }>(
    admin.page,
    'query { users(input: { q: "financeiro", pageSize: 10 }) { rows { id userName } } }',
  );
  const financeiro = users.rows.find((u) => u.userName === 'financeiro')!;
  const title = `Perfis para revisar ${Date.now()}`;
  await gql(admin.page, 'mutation($input: SendNotificationInput!) { sendNotification(input: $input) }', {
    input: { userId: financeiro.id, title, content: 'Revise os perfis', link: '/administrative/profiles' },
  });
  await admin.close();

  const { page, close } = await signedIn(browser, 'financeiro');
  await page.getByRole('button', { name: 'Notificações', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Notificações' })
    .getByRole('listitem', { name: title })
    .getByRole('button', { name: 'Abrir' })
    .click();
  await expect(page).toHaveURL(/\/administrative\/profiles$/);
  await expect(
    page.getByText('Você não tem permissão para acessar esta tela.', { exact: false }),
  ).toBeVisible();
  // Her notification list stays as the other specs know it.
  const { notifications } = await gql<{
    notifications: { rows: { id: string; notification: { title: string } }[] };
  }>(page, '{ notifications(pageSize: 100) { rows { id notification { title } } } }');
  const ids = notifications.rows.filter((n) => n.notification.title === title).map((n) => n.id);
  expect(ids).toHaveLength(1);
  await gql(page, 'mutation($ids: [ID!]!) { deleteNotifications(ids: $ids) }', { ids });
  await close();
});
