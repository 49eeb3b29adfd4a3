import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndWaitShell, pageGqlData, shot, signedIn, toast } from './helpers';

/** The approver answers the order's pending items from its approval page: `decide` by product code. */
async function answer(
  page: Page,
  orderId: string,
  decide: (code: string, n: number) => 'Aprovar' | 'Devolver',
) {
  await page.goto(`/sales/orders/approval/workflow/${orderId}`);
  const groups = page.getByRole('group', { name: /^Decisão sobre / });
  await expect(groups.first()).toBeVisible();
  const count = await groups.count();
  for (let n = 0; n < count; n++) {
    const group = groups.nth(n);
    const code = ((await group.getAttribute('aria-label')) ?? '').replace('Decisão sobre ', '');
    await group.getByRole('button', { name: decide(code, n) }).click();
  }
  await page.getByRole('button', { name: 'APROVAR ITENS' }).click();
  await expect(toast(page, 'Resposta registrada')).toBeVisible({ timeout: 15_000 });
}

test('an approved negotiation becomes an order, approved item by item, corrected, invoiced and cloned', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'vendedor');
  // An approved deal of three items, as the demo book makes them (other specs approve deals of
  // their own, with other items, at the same time).
  const { negotiations } = await pageGqlData<{ negotiations: { rows: { id: string; itemCount: number }[] } }>(
    page,
    `{ negotiations(input: { pageSize: 20, filters: [{ key: "status", values: ["APPROVED"] }, { key: "blocked", values: ["false"] }] }) { rows { id itemCount } } }`,
  );
  const deal = negotiations.rows.find((n) => n.itemCount === 3);
  expect(deal, 'an approved deal of three items').toBeDefined();
  // vendedor turns his approved negotiation into an order, at its negotiated quantities and prices.
  await page.goto(`/sales/negotiations/view/${deal!.id}`);
  await page.getByRole('button', { name: 'GERAR PEDIDO' }).click();
  const dialog = page.getByRole('dialog');
  // The deal's payment condition comes filled when it has one (another test's deal may not).
  await dialog.getByRole('textbox', { name: /^Condição de pagamento/ }).fill('30/60/90 dias');
  await dialog
    .getByRole('textbox', { name: /^Ordem de compra do cliente/ })
    .fill(`OC-E2E-${Date.now() % 1e8}`);
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page).toHaveURL(/\/sales\/orders\/view\/\d+$/);
  const orderId = page.url().split('/').at(-1)!;
  const number = `PED-${orderId.padStart(6, '0')}`;
  const items = page.locator('.child-list');
  await expect(items.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Pedido enviado para aprovação')).toBeVisible();
  await shot(page, 'order-page');

  // aprovador approves two items and returns the last one.
  const aprovador = await signedIn(browser, 'aprovador');
  await aprovador.page.goto('/sales/orders/approval');
  await expect(
    aprovador.page.getByRole('region', { name: 'Pedidos aguardando aprovação' }).getByText(number),
  ).toBeVisible();
  await shot(aprovador.page, 'order-approval-list');
  let returned = '';
  await answer(aprovador.page, orderId, (code, n) => (n === 2 ? ((returned = code), 'Devolver') : 'Aprovar'));

  // vendedor corrects the returned item and sends the order again.
  await page.reload();
  await expect(page.getByText('Devolvido para correção').first()).toBeVisible();
  await items.getByRole('button', { name: `Editar item ${returned}` }).click();
  const editor = page.getByRole('form', { name: `Editar item ${returned}` });
  await editor.getByRole('textbox', { name: /^Quantidade/ }).fill('1');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(editor).toHaveCount(0);
  await page.getByRole('button', { name: 'REENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Pedido enviado para aprovação')).toBeVisible();

  // aprovador approves it: the order is approved and has its ERP number.
  await answer(aprovador.page, orderId, () => 'Aprovar');
  await aprovador.page.goto(`/sales/orders/approval/workflow/${orderId}`);
  await expect(
    aprovador.page.getByRole('heading', { name: new RegExp(`Aprovação do pedido ${number}`) }),
  ).toBeVisible();
  await shot(aprovador.page, 'order-approval');
  await aprovador.close();
  await page.goto(`/sales/orders/view/${orderId}`);
  await expect(page.getByText('Aprovado', { exact: true }).first()).toBeVisible();
  const totals = page.getByRole('region', { name: 'Totais do pedido' });
  await expect(totals).toContainText(`PV${orderId.padStart(8, '0')}`);

  // Invoiced partially (the first item only), then in full.
  const invoice = page.getByRole('region', { name: 'Faturamento' });
  const quantities = invoice.getByRole('spinbutton');
  await expect(quantities).toHaveCount(3);
  const ordered = await invoice.locator('tbody tr td:nth-child(2)').allInnerTexts();
  await quantities.nth(0).fill(ordered[0]!);
  await invoice.getByRole('button', { name: 'ATUALIZAR FATURAMENTO' }).click();
  await expect(toast(page, 'Quantidade faturada atualizada')).toBeVisible();
  await expect(page.getByText('Faturado parcialmente').first()).toBeVisible();
  for (const [n, q] of ordered.entries()) await quantities.nth(n).fill(q);
  await invoice.getByRole('button', { name: 'ATUALIZAR FATURAMENTO' }).click();
  await expect(page.getByText('Faturado', { exact: true }).first()).toBeVisible();
  await shot(page, 'order-invoiced');

  // Cloned into a new draft.
  await page.getByRole('button', { name: 'CLONAR' }).click();
  await expect(toast(page, 'Pedido clonado: PED-')).toBeVisible();
  await expect(page).toHaveURL(/\/sales\/orders\/edit\/\d+$/);
  expect(page.url()).not.toMatch(new RegExp(`/${orderId}$`));
  await page.goto('/sales/orders');
  await expect(page.getByText(number).first()).toBeVisible();
  await shot(page, 'orders-list');
});

