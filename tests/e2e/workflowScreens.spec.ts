import { expect, test, type Page } from './fixtures';
import { loginAndWaitShell, pageGqlData, shot } from './helpers';

// One fresh database per run, shared by every spec: this one starts its own customer-registration
// execution, for a pre-registration of its own (the seed's own is approved by workflows.spec.ts).
test.describe.configure({ mode: 'serial', timeout: 90_000 });
const left = (page: Page) => page.locator('.bp6-table-quadrant-left');
const BASE = '/administrative/registerAux/approvalMode';
// The customer whose registration execution the second test starts, as the task panel names it.
const customerName = 'Telas de Workflow Ltda (11.222.333/0091-38)';

test('approval modes: create (a role or approvers), edit, open its workflow, inactivate', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto(BASE);
  await expect(page.getByRole('heading', { name: 'Modo de Aprovação', exact: true })).toBeVisible();
  // The demo book's modes: the negotiation approvals' three levels.
  await expect(page.getByText('NEG_GERENTE').first()).toBeVisible();

  await page.getByRole('button', { name: 'Incluir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo modo de aprovação' });
  await dialog.getByLabel('Código').fill('GR');
  await dialog.getByLabel('Descrição').fill('Gerentes regionais');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('Informe um papel ou ao menos um aprovador')).toBeVisible();
  for (const name of ['Ana Aprovadora', 'Beatriz Financeiro']) {
    await dialog.getByRole('textbox', { name: 'Incluir aprovador' }).fill(name);
    await page.getByRole('menuitem', { name }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Aprovadores' })).toContainText('Beatriz Financeiro');
  await shot(page, 'approval-mode-dialog');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  const grid = page.getByRole('region', { name: 'Modos de aprovação' });
  await expect(grid.getByText('Ana Aprovadora, Beatriz Financeiro')).toBeVisible();
  // The new mode alone in the list, before the demo book's.
  await page.goto(`${BASE}?q=${encodeURIComponent('Gerentes regionais')}`);
  await expect(grid.getByText('Ana Aprovadora, Beatriz Financeiro')).toBeVisible();
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1');

  await left(page).getByRole('button', { name: 'Editar' }).first().click();
  const edit = page.getByRole('dialog', { name: 'Editar modo de aprovação' });
  await edit.getByLabel('Papel').click();
  await page.getByRole('option', { name: 'Diretoria' }).click();
  await edit.getByRole('button', { name: 'SALVAR' }).click();
  await expect(grid.getByText('Diretoria')).toBeVisible();
  await shot(page, 'approval-modes-list');

  await left(page).getByRole('button', { name: 'Workflow' }).first().click();
  await expect(page).toHaveURL(/approvalMode\/workflow\/\d+$/);
  await page.getByRole('button', { name: 'Iniciar fluxo de trabalho' }).click();
  await expect(page.getByText('Fluxo de trabalho iniciado')).toBeVisible();
  await expect(page.getByText('Aprovação do modo de aprovação').first()).toBeVisible();
  // The mode itself above its workflow.
  await expect(page.getByRole('heading', { name: /Gerentes regionais/ })).toBeVisible();
  await shot(page, 'approval-mode-workflow');

  await page.getByRole('button', { name: 'VOLTAR' }).click();
  await left(page).getByRole('button', { name: 'Inativar' }).first().click();
  await expect(grid.getByText('Inativo')).toBeVisible();
});

