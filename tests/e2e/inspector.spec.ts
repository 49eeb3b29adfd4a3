import { expect, test } from './fixtures';
import { loginAndWaitShell, openScreenAs, shot } from './helpers';

test('the inspector explains who grants each action and shows the menu as that user sees it', async ({
  page,
}) => {
  await openScreenAs(page, 'admin', '/administrative/permissionInspector', 'Inspetor de permissões');
  await expect(page.getByText('Escolha um usuário e uma rota ou módulo')).toBeVisible();

  // The user is found on the server by name.
  await page.getByRole('combobox', { name: 'Usuário' }).fill('Carlos Vend');
  await page.getByRole('option', { name: /Carlos Vendedor/ }).click();

  // A route of the catalogue: orders.
  await page.getByRole('button', { name: /^Rota/ }).click();
  await page.getByRole('combobox', { name: 'Filtrar rota' }).fill('/sales/orders');
  await page
    .getByRole('option', { name: /Pedidos.*\/sales\/orders$/ })
    .first()
    .click();

  const table = page.getByRole('table', { name: 'Ações e motivos' });
  const row = (action: string) =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: action, exact: true }) });
  await expect(row('Editar')).toContainText('Permitido');
  await expect(row('Editar')).toContainText('Representante de Vendas — Pedidos: concede');
  await expect(row('Aprovar')).toContainText('Negado');
  await expect(row('Aprovar')).toContainText('Representante de Vendas — Pedidos: não concede');
  await expect(page.getByRole('status').filter({ hasText: 'aparece no menu deste usuário' })).toBeVisible();

  // The menu as he sees it: his customers and orders, and of the administration only his task panel.
  const menu = page.getByRole('tree', { name: 'Menu do usuário' });
  await expect(menu.getByText('Cliente', { exact: true })).toBeVisible();
  await expect(menu.getByText('Pedidos', { exact: true }).first()).toBeVisible();
  await expect(menu.getByText('Painel de Tarefas', { exact: true })).toBeVisible();
  await expect(menu.getByText('Perfis', { exact: true })).toHaveCount(0);
  await shot(page, 'inspector');

  // A module directly; the administrator is global.
  await page.getByRole('combobox', { name: 'Usuário' }).fill('Administrador do');
  await page.getByRole('option', { name: /Administrador do Sistema/ }).click();
  await page.getByRole('radio', { name: 'Módulo' }).click();
  await page.getByRole('button', { name: /^Módulo/ }).click();
  await page.getByRole('combobox', { name: 'Filtrar módulo' }).fill('VPC');
  await page.getByRole('option', { name: /^VPC/ }).first().click();
  await expect(row('Excluir')).toContainText('Perfil global (Administrador): permite todas as ações');
});

test('the inspector is not offered to a user without it', async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  await page.goto('/administrative/permissionInspector');
  // The screen's name and why it is not his, on the page he asked for; none of the inspector.
  await expect(page.getByText('Você não tem permissão para acessar esta tela.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inspetor de permissões', exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Usuário' })).toHaveCount(0);
  await expect(page.getByText('Escolha um usuário e uma rota ou módulo')).toHaveCount(0);
});
