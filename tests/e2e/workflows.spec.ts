import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndWaitShell, openFirstTask, openListAs, pageGqlData, shot } from './helpers';

// The demo seed leaves aprovador a customer registration of vendedor's to approve (demoWork.seed.ts).
type Task = { registerId: string; registerName: string; workflowTitle: string };
const seededRegistration = async (page: Page) => {
  const { tasks } = await pageGqlData<{ tasks: { rows: Task[] } }>(
    page,
    '{ tasks(scope: MINE, input: { pageSize: 100, orderBy: "openedAt", sort: ASC }) { rows { registerId registerName workflowTitle } } }',
  );
  return tasks.rows.find((t) => t.workflowTitle === 'Cadastro de Cliente')!;
};

test("a substitute sees the absent user's tasks while the range lasts", async ({ page, browser }) => {
  // Two sessions, a range added in a dialog and removed after a confirmation.
  test.slow();
  const grid = await openListAs(page, 'admin', '/administrative/taskPanelList', 'Painel de Tarefas');

  // aprovador, in his own session, names admin as his substitute from yesterday to the day after
  // tomorrow (wide enough that the browser's time zone does not matter).
  const other = await browser.newContext();
  const absent = await other.newPage();
  await loginAndWaitShell(absent, 'aprovador');
  const his = await seededRegistration(absent);
  // admin (the board) has tasks of his own, not the regional manager's.
  await expect(grid.getByText('Alteração cadastral de empresa').first()).toBeVisible();
  await expect(grid.getByText(his.registerName)).toHaveCount(0);
  await absent.goto('/administrative/substitutes');
  await absent.getByRole('button', { name: 'Incluir' }).click();
  const form = absent.getByRole('dialog', { name: 'Novo substituto' });
  // His own substitute: the absent user is himself, not asked for.
  await expect(form.getByRole('textbox', { name: /^Ausente/ })).toHaveCount(0);
  await form.getByRole('textbox', { name: 'Substituto' }).fill('Administrador');
  await absent.getByRole('menuitem', { name: 'Administrador do Sistema' }).click();
  const now = new Date();
  // Typed as people type it, DD/MM/AAAA HH:mm (UTC's wall time: a day either side covers the zone).
  const local = (d: Date) =>
    d.toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}).*/, '$3/$2/$1 $4');
  await form.getByRole('textbox', { name: /^Início/ }).fill(local(new Date(now.getTime() - 86_400_000)));
  await form.getByRole('textbox', { name: /^Fim/ }).fill(local(new Date(now.getTime() + 2 * 86_400_000)));
  await form.getByRole('button', { name: 'SALVAR' }).click();
  const ranges = absent.getByRole('region', { name: 'Substitutos' });
  await expect(ranges.getByText('Administrador do Sistema')).toBeVisible();
  await expect(ranges.getByText('Ana Aprovadora')).toBeVisible();
  await other.close();

  // Searched by its record: admin's own queue (the board's and the presidency's deals) fills a page.
  await page.goto(`/administrative/taskPanelList?q=${his.registerId}`);
  await expect(grid.getByText(his.registerName).first()).toBeVisible();
  await page.goto('/administrative/substitutes');
  await page.locator('.bp6-table-quadrant-left').getByRole('button', { name: 'Excluir' }).first().click();
  await page
    .getByRole('alertdialog', { name: 'Excluir substituto' })
    .getByRole('button', { name: 'SIM' })
    .click();
  await expect(page.getByText('Exclusão realizada com sucesso!')).toBeVisible();
});

