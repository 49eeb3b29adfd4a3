import { expect, type Page } from '@playwright/test';

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