test('the order grid past 10,000 orders says its total is an estimate, reads the next and previous pages from its cursors, and its last page holds the oldest', async ({
  browser,
}) => {
  // Two users and seven pages of a large list.
  test.slow();
  // admin sees every order of the demo book (about 20,000); vendedor his own, counted exactly.
  const admin = await signedIn(browser, 'admin');
  const page = admin.page;
  await page.goto('/sales/orders');
  const range = page.locator('.grid-range');
  await expect(range).toHaveText(/^1–10 de cerca de [\d.]+$/, { timeout: 30_000 });
  await expect(range).toHaveAttribute('title', /^Total estimado/);
  await expect(page.locator('.grid-page-number')).toHaveText(/^Página 1 de cerca de [\d.]+$/);
  await shot(page, 'orders-list-estimated');
  // Oldest first (orders other tests make meanwhile land at the end): the next and the previous
  // pages are read from the cursors of the page shown, kept in the address, and hold what the same
  // pages by offset hold.
  await page.goto('/sales/orders?orderBy=orderNumber&sort=ASC');
  const shown = async () =>
    (await page.getByText(/^PED-\d{6}$/).allTextContents()).map((n) => Number(n.slice(4)));
  const byOffset = async (n: number) =>
    (
      await pageGqlData<{ orders: { rows: { id: string }[] } }>(
        page,
        'query($input: ListInput) { orders(input: $input) { rows { id } } }',
        { input: { page: n, orderBy: 'orderNumber', sort: 'ASC' } },
      )
    ).orders.rows.map((r) => Number(r.id));
  const pageNumber = page.locator('.grid-page-number');
  await expect(pageNumber).toHaveText(/^Página 1 de/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(pageNumber).toHaveText(/^Página 2 de/);
  await expect(page).toHaveURL(/[?&]after=/);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(pageNumber).toHaveText(/^Página 3 de/);
  await expect.poll(shown).toEqual(await byOffset(3));
  await page.getByRole('button', { name: 'Página anterior' }).click();
  await expect(page).toHaveURL(/[?&]before=/);
  await expect.poll(shown).toEqual(await byOffset(2));
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page).not.toHaveURL(/[?&](after|before)=/);
  await page.goto('/sales/orders');
  await expect(range).toHaveText(/^1–10 de cerca de [\d.]+$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Última página' }).click();
  await expect(page.getByRole('button', { name: 'Próxima página' })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByText(/^PED-\d{6}$/).first()).toBeVisible();
  const numbers = (await page.getByText(/^PED-\d{6}$/).allTextContents()).map((n) => Number(n.slice(4)));
  // The oldest order of all, as the grid sorted by number the other way begins.
  const oldest = await pageGqlData<{ orders: { rows: { id: string }[] } }>(
    page,
    'query($input: ListInput) { orders(input: $input) { rows { id } } }',
    { input: { pageSize: 1, orderBy: 'orderNumber', sort: 'ASC' } },
  );
  expect(Math.min(...numbers)).toBe(Number(oldest.orders.rows[0]!.id));
  await shot(page, 'orders-list-estimated-last-page');
  await admin.close();
  const vendedor = await signedIn(browser, 'vendedor');
  await vendedor.page.goto('/sales/orders');
  await expect(vendedor.page.locator('.grid-range')).toHaveText(/^1–10 de [\d.]+$/, { timeout: 30_000 });
  await vendedor.close();
});
