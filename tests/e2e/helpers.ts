import { expect, type Browser, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export async function login(page: Page, userName: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Usuário' }).fill(userName);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
}

export async function loginAndWaitShell(page: Page, userName: string) {
  await login(page, userName);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
}

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: `tests/.artifacts/screenshots/${name}.png`, fullPage: false });

/**
 * `userName`, in a browser context of his own, finds a task in his task panel by `search` and
 * opens it (the record's workflow page). Close the context when done.
 */
export async function openTaskFromPanel(browser: Browser, userName: string, search: string, task: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAndWaitShell(page, userName);
  await page.goto(`/administrative/taskPanelList?q=${encodeURIComponent(search)}`);
  await expect(page.getByRole('region', { name: 'Painel de Tarefas' }).getByText(task)).toBeVisible();
  await page
    .locator('.bp6-table-quadrant-left')
    .getByRole('button', { name: 'Abrir tarefa' })
    .first()
    .click();
  return { page, close: () => context.close() };
}
