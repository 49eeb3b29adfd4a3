import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndWaitShell, openScreenAs, shot } from './helpers';

/** 'R$ 1.234,56' → cents. */
const cents = (money: string) => Math.round(Number(money.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
const figure = async (page: Page, label: string) =>
  (
    (await page.getByRole('group', { name: new RegExp(`^${label}: `) }).getAttribute('aria-label')) ?? ''
  ).replace(`${label}: `, '');
/** A table's figures' column (1: orders, 2: value; the group is each row's header) as its cells' texts. */
const column = (table: Locator, n: number) => table.locator(`tbody tr td:nth-of-type(${n})`).allInnerTexts();

test('financeiro sees the receivables by due date, the overdue ones in red', async ({ page }) => {
  await openScreenAs(page, 'financeiro', '/financial/titlesReceive', 'Títulos a Receber');
  const grid = page.getByRole('region', { name: 'Títulos a Receber' });
  // Its first screen on a busy machine: the grid's code and its first page.
  await expect(grid.getByText(/^TIT-\d{6}$/).first()).toBeVisible({ timeout: 20_000 });
  await grid.getByRole('button', { name: 'Filtros' }).click();
  // The list's state settles from the address as it first loads: the choice is made once it holds.
  await expect(async () => {
    await page.getByLabel('Situação').selectOption('OVERDUE');
    await expect(grid.getByRole('button', { name: 'Filtros (1)' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const overdue = grid.locator('.bp6-tag.bp6-intent-danger', { hasText: 'Vencido' });
  await expect(overdue.first()).toBeVisible();
  await expect(grid.locator('.bp6-tag', { hasText: /^(A vencer|Pago)$/ })).toHaveCount(0);
  // Its due date, in red, is before today.
  const due = await grid.locator('.receivable-overdue').first().innerText();
  const [d, m, y] = due.split('/').map(Number) as [number, number, number];
  expect(new Date(y, m - 1, d).getTime()).toBeLessThan(Date.now());
  await shot(page, 'receivables-overdue');
});

test("the sales dashboard's totals equal the sum of the orders shown in its table", async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/financial/salesDashboard');
  const months = page.getByRole('table', { name: 'Vendas por mês' });
  await expect(months.locator('tbody tr')).toHaveCount(12, { timeout: 20_000 });
  const total = cents(await figure(page, 'Total vendido'));
  const orders = Number((await figure(page, 'Pedidos')).replace(/\./g, ''));
  expect(total).toBeGreaterThan(0);
  expect((await column(months, 1)).reduce((s, t) => s + Number(t.replace(/\./g, '')), 0)).toBe(orders);
  expect((await column(months, 2)).reduce((s, t) => s + cents(t), 0)).toBe(total);
  const regions = page.getByRole('table', { name: 'Vendas por região' });
  expect((await column(regions, 2)).reduce((s, t) => s + cents(t), 0)).toBe(total);
  await expect(page.getByRole('img', { name: /^Vendas por mês: / })).toBeVisible();
  await shot(page, 'sales-dashboard-admin');

  // One region: its table holds that region alone, and the total follows.
  await page.getByLabel('Região', { exact: true }).selectOption('SUDESTE');
  await expect(regions.locator('tbody tr')).toHaveCount(1);
  await expect(regions.getByRole('rowheader', { name: 'Sudeste' })).toBeVisible();
  const sudeste = cents(await figure(page, 'Total vendido'));
  expect(sudeste).toBe(cents((await column(regions, 2))[0]!));
  expect(sudeste).toBeLessThanOrEqual(total);
});

test("vendedor's dashboard shows only his figures", async ({ page }) => {
  await loginAndWaitShell(page, 'vendedor');
  await page.goto('/financial/salesDashboard');
  const reps = page.getByRole('table', { name: 'Vendas por representante' });
  await expect(reps.locator('tbody tr')).toHaveCount(1, { timeout: 20_000 });
  await expect(reps.getByRole('rowheader', { name: 'Carlos Vendedor' })).toBeVisible();
  expect(cents((await column(reps, 2))[0]!)).toBe(cents(await figure(page, 'Total vendido')));
  await shot(page, 'sales-dashboard-vendedor');
});
