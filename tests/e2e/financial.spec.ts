import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  apiData,
  apiToken,
  chooseCustomer,
  field,
  loginAndWaitShell,
  menuPaths,
  negotiationDraft,
  openScreenAs,
  openTaskFromPanel,
  pageGqlData,
  pricedProducts,
  shot,
  toast,
} from './helpers';

/** Picks `option` in a select field (a combobox while short, a filterable list when long). */
async function choose(page: Page, name: RegExp, option: string) {
  await page.getByRole('combobox', { name }).or(page.getByRole('button', { name })).first().click();
  const filter = page.getByRole('textbox', { name: /^Filtrar / });
  if (await filter.isVisible()) await filter.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('financeiro creates a budget and its schedule, spends from it, and sees the movement in its history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Verba E2E ${Date.now()}`;
  await openScreenAs(page, 'financeiro', '/financial/sums/budget', 'Verbas');
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await field(page, 'Descrição').fill(name);
  await choose(page, /^Categoria/, 'Ações de loja');
  await field(page, 'Valor').fill('250000');
  await expect(field(page, 'Valor')).toHaveValue('2.500,00');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/financial\/sums\/budget\/edit\/\d+$/);
  const budgetPath = page.url().replace('/edit/', '/view/');

  // Its schedule: the end before the start is told on its field.
  await page.getByRole('button', { name: 'Incluir programação' }).click();
  const schedule = page.getByRole('form', { name: 'Nova programação' });
  await field(schedule, 'Descrição').fill('Apuração do 1º trimestre');
  await field(schedule, 'Início do período').fill('31032026');
  await field(schedule, 'Fim do período').fill('01012026');
  await field(schedule, 'Data de apuração').fill('10042026');
  await field(schedule, 'Valor previsto').fill('80000');
  await schedule.getByRole('button', { name: 'SALVAR' }).click();
  await expect(schedule.getByText('Data final deve ser posterior a data inicial')).toBeVisible();
  await field(schedule, 'Início do período').fill('01012026');
  await field(schedule, 'Fim do período').fill('31032026');
  await schedule.getByRole('button', { name: 'SALVAR' }).click();
  await expect(schedule).toHaveCount(0);
  const schedules = page.getByRole('table', { name: 'Programações de Apuração' });
  await expect(schedules.getByRole('cell', { name: 'Apuração do 1º trimestre', exact: true })).toBeVisible();
  await expect(schedules.getByRole('cell', { name: 'R$ 800,00', exact: true })).toBeVisible();

  // A spend above the balance is refused on its value; one within it moves the balance.
  await page.getByRole('button', { name: 'Incluir movimento' }).click();
  const movement = page.getByRole('form', { name: 'Novo movimento' });
  await choose(page, /^Tipo/, 'Consumo');
  await field(movement, 'Valor').fill('300000');
  await movement.getByRole('button', { name: 'SALVAR' }).click();
  await expect(movement.getByText('Saldo insuficiente na verba (saldo: R$ 2.500,00)')).toBeVisible();
  await field(movement, 'Valor').fill('75050');
  await field(movement, 'Descrição').fill('Vitrine de Natal');
  await movement.getByRole('button', { name: 'SALVAR' }).click();
  await expect(movement).toHaveCount(0);
  const movements = page.getByRole('table', { name: 'Movimentos' });
  await expect(movements.getByRole('cell', { name: 'R$ 1.749,50', exact: true })).toBeVisible();
  await shot(page, 'financial-budget');

  // The budget's history holds the movement.
  await page.goto(budgetPath);
  await page.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(page.getByRole('heading', { name: /^Histórico: VRB-\d{6}/ })).toBeVisible();
  await expect(page.getByText('Consumo de R$ 750,50: Vitrine de Natal')).toBeVisible();
  await shot(page, 'financial-budget-history');

  // The balances: by category, with the chart and its table beside it.
  await page.goto('/financial/balanceFunds');
  await expect(page.getByRole('heading', { name: 'Saldo de Verbas', exact: true })).toBeVisible();
  const balances = page.getByRole('table', { name: 'Saldo de Verbas' });
  await expect(balances.getByRole('cell', { name: 'Ações de loja', exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Saldo por categoria: / })).toBeVisible();
  await page.getByLabel('Agrupar por').selectOption('month');
  await expect(balances.getByRole('columnheader', { name: 'Mês' })).toBeVisible();
  await shot(page, 'financial-balance-funds');
});