test('manager assume and leave, transfer, agree, deactivate, presidency answer', async ({
  page,
  browser,
}) => {
  const requester = await browser.newContext();
  const vendedor = await requester.newPage();
  await loginAndWaitShell(vendedor, 'vendedor');
  // A real pre-registration of vendedor's (branch 0091 of his matrix; no seed uses it): saving it
  // starts its customer-registration execution.
  const started = await vendedor.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('balcao:session') ?? '{}').accessToken;
    const gql = async (query: string, variables: object) => {
      const res = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()).data;
    };
    const cnpj = '11222333009138';
    const found = await gql('query($c: String!) { customerCnpjLookup(cnpj: $c) { matrix { id } } }', {
      c: cnpj,
    });
    const saved = await gql(
      'mutation($input: CustomerInput!) { saveCustomer(input: $input) { id executionWorkflowId } }',
      {
        input: {
          personType: 'PJ',
          companyId: found.customerCnpjLookup.matrix.id,
          cnpj,
          corporateName: 'Telas de Workflow Ltda',
          shortName: 'Telas Workflow',
        },
      },
    );
    return saved.saveCustomer as { id: string; executionWorkflowId: string };
  });
  await requester.close();
  const execution = `/administrative/taskPanelList/workflow/${started.executionWorkflowId}`;

  const other = await browser.newContext();
  const aprovador = await other.newPage();
  await loginAndWaitShell(aprovador, 'aprovador');
  await aprovador.goto(execution);
  await aprovador.getByRole('button', { name: 'Assumir tarefa' }).click();
  await expect(aprovador.getByText('Responsável: Ana Aprovadora')).toBeVisible();

  await loginAndWaitShell(page, 'admin');
  await page.goto(execution);
  await page.getByRole('button', { name: 'Assumir como gestor' }).click();
  await expect(page.getByText('Responsável: Administrador do Sistema')).toBeVisible();
  await page.getByRole('button', { name: 'Devolver tarefa' }).click();
  await expect(page.getByText('Responsável: Ana Aprovadora')).toBeVisible();

  await page.goto('/administrative/transferTasks');
  await page.getByLabel('De (usuário com tarefas)').selectOption({ label: 'Ana Aprovadora (1 tarefa)' });
  await page.getByLabel('Para').fill('administ');
  await page.getByRole('menuitem', { name: 'Administrador do Sistema' }).click();
  await shot(page, 'transfer-tasks');
  await page.getByRole('button', { name: 'Transferir' }).click();
  await expect(page.getByText('Tarefas transferidas com sucesso')).toBeVisible();

  // aprovador still holds the role and is no longer the assignee: he may agree, once.
  await aprovador.reload();
  await expect(aprovador.getByText('Responsável: Administrador do Sistema')).toBeVisible();
  await aprovador.getByRole('button', { name: 'Concordar' }).click();
  await expect(aprovador.getByRole('button', { name: 'Concordar' })).toHaveCount(0);
  await other.close();

  await page.goto(execution);
  await page.getByRole('button', { name: 'Inativar fluxo' }).click();
  await page.getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('Inativado', { exact: true })).toBeVisible();
  await shot(page, 'workflow-deactivated');

  // The first test's approval mode (beside the demo book's): its execution waits for an APPROVER;
  // admin answers it as presidency.
  const { approvalModes } = await pageGqlData<{
    approvalModes: { rows: { id: string; approverCode: string }[] };
  }>(page, '{ approvalModes(input: { q: "Gerentes regionais" }) { rows { id approverCode } } }');
  const mode = approvalModes.rows.find((r) => r.approverCode === 'GR')!;
  await page.goto(`${BASE}/workflow/${mode.id}`);
  await page.getByRole('button', { name: 'Aprovado (presidência)' }).click();
  await expect(page.getByText('Resposta registrada')).toBeVisible();
  await expect(page.getByText('Concluído', { exact: true })).toBeVisible();
});

