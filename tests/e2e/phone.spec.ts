import { expect, test, type Page } from './fixtures';
import { DEMO_PASSWORD, shot } from './helpers';

// issue 13 §6: the app on a phone (390×844). Below 768 px the menu starts closed and opens over the
// page, the top bar fits, a list shows its first columns and row actions with sideways scrolling only
// inside the grid, and a form is one column.
test.use({ viewport: { width: 390, height: 844 } });

/** Nothing but a grid's own body scrolls sideways: the page is as wide as the screen. */
const expectNoSidewaysPage = async (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test('login, the menu, a list, a form and the task panel fit a 390 px phone', async ({ page }) => {
  // Four screens in one journey: more than one screen's 30 s when the machine is busy.
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Usuário' }).fill('admin');
  await page.getByLabel('Senha').fill(DEMO_PASSWORD);
  await expectNoSidewaysPage(page);
  await shot(page, 'phone-login');
  await page.getByRole('button', { name: 'ENTRAR' }).click();

  // The menu starts closed; the top bar's button opens it over the page.
  const openMenu = page.getByRole('button', { name: 'Abrir menu' });
  // Signing in fetches the signed-in app: on a busy machine that takes more than the default wait.
  await expect(openMenu).toBeVisible({ timeout: 20_000 });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu).toBeHidden();
  const bar = page.locator('.top-bar');
  expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  for (const name of ['Início', 'Buscar', 'Menu do usuário'])
    await expect(bar.getByRole('button', { name })).toBeInViewport();
  await expectNoSidewaysPage(page);
  await shot(page, 'phone-home');

  await openMenu.click();
  await expect(menu).toBeVisible();
  await shot(page, 'phone-menu-open');
  await menu.getByRole('button', { name: 'Administrativo' }).click();
  await menu.getByRole('button', { name: 'Controle de acesso' }).click();
  await menu.getByRole('link', { name: 'Usuários' }).click();

  // A list: row actions and the first column in view, the rest reached inside the grid.
  await expect(menu).toBeHidden();
  const grid = page.getByRole('region', { name: 'Usuários' });
  const actions = grid.locator('.bp6-table-quadrant-left').getByRole('button').first();
  await expect(actions).toBeInViewport();
  await expect(grid.getByText('Nome', { exact: true }).first()).toBeInViewport();
  const body = grid.locator('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container');
  expect(await body.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await expectNoSidewaysPage(page);
  await shot(page, 'phone-list');

  // A form: one column, nothing wider than the screen.
  await page.getByRole('button', { name: 'Incluir' }).click();
  const form = page.getByRole('form', { name: 'Usuário' });
  const first = await form.getByRole('textbox', { name: /^Nome/ }).boundingBox();
  const second = await form.getByRole('textbox', { name: /^Usuário/ }).boundingBox();
  expect(second!.x).toBe(first!.x);
  expect(second!.y).toBeGreaterThan(first!.y);
  await expectNoSidewaysPage(page);
  await shot(page, 'phone-form');

  // The task panel: its grid and its tasks' 'Abrir tarefa' within reach.
  await page.goto('/administrative/taskPanelList');
  const panel = page.getByRole('region', { name: 'Painel de Tarefas' });
  await expect(
    panel.locator('.bp6-table-quadrant-left').getByRole('button', { name: 'Abrir tarefa' }).first(),
  ).toBeInViewport();
  await expectNoSidewaysPage(page);
  await shot(page, 'phone-task-panel');
});
