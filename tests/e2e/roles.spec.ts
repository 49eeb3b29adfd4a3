import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndWaitShell, menuPaths, shot } from './helpers';

/**
 * Each demo user's menu, every screen of it once: it shows data or its deliberate empty text, never
 * an error, a refusal or a console error (README: "Demo users and what each one does").
 */
const USERS = ['admin', 'vendedor', 'ralmeida', 'aprovador', 'financeiro'];

/** The screen settled: its grids drawn (rows or their empty text), nothing loading, no error. */
async function expectShown(page: Page, path: string) {
  const main = page.getByRole('main');
  // A screen's code loads when first opened.
  await expect(main.getByRole('heading', { level: 1 }).first(), path).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('[aria-busy="true"], .bp6-spinner'), path).toHaveCount(0, { timeout: 15_000 });
  const grids = main.locator('section.data-grid');
  for (let i = 0; i < (await grids.count()); i++) {
    const grid = grids.nth(i);
    const rows = grid.locator('.grid-table .bp6-table-cell').filter({ hasText: /\S/ });
    const empty = grid.locator('.bp6-non-ideal-state').filter({ hasNotText: 'Tentar novamente' });
    await expect(rows.or(empty).first(), `${path}: a grid with rows or its empty text`).toBeVisible();
  }
  await expect(main.locator('[data-icon="error"]'), `${path}: an error panel`).toHaveCount(0);
  await expect(
    main.getByText(/FORBIDDEN|Não foi possível carregar|Você não tem permissão|Você não possui acesso/),
    path,
  ).toHaveCount(0);
}

for (const userName of USERS)
  test(`${userName}: every screen of his menu shows his data or its empty text`, async ({ page }) => {
    // admin's menu holds about thirty screens.
    test.setTimeout(240_000);
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    await loginAndWaitShell(page, userName);
    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(2);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const path of paths) {
      await menu.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}(\\?.*)?$`));
      await expectShown(page, path);
    }
    await shot(page, `roles-${userName}`);
    expect(problems).toEqual([]);
  });

test('each task queue, empty, says which tasks it has none of', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  // A search nothing matches empties each queue, whatever the other specs have left in it.
  for (const [path, text] of [
    ['/administrative/taskPanelList', 'Nenhuma tarefa pendente.'],
    ['/administrative/assumed', 'Nenhuma tarefa assumida.'],
    ['/administrative/pending', 'Nenhuma tarefa pendente.'],
    ['/financial/tasks', 'Nenhuma tarefa do financeiro pendente.'],
  ] as const) {
    await page.goto(`${path}?q=nada-corresponde-a-isto`);
    await expect(page.getByRole('main').getByText(text, { exact: true }), path).toBeVisible();
  }
});
