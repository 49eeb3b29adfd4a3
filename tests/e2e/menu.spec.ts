import { expect, test } from '@playwright/test';
import { loginAndWaitShell, shot } from './helpers';

test('vendedor sees only his sales menu and is sent away from an admin URL', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Vendas', { exact: true })).toBeVisible();
  await expect(menu.getByText('Administrativo', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Financeiro', { exact: true })).toHaveCount(0);
  await shot(page, 'shell-vendedor');

  await page.goto('/administrative/profiles');
  await expect(page).toHaveURL(/\/$/);
  await expect(menu).toBeVisible();
});

test('admin sees every section of the menu', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  for (const section of ['Administrativo', 'Cliente', 'Financeiro', 'Vendas']) {
    await expect(menu.getByText(section, { exact: true })).toBeVisible();
  }
});

test('a module that later work builds says so plainly', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/sales/orders');
  await expect(page.getByText('Este módulo ainda não está disponível.')).toBeVisible();
});

test('an unknown path goes home', async ({ page }) => {
  await loginAndWaitShell(page, 'aprovador');
  await page.goto('/nao/existe');
  await expect(page).toHaveURL(/\/$/);
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
