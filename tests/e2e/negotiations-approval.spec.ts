import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndWaitShell, negotiationDraft, shot, signedIn, toast } from './helpers';

const CUSTOMER = 'Comercial Aurora Matriz Ltda';

/**
 * A draft of vendedor's for his customer, written through GraphQL as his page would: the three
 * products at R$ 5.000,00 each (above every table's price), `quantity` units each. Returns its id
 * and number. The browser drives what this file is about: sending, approving, the board.
 */
const draftOf = (page: Page, campaign: string, quantity: number) =>
  negotiationDraft(page, {
    customer: CUSTOMER,
    input: {
      typeOfFunds: 'VPC',
      typeOfPayment: 'BOLETO',
      campaign,
      reason: 'Ação comercial nas lojas',
      firstPeriod: '2026-11-01',
      lastPeriod: '2026-12-31',
      destinationState: 'SP',
    },
    codes: ['P00001', 'P00002', 'P00003'],
    quantity,
  });

/** Drags `card` onto `target` with the mouse, as a user would, in small steps. */
async function drag(page: Page, card: Locator, target: Locator) {
  await card.scrollIntoViewIfNeeded();
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 20, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
}

test('a larger deal climbs to the board, and a still larger one to the presidency, who adjusts and approves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAndWaitShell(page, 'vendedor');
  const stamp = Date.now();
  const board = await draftOf(page, `Diretoria E2E ${stamp}`, 5);
  const top = await draftOf(page, `Presidência E2E ${stamp}`, 20);
  for (const [deal, alcada] of [
    [board, 'Diretoria'],
    [top, 'Presidência'],
  ] as const) {
    await page.goto(`/sales/negotiations/view/${deal.id}`);
    await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
    await expect(toast(page, `Negociação enviada para aprovação: ${alcada}`)).toBeVisible();
  }

  // The board (admin) answers the one in its alçada from the deal's workflow page.
  const admin = await signedIn(browser, 'admin');
  await admin.page.goto(`/sales/negotiations/workflow/${board.id}`);
  await expect(admin.page.getByRole('heading', { name: new RegExp(board.negotiationNumber) })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(admin.page.getByText('Concluído', { exact: true })).toBeVisible();

  // The presidency finds the larger one on its screen, adjusts an item and approves it.
  await admin.page.goto('/sales/presidency');
  const grid = admin.page.getByRole('region', { name: 'Negociações aguardando a presidência' });
  await expect(grid.getByText(top.negotiationNumber)).toBeVisible({ timeout: 20_000 });
  await expect(grid.getByText(board.negotiationNumber)).toHaveCount(0);
  await shot(admin.page, 'presidency-list');
  await admin.page.goto(`/sales/presidency/edit/${top.id}`);
  await expect(
    admin.page.getByRole('heading', { name: `Presidência: ${top.negotiationNumber}` }),
  ).toBeVisible();
  // 3 items × 20 units × R$ 5.000,00 without IPI; the alçada was chosen when it was sent.
  const totals = admin.page.locator('dl[aria-label="Totais da negociação"]');
  await expect(totals).toContainText('R$ 300.000,00');
  const items = admin.page.locator('.child-list');
  await items.getByRole('button', { name: 'Editar item P00001' }).click();
  const editor = admin.page.getByRole('form', { name: 'Editar item P00001' });
  await editor.getByRole('textbox', { name: /^Quantidade/ }).fill('10');
  await editor.getByRole('button', { name: 'SALVAR' }).click();
  await expect(totals).toContainText('R$ 250.000,00');
  await expect(items.getByRole('cell', { name: '10', exact: true })).toBeVisible();
  await shot(admin.page, 'presidency-edit');
  await admin.page.getByRole('button', { name: 'APROVAR' }).click();
  await admin.page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(toast(admin.page, 'Negociação aprovada pela presidência')).toBeVisible();
  await expect(admin.page).toHaveURL(/\/sales\/presidency$/);
  await expect(grid.getByText(top.negotiationNumber)).toHaveCount(0);
  await admin.close();

  // Both are approved and read-only for their representative.
  for (const deal of [board, top]) {
    await page.goto(`/sales/negotiations/view/${deal.id}`);
    await expect(page.getByText('Aprovada', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'EDITAR' })).toHaveCount(0);
  }
});

test('the pipeline board moves a card only along an allowed transition, and says why not', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'vendedor');
  const campaign = `Quadro E2E ${Date.now()}`;
  const deal = await draftOf(page, campaign, 1);
  await page.goto(`/sales/negotiations?q=${encodeURIComponent(campaign)}`);
  await page.getByRole('radio', { name: 'Quadro' }).click();
  const board = page.getByRole('region', { name: 'Quadro de negociações' });
  const column = (name: string) => board.getByRole('region', { name: new RegExp(`^${name}: `) });
  const card = board.getByRole('listitem', { name: new RegExp(deal.negotiationNumber) });
  await expect(column('Rascunho').getByRole('listitem')).toHaveCount(1);
  await expect(column('Rascunho')).toContainText(deal.negotiationNumber);
  await shot(page, 'negotiations-board');

  // Dragged to approval: sent, as its ENVIAR PARA APROVAÇÃO.
  await drag(page, card, column('Em aprovação'));
  await expect(toast(page, 'Negociação enviada para aprovação: Gerente regional')).toBeVisible();
  await expect(column('Em aprovação')).toContainText(deal.negotiationNumber);
  // The approver approves it, not a drag.
  await drag(page, card, column('Aprovada'));
  await expect(board.getByRole('status')).toContainText(
    'A negociação é aprovada pelo aprovador, na tarefa do fluxo de aprovação',
  );
  // From the keyboard: the card's menu; vendedor may not block.
  await board.getByRole('button', { name: `Mover ${deal.negotiationNumber}` }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mover para Bloqueada' }).focus();
  await page.keyboard.press('Enter');
  await expect(board.getByRole('status')).toContainText(
    'Você não tem permissão para bloquear ou desbloquear negociações',
  );
  await expect(column('Em aprovação')).toContainText(deal.negotiationNumber);
  await shot(page, 'negotiations-board-refused');

  // The regional manager blocks it from the keyboard, and unblocks it back to where it stood.
  const manager = await signedIn(browser, 'aprovador');
  await manager.page.goto(`/sales/negotiations?q=${encodeURIComponent(campaign)}`);
  await manager.page.getByRole('radio', { name: 'Quadro' }).click();
  const his = manager.page.getByRole('region', { name: 'Quadro de negociações' });
  const hisColumn = (name: string) => his.getByRole('region', { name: new RegExp(`^${name}: `) });
  const move = async (to: string) => {
    await his.getByRole('button', { name: `Mover ${deal.negotiationNumber}` }).press('Enter');
    await manager.page.getByRole('menuitem', { name: `Mover para ${to}` }).press('Enter');
  };
  await move('Bloqueada');
  await expect(toast(manager.page, 'Negociação bloqueada')).toBeVisible();
  await expect(hisColumn('Bloqueada')).toContainText(deal.negotiationNumber);
  await move('Rascunho');
  await expect(his.getByRole('status')).toContainText(
    'Uma negociação bloqueada volta para Em aprovação ao ser desbloqueada: solte-a nessa coluna',
  );
  await move('Em aprovação');
  await expect(toast(manager.page, 'Negociação desbloqueada')).toBeVisible();
  await expect(hisColumn('Em aprovação')).toContainText(deal.negotiationNumber);
  await manager.close();
});
