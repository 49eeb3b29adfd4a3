import { expect, test } from '@playwright/test';
import { loginAndWaitShell, shot } from './helpers';

test('vendedor sees only his sales menu and is sent away from an admin URL', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(menu.getByText('Vendas', { exact: true })).toBeVisible();
  // Of the administrative area he sees only his task panel (records returned to him for correction).
  await expect(menu.getByText('Perfis', { exact: true })).toHaveCount(0);
  await expect(menu.getByText('Financeiro', { exact: true })).toHaveCount(0);
  await shot(page, 'shell-vendedor');

  await page.goto('/administrative/profiles');
  await expect(page).not.toHaveURL(/profiles/);
  await expect(page.getByRole('heading', { name: 'Perfis', exact: true })).toHaveCount(0);
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
  // panel) up to "Vendas"; Enter opens it, Tab goes forward to its first entry and Shift+Tab back.
  await menu.getByRole('button', { name: 'Recolher menu' }).focus();
  await page.keyboard.press('Tab');
  await expect(menu.getByRole('button', { name: 'Administrativo' })).toBeFocused();
  const vendas = menu.getByRole('button', { name: 'Vendas' });
  for (let i = 0; i < 5 && !(await vendas.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('Tab');
  await expect(vendas).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(vendas).toHaveAttribute('aria-expanded', 'true');
  const tabela = menu.getByRole('button', { name: 'Tabela de Preço' });
  const pedidos = menu.getByRole('button', { name: 'Pedidos' });
  await page.keyboard.press('Tab');
  await expect(tabela).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(pedidos).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tabela).toBeFocused();
  // A second-level submenu opens the same way.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(pedidos).toHaveAttribute('aria-expanded', 'true');
  // Enter on an entry navigates.
  const negociacoes = menu.getByRole('link', { name: 'Negociações' });
  await negociacoes.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sales\/negotiations$/);
  await expect(negociacoes).toHaveClass(/active/);

  // Enter on the open branch closes it.
  await vendas.focus();
  await page.keyboard.press('Enter');
  await expect(vendas).toHaveAttribute('aria-expanded', 'false');

  // Ctrl+M brings the help; X closes it.
  await page.keyboard.press('Control+m');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help).toBeVisible();
  await page.keyboard.press('x');
  await expect(help).toBeHidden();
});