test('situations, action titles, and the task panel filtered by deadline status', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/statusRegister');
  await page.getByRole('button', { name: 'Incluir' }).click();
  await page.getByRole('dialog', { name: 'Nova situação' }).getByLabel('Nome').fill('Em revisão');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Situações' }).getByText('Em revisão')).toBeVisible();

  await page.goto('/administrative/titleAction');
  await page.getByRole('button', { name: 'Incluir' }).click();
  const title = page.getByRole('dialog', { name: 'Novo título de ação' });
  await title.getByRole('textbox', { name: 'Título (obrigatório)' }).fill('Revisão');
  await title.getByRole('textbox', { name: 'Alias (obrigatório)' }).fill('REVISAO');
  await title.getByRole('button', { name: 'SALVAR' }).click();
  await page.getByRole('button', { name: 'FECHAR', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Títulos de ação' }).getByText('REVISAO')).toBeVisible();

  // admin held the deactivated customer task and answered the approval mode's: what stays open is
  // the board's own (the demo's company change).
  await page.goto('/administrative/taskPanelList');
  const grid = page.getByRole('region', { name: 'Painel de Tarefas' });
  await expect(grid.getByText('Alteração cadastral de empresa').first()).toBeVisible();
  await expect(grid.getByText(customerName)).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByLabel('Situação do prazo').selectOption({ label: 'Não concluída' });
  const cells = grid.locator('.bp6-table-cell');
  await expect(cells.getByText(customerName)).toBeVisible();
  await expect(cells.getByText('Não concluída').first()).toBeVisible();
  await shot(page, 'task-panel-deadline-filter');
  await page.getByLabel('Situação do prazo').selectOption({ label: 'Concluída' });
  // admin answered many tasks in the run: the approval mode's is found by its workflow's name.
  const search = grid.getByRole('searchbox', { name: 'Pesquisar' });
  await search.fill('Modo de Aprovação');
  await expect(cells.getByText('Modo de Aprovação').first()).toBeVisible();
  await expect(cells.getByText(customerName)).toHaveCount(0);
  await search.fill('');
  await page.getByLabel('Situação do prazo').selectOption({ label: 'Atrasada' });
  await expect(grid.getByText('Nenhuma tarefa nesta situação.')).toBeVisible();
});

test('alçadas: a value range routes approver tasks to an approval mode; a bad range shows on its field', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto(BASE);
  await page.getByRole('button', { name: 'Incluir' }).click();
  const mode = page.getByRole('dialog', { name: 'Novo modo de aprovação' });
  await mode.getByLabel('Código').fill('DIRETORIA');
  await mode.getByLabel('Descrição').fill('Diretoria comercial');
  await mode.getByLabel('Papel').click();
  await page.getByRole('option', { name: 'Diretoria' }).click();
  await mode.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();

  await page.goto('/administrative/workflowPanel');
  await left(page).getByRole('button', { name: 'Editar' }).first().click();
  const panel = page.getByRole('region', { name: 'Alçadas' });
  await expect(panel.getByText('Nenhuma alçada cadastrada.')).toBeVisible();
  await panel.getByRole('button', { name: 'Incluir alçada' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova alçada' });
  await dialog.getByRole('textbox', { name: /Descrição/ }).fill('Acima de R$ 50.000,00');
  await dialog.getByRole('textbox', { name: /Valor mínimo/ }).fill('5000000');
  await expect(dialog.getByRole('textbox', { name: /Valor mínimo/ })).toHaveValue('50.000,00');
  await dialog.getByRole('textbox', { name: /Valor máximo/ }).fill('100');
  await dialog.getByLabel('Modo de aprovação').click();
  await page.getByRole('option', { name: 'DIRETORIA — Diretoria comercial' }).click();
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('O valor máximo deve ser maior ou igual ao valor mínimo')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Valor máximo/ }).fill('');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  const table = panel.getByRole('table', { name: 'Alçadas do workflow' });
  await expect(table).toContainText('R$ 50.000,00');
  await expect(table).toContainText('sem máximo');
  await expect(table).toContainText('DIRETORIA — Diretoria comercial');
  await panel.scrollIntoViewIfNeeded();
  await shot(page, 'workflow-jurisdictions');

  await panel.getByRole('button', { name: 'Excluir alçada Acima de R$ 50.000,00' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('Exclusão realizada com sucesso!')).toBeVisible();
  await expect(panel.getByText('Nenhuma alçada cadastrada.')).toBeVisible();
});