test('aprovador sees his task with its deadline status, approves it, and a second answer is refused', async ({
  page,
  context,
}) => {
  await loginAndWaitShell(page, 'aprovador');
  const task = await seededRegistration(page);
  // His queue holds other records' tasks too (orders, representatives): the panel finds this one.
  await page.goto(`/administrative/taskPanelList?q=${task.registerId}`);
  const grid = page.getByRole('region', { name: 'Painel de Tarefas' });
  await expect(grid).toBeVisible();
  // The Registro column names the record: 'Razão social (CNPJ)', never its id.
  await expect(grid.getByText(task.registerName).first()).toBeVisible();
  await expect(grid.getByText('Aguardando').first()).toBeVisible();
  await shot(page, 'workflow-task-panel');
  await openFirstTask(page);
  // The customers domain names the record route: the task opens the record in workflow mode, its
  // data first (read-only), then the workflow panel.
  await expect(page).toHaveURL(
    new RegExp(`/client/customer/workflow/${task.registerId}\\?executionWorkflowId=\\d+$`),
  );
  const corporateName = task.registerName.replace(/ \([^(]*\)$/, '');
  await expect(page.getByRole('heading', { name: corporateName })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Razão social/ })).toHaveAttribute('readonly', '');
  const panel = page.getByLabel('Tarefa atual');
  await expect(panel.getByRole('heading', { name: /Aprovação do gerente regional/ })).toBeVisible();

  // A second tab on the same task, opened before the answer.
  const stale = await context.newPage();
  await stale.goto(page.url());
  await expect(stale.getByRole('button', { name: 'Aprovado', exact: true })).toBeVisible();

  await page.getByLabel('Observação da aprovação').fill('Documentação conferida.');
  await shot(page, 'workflow-execution-panel');
  await page.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(page.getByText('Resposta registrada')).toBeVisible();
  await expect(page.getByText('Concluído', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aprovado', exact: true })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Histórico do fluxo' })).toContainText(
    'Ana Aprovadora: Respondeu “Aprovado”',
  );
  await shot(page, 'workflow-execution-completed');

  await stale.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(stale.getByRole('alert')).toHaveText(
    'Esta execução de workflow já foi encerrada e não pode ser alterada.',
  );

  // Other specs of the run leave him tasks of their own: this record's is gone from his panel.
  await page.goto(`/administrative/taskPanelList?q=${task.registerId}`);
  await expect(
    page.getByRole('region', { name: 'Painel de Tarefas' }).getByText('Nenhuma tarefa pendente.'),
  ).toBeVisible();
});

test('admin edits the workflow: a type needs a situation, tasks reorder from the keyboard in a new version', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/workflowPanel/create');
  await page.getByRole('textbox', { name: /Código/ }).fill('FAN_TESTE');
  await page.getByRole('textbox', { name: /Título/ }).fill('Aprovação de FAN');
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('É obrigatório um tipo de workflow')).toBeVisible();

  await page.goto('/administrative/workflowPanel');
  const grid = page.getByRole('region', { name: 'Workflows' });
  await expect(grid.getByText('CADASTRO_CLIENTE')).toBeVisible();
  // The customer-registration type among the seeded ones.
  await grid.getByRole('searchbox', { name: 'Pesquisar' }).fill('CADASTRO_CLIENTE');
  await expect(grid.locator('.grid-range')).toHaveText('1–1 de 1');
  await page.locator('.bp6-table-quadrant-left').getByRole('button', { name: 'Editar' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Cadastro de Cliente');
  // The roles its tasks name, under its versions.
  await expect(page.getByLabel('Membros de Gerente regional')).toContainText('Ana Aprovadora');
  await page.getByRole('region', { name: 'Papéis' }).scrollIntoViewIfNeeded();
  await shot(page, 'workflow-roles');
  // Version 1 runs executions: its tasks stay as they are.
  await expect(page.getByText('Esta versão já tem execuções')).toBeVisible();
  await page.getByRole('button', { name: 'Nova versão' }).click();
  await expect(page.getByRole('combobox', { name: 'Versão' }).locator('option:checked')).toHaveText(
    'Versão 2 (2 tarefas, 0 execuções)',
  );
  const tasks = page.getByRole('list', { name: 'Tarefas em ordem de execução' });
  await expect(tasks.getByRole('listitem').first()).toContainText('1. Solicitação de cadastro');

  const handle = page.getByRole('button', { name: 'Mover Aprovação do gerente regional' });
  await expect(handle).toBeEnabled();
  await handle.focus();
  // Each step waits for what the list announces to screen readers.
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Aprovação do gerente regional sobre a posição 1.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(tasks.getByRole('listitem').first()).toContainText('1. Aprovação do gerente regional');
  await shot(page, 'workflow-panel');

  await page.reload();
  await page
    .getByRole('combobox', { name: 'Versão' })
    .selectOption({ label: 'Versão 2 (2 tarefas, 0 execuções)' });
  await expect(
    page.getByRole('list', { name: 'Tarefas em ordem de execução' }).getByRole('listitem').first(),
  ).toContainText('1. Aprovação do gerente regional');

  await page.getByRole('button', { name: 'Incluir tarefa' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Título/ }).fill('solicitação de cadastro');
  // Blueprint draws its own box over the input: click the label, as a user does.
  await dialog.getByText('Diretoria', { exact: true }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Diretoria' })).toBeChecked();
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('O título informado já existe em outra tarefa')).toBeVisible();
});