test('a VPC request with two NDs above its value is refused, corrected, sent and approved by the approver', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await loginAndWaitShell(page, 'financeiro');
  // Two NDs of its own, against one of a customer's invoiced orders.
  const { orders } = await pageGqlData<{
    orders: { rows: { id: string; customerId: string; corporateName: string }[] };
  }>(
    page,
    `{ orders(input: { pageSize: 1, filters: [{ key: "status", values: ["INVOICED"] }] }) { rows { id customerId corporateName } } }`,
  );
  const order = orders.rows[0]!;
  const nd = async (value: string) =>
    (
      await pageGqlData<{ createDebitNote: { code: string } }>(
        page,
        `mutation($input: DebitNoteInput!) { createDebitNote(input: $input) { code } }`,
        { input: { orderId: order.id, issueDate: '2026-03-05', value, description: 'ND do E2E' } },
      )
    ).createDebitNote.code;
  const codes = [await nd('700.00'), await nd('450.25')];

  // The customer's ND list holds them.
  await page.goto(`/financial/debitNotes?f.customerId=${order.customerId}`);
  const notes = page.getByRole('region', { name: 'Notas de Débito' });
  for (const code of codes) await expect(notes.getByText(code, { exact: true })).toBeVisible();
  await shot(page, 'financial-debit-notes');

  await page.goto('/financial/vpc');
  await expect(page.getByRole('heading', { name: 'Solicitações de VPC', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  await chooseCustomer(page, order.corporateName, order.corporateName);
  await field(page, 'Valor da solicitação').fill('100000');
  await field(page, 'Início do período').fill('01032026');
  await field(page, 'Fim do período').fill('31032026');
  for (const code of codes) {
    await field(page, 'Código da ND').fill(code);
    await page.getByRole('button', { name: 'VALIDAR ND' }).click();
    await expect(page.getByRole('list', { name: 'NDs' }).getByText(new RegExp(`^${code} \\(`))).toBeVisible();
    // The lookup starts empty again once an ND is added.
    await expect(field(page, 'Código da ND')).toHaveValue('');
  }
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('O valor da solicitação do VPC é menor que o valor das NDs')).toBeVisible();
  await shot(page, 'financial-vpc-refused');
  await field(page, 'Valor da solicitação').fill('120000');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/financial\/vpc\/edit\/\d+$/);
  const number = (await page.getByRole('heading', { level: 1 }).first().textContent())!.match(
    /VPC-\d{6}/,
  )![0];
  // Sent from its page.
  await page.goto(page.url().replace('/edit/', '/view/'));
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Solicitação de VPC enviada para aprovação')).toBeVisible();
  await expect(page.getByText('Em aprovação', { exact: true }).first()).toBeVisible();

  // aprovador approves it from his task panel.
  // The newest VPC approval task: no other spec makes one.
  const { page: approver, close } = await openTaskFromPanel(
    browser,
    'aprovador',
    'Aprovação de VPC',
    'Aprovação da solicitação de VPC',
  );
  await expect(approver.getByRole('heading', { name: new RegExp(number) })).toBeVisible();
  await shot(approver, 'financial-vpc-approval');
  await approver.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(approver.getByText('Concluído', { exact: true })).toBeVisible();
  await close();

  await page.reload();
  await expect(page.getByText('Aprovada', { exact: true }).first()).toBeVisible();

  // Its cost, on its customer's line for March 2026.
  await page.goto('/financial/custVpc');
  await expect(page.getByRole('heading', { name: 'Custo VPC', exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: order.corporateName }).filter({ hasText: '03/2026' });
  await expect(row).toContainText('R$ 1.200,00');
  await shot(page, 'financial-vpc-cost');
});

test('vendedor’s negotiation spends from the budget financeiro made: approved, its movement in the budget’s history', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const [fin, apr] = [await apiToken(request, 'financeiro'), await apiToken(request, 'aprovador')];
  const { createBudget: budget } = await apiData<{ createBudget: { id: string; code: string } }>(
    request,
    'mutation($input: BudgetInput!) { createBudget(input: $input) { id code } }',
    { input: { description: `Verba da negociação ${stamp}`, category: 'BONUS', value: '10000.00' } },
    fin,
  );

  // vendedor's deal names it, with the value it spends; he sends it to approval from its page.
  await loginAndWaitShell(page, 'vendedor');
  const deal = await negotiationDraft(page, {
    input: {
      typeOfFunds: 'VERBA_COMERCIAL',
      typeOfPayment: 'BOLETO',
      reason: 'Ação de vitrine com verba',
      firstPeriod: '2026-11-01',
      lastPeriod: '2026-12-31',
      destinationState: 'SP',
      valueBudget: '2500.00',
      budgetId: budget.id,
    },
    codes: ['P00001'],
    quantity: 1,
  });
  await page.goto(`/sales/negotiations/view/${deal.id}`);
  await expect(page.getByText(`${budget.code}: Verba da negociação ${stamp}`)).toBeVisible();
  await page.getByRole('button', { name: 'ENVIAR PARA APROVAÇÃO' }).click();
  await expect(toast(page, 'Negociação enviada para aprovação: Gerente regional')).toBeVisible();
  await shot(page, 'financial-negotiation-budget');

  // aprovador approves it: its value is spent from the budget.
  const { workflowContext } = await apiData<{
    workflowContext: {
      executionWorkflowId: string;
      currentStepId: string;
      actions: { id: string; name: string }[];
    };
  }>(
    request,
    `query($id: String!) { workflowContext(registerId: $id, workflowTypeCode: "APROVACAO_NEGOCIACAO") {
       executionWorkflowId currentStepId actions { id name } } }`,
    { id: deal.id },
    apr,
  );
  await apiData(
    request,
    'mutation($input: AnswerWorkflowInput!) { answerWorkflowTask(input: $input) { executionWorkflowId } }',
    {
      input: {
        executionWorkflowId: workflowContext.executionWorkflowId,
        stepId: workflowContext.currentStepId,
        actionId: workflowContext.actions.find((a) => a.name === 'Aprovado')!.id,
      },
    },
    apr,
  );

  // financeiro reads the spend in the budget's movements and history.
  const finance = await browser.newContext();
  const fp = await finance.newPage();
  await loginAndWaitShell(fp, 'financeiro');
  await fp.goto(`/financial/sums/budget/view/${budget.id}`);
  const movements = fp.getByRole('table', { name: 'Movimentos' });
  // The budget's page reads its parts after its record: give them the time a loaded machine takes.
  await expect(movements.getByRole('cell', { name: deal.negotiationNumber, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(movements.getByRole('cell', { name: 'R$ 7.500,00', exact: true })).toBeVisible();
  await fp.getByRole('button', { name: 'HISTÓRICO' }).click();
  await expect(
    fp.getByText(`Consumo de R$ 2.500,00 (${deal.negotiationNumber}): Aprovação de negociação`),
  ).toBeVisible();
  await shot(fp, 'financial-negotiation-budget-history');
  await finance.close();
});

test('financeiro adds a financial alçada, prices a budget and simulates, and finds her tasks at /financial/tasks', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAndWaitShell(page, 'financeiro');
  // Her queue: the VPC request aprovador returned to her, and nothing of other workflows.
  await page.goto('/financial/tasks');
  await expect(page.getByRole('heading', { name: 'Tarefas do Financeiro', exact: true })).toBeVisible();
  const tasks = page.getByRole('region', { name: 'Tarefas do Financeiro' });
  await expect(tasks.getByText('Aprovação de VPC').first()).toBeVisible();
  await shot(page, 'financial-tasks');

  // The financial alçadas: the VPC ones; one more above them, a range of its own.
  await page.goto('/financial/jurisdiction');
  const alcadas = page.getByRole('region', { name: 'Alçadas' });
  await expect(alcadas.getByText('VPC: gerente regional', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Incluir', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, /^Workflow/, 'Aprovação de VPC');
  const description = `VPC: presidência ${Date.now()}`;
  await field(dialog, 'Descrição').fill(description);
  await field(dialog, 'Valor mínimo').fill('10000');
  await choose(page, /^Modo de aprovação/, 'VPC_DIRETORIA — VPC: diretoria');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(
    dialog.getByText('A faixa de valores se sobrepõe a outra alçada deste workflow'),
  ).toBeVisible();
  const min = 600_000_00 + (Date.now() % 1_000_000) * 1000;
  await field(dialog, 'Valor mínimo').fill(String(min));
  await field(dialog, 'Valor máximo').fill(String(min + 99_999));
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(toast(page, 'Inclusão efetuada com sucesso')).toBeVisible();
  await expect(alcadas.getByText(description, { exact: true })).toBeVisible();
  await shot(page, 'financial-jurisdiction');

  // A budget's prices and their simulation, on its page.
  const { budgets } = await pageGqlData<{ budgets: { rows: { id: string }[] } }>(
    page,
    `{ budgets(input: { q: "Bonificação de fim de ano", pageSize: 1 }) { rows { id } } }`,
  );
  await page.goto(`/financial/sums/budget/view/${budgets.rows[0]!.id}`);
  const prices = page.getByRole('table', { name: 'Preços de orçamento' });
  await expect(prices.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  const simulation = page.getByLabel('Simulação de preços');
  await field(simulation, 'Produto').fill('P00002');
  await page
    .getByRole('menu', { name: 'Produtos encontrados' })
    .getByText(/^P00002/)
    .first()
    .click();
  await field(simulation, 'Quantidade').fill('4');
  await field(simulation, 'Preço').fill('125000');
  await field(simulation, 'VPC \\(%\\)').fill('250');
  await field(simulation, 'FAN \\(%\\)').fill('100');
  await simulation.getByRole('button', { name: 'SIMULAR' }).click();
  const simulated = page.getByRole('table', { name: 'Preços simulados' });
  await expect(simulated.getByRole('cell', { name: 'R$ 5.000,00', exact: true }).first()).toBeVisible();
  await expect(simulated.getByRole('cell', { name: 'R$ 175,00', exact: true }).first()).toBeVisible();
  await expect(page.getByText('A verba cobre a simulação')).toBeVisible();
  await page.getByText('A verba cobre a simulação').scrollIntoViewIfNeeded();
  await shot(page, 'financial-price-simulation');
});

test('vendedor simulates prices on their own screen, against his customer’s price table', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'vendedor');
  expect(await menuPaths(page)).toContain('/financial/priceSimulation');
  const { customer, priced } = await pricedProducts(page, 1);
  const [product] = priced;
  await page.goto('/financial/priceSimulation');
  await expect(page.getByRole('heading', { name: 'Simulação de Preço', exact: true })).toBeVisible();
  // He reads no budgets: the simulation compares with his customer's table only.
  await expect(page.getByRole('combobox', { name: 'Verba' })).toHaveCount(0);
  // Found by his CNPJ or CPF: names repeat among the demo book's customers.
  await chooseCustomer(page, (customer.cnpj ?? customer.cpf)!, customer.corporateName);
  const simulation = page.getByLabel('Simulação de preços');
  await field(simulation, 'Produto').fill(product!.productCode);
  await page
    .getByRole('menu', { name: 'Produtos encontrados' })
    .getByText(new RegExp(`^${product!.productCode}`))
    .first()
    .click();
  await field(simulation, 'Quantidade').fill('2');
  await field(simulation, 'Preço').fill(product!.price.replace('.', ''));
  await field(simulation, 'VPC \\(%\\)').fill('200');
  await simulation.getByRole('button', { name: 'SIMULAR' }).click();
  const simulated = page.getByRole('table', { name: 'Preços simulados' });
  const price = `R$ ${Number(product!.price).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`;
  await expect(simulated.getByRole('columnheader', { name: 'Preço de tabela' })).toBeVisible();
  // At the table's own price: no discount, nothing below the floor.
  const cells = simulated.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(2)).toHaveText(price);
  await expect(cells.nth(8)).toHaveText(price);
  await expect(cells.nth(9)).toHaveText('0,00%');
  await expect(page.getByText('A verba cobre a simulação')).toHaveCount(0);
  await shot(page, 'financial-price-simulation-vendedor');
});
