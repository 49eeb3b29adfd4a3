import { expect, test, type Page } from './fixtures';
import { apiData, apiToken, login, loginAndWaitShell, ownUser, shot } from './helpers';

/** No error reaches the console or the page (FORBIDDEN answers show up there as failed queries). */
const watchProblems = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  page.on('pageerror', (e) => problems.push(e.message));
  return problems;
};

test('a user administrator without the profiles module creates a user without a phone', async ({
  page,
  request,
}) => {
  const n = Date.now();
  const { userName, password } = await ownUser(request, {
    prefix: 'e2e.usuarios',
    name: 'Gestora de Usuários',
    grants: ['CONTROLE_DE_USUARIO:VISUALIZAR', 'CONTROLE_DE_USUARIO:INCLUIR', 'CONTROLE_DE_USUARIO:EDITAR'],
  });
  const problems = watchProblems(page);
  await login(page, userName, password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await page.goto('/administrative/users/create');
  const form = page.getByRole('form', { name: 'Usuário' });
  await form.getByRole('textbox', { name: /^Usuário/ }).fill(`e2e.semfone.${n}`);
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Pessoa Sem Telefone');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill(`e2e.semfone.${n}@balcao.com.br`);
  await form.getByLabel(/^Senha/).fill('Vento-Azul-27');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  // His profiles are attached next, on his page: the same options, without reading profiles.
  await expect(page).toHaveURL(/\/administrative\/users\/edit\/\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Representante de Vendas' })).toBeVisible();
  await expect(page.getByText(/Invalid input|expected|received/)).toHaveCount(0);
  await page.goto('/administrative/users');
  await expect(page.getByRole('region', { name: 'Usuários' })).toBeVisible();
  await shot(page, 'non-admin-users');
  expect(problems).toEqual([]);
});

for (const who of ['aprovador', 'financeiro']) {
  test(`${who} opens Substitutos without a refused section`, async ({ page }) => {
    const problems = watchProblems(page);
    await loginAndWaitShell(page, who);
    await page.goto('/administrative/substitutes');
    await expect(page.getByRole('heading', { name: 'Substitutos', exact: true })).toBeVisible();
    // Self-service: he names his own substitute.
    await expect(page.getByRole('button', { name: 'Incluir' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ações realizadas por substitutos' })).toHaveCount(0);
    await expect(page.getByText(/FORBIDDEN|Não foi possível carregar os dados/)).toHaveCount(0);
    await shot(page, `substitutes-${who}`);
    expect(problems).toEqual([]);
  });
}

test('the Administrador profile, with every action, shows every box ticked', async ({ page, request }) => {
  const { profiles } = await apiData(
    request,
    'query { profiles(input: { q: "Administrador", pageSize: 10 }) { rows { id name global } } }',
    {},
    await apiToken(request, 'admin'),
  );
  const administrador = profiles.rows.find((p: { name: string }) => p.name === 'Administrador');
  expect(administrador.global).toBe(true);
  await loginAndWaitShell(page, 'admin');
  await page.goto(`/administrative/profiles/view/${administrador.id}`);
  await expect(page.getByRole('checkbox', { name: /^Acesso total \(/ })).toBeChecked();
  await expect(page.getByText(/^Acesso total: este perfil pode realizar todas as ações/)).toBeVisible();
  const matrix = page.getByRole('table', { name: 'Permissões por módulo' });
  await expect(matrix.getByRole('checkbox', { name: /: Visualizar$/ }).first()).toBeChecked();
  expect(await matrix.getByRole('checkbox').count()).toBeGreaterThan(20);
  await expect(matrix.locator('input[type=checkbox]:not(:checked)')).toHaveCount(0);
  await expect(matrix.locator('input[type=checkbox]:not(:disabled)')).toHaveCount(0);
  await shot(page, 'profile-global');
});