test('admin defines a two-task type; vendedor starts it; a rejection returns it to him; the approval is told to him', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // admin: the type, its situation, and a version with a requester task and an approver task.
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/workflowPanel/create');
  await page.getByRole('textbox', { name: /Código/ }).fill('PROPOSTA_E2E');
  await page.getByRole('textbox', { name: /Título/ }).fill('Aprovação de proposta');
  await page.getByText('Em análise', { exact: true }).click();
  await page.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Aprovação de proposta');
  await page.getByRole('button', { name: 'Nova versão' }).click();
  // The new version is the one shown before its tasks are added (a click during the reload is lost).
  await expect(page.getByRole('combobox', { name: 'Versão' }).locator('option:checked')).toHaveText(
    'Versão 2 (0 tarefas, 0 execuções)',
  );
  const addTask = async (title: string, role: string, actionTitle: string) => {
    await page.getByRole('button', { name: 'Incluir tarefa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova tarefa' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: /Título/ }).fill(title);
    await dialog.getByLabel('Título de ação (respostas)').selectOption({ label: actionTitle });
    await dialog.getByText(role, { exact: true }).click();
    await dialog.getByRole('button', { name: 'SALVAR' }).click();
    await expect(dialog).toHaveCount(0);
  };
  await addTask('Solicitação da proposta', 'Solicitante', 'Solicitação');
  await addTask('Aprovação da proposta', 'Aprovador', 'Aprovação');
  await expect(page.getByRole('list', { name: 'Tarefas em ordem de execução' })).toContainText(
    '2. Aprovação da proposta',
  );

  // vendedor starts it on a demo record (the record's page is the module's; here, from his session).
  const vendedorCtx = await browser.newContext();
  const vendedor = await vendedorCtx.newPage();
  await loginAndWaitShell(vendedor, 'vendedor');
  const started = await vendedor.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('balcao:session') ?? '{}').accessToken;
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `mutation { startWorkflowExecution(input: { workflowTypeCode: "PROPOSTA_E2E", registerId: "PROPOSTA-0001" }) { status } }`,
      }),
    });
    return (await res.json()) as { data: { startWorkflowExecution: { status: string } } };
  });
  expect(started.data.startWorkflowExecution.status).toBe('IN_PROGRESS');

  // aprovador finds it in his task panel, waiting, and rejects it.
  const aprovadorCtx = await browser.newContext();
  const aprovador = await aprovadorCtx.newPage();
  await loginAndWaitShell(aprovador, 'aprovador');
  await aprovador.goto('/administrative/taskPanelList?q=PROPOSTA-0001');
  const grid = aprovador.getByRole('region', { name: 'Painel de Tarefas' });
  await expect(grid.getByText('Aprovação da proposta')).toBeVisible();
  await expect(grid.getByText('Aguardando')).toBeVisible();
  await openFirstTask(aprovador);
  await aprovador.getByRole('button', { name: 'Reprovado', exact: true }).click();
  await expect(aprovador.getByText('Resposta registrada')).toBeVisible();

  // vendedor is told, opens the returned record from the notification and sends it again.
  await vendedor.getByRole('button', { name: 'Notificações', exact: true }).click();
  const drawer = vendedor.getByRole('dialog', { name: 'Notificações' });
  const returned = drawer.getByRole('listitem').filter({ hasText: 'PROPOSTA-0001' }).first();
  await expect(returned).toContainText('Nova tarefa de workflow');
  await returned.getByRole('button', { name: 'Abrir' }).click();
  await expect(vendedor).toHaveURL(/\/administrative\/taskPanelList\/workflow\/\d+/);
  await expect(vendedor.getByLabel('Tarefa atual')).toContainText('Solicitação da proposta');
  await shot(vendedor, 'workflow-returned-to-requester');
  await vendedor.getByRole('button', { name: 'Enviar para aprovação', exact: true }).click();
  await expect(vendedor.getByText('Resposta registrada')).toBeVisible();

  // aprovador approves the corrected record; vendedor is told that it was approved.
  await aprovador.reload();
  await aprovador.getByRole('button', { name: 'Aprovado', exact: true }).click();
  await expect(aprovador.getByText('Concluído', { exact: true })).toBeVisible();
  await vendedor.reload();
  await vendedor.getByRole('button', { name: 'Notificações', exact: true }).click();
  await expect(
    vendedor
      .getByRole('dialog', { name: 'Notificações' })
      .getByRole('listitem')
      .filter({ hasText: 'Fluxo de trabalho concluído' })
      .filter({ hasText: 'PROPOSTA-0001' }),
  ).toContainText('Aprovação de proposta');
  await vendedorCtx.close();
  await aprovadorCtx.close();
});
