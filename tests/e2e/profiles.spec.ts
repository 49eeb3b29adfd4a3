import { expect, test, type Page } from './fixtures';
import { apiData, apiToken, login, loginAndWaitShell, ownUser, shot } from './helpers';

const action = (page: Page, name: string) =>
  page.locator('.bp6-table-quadrant-left').getByRole('button', { name, exact: true });

test('a profile change reaches a signed-in user on his next request, without signing out', async ({
  browser,
  request,
}) => {
  // A finance analyst of the test's own, on a profile of his own with the demo analyst's grants, so
  // that the change reaches no other test's user.
  const ids = (
    await apiData<{ me: { profiles: { id: string }[] } }>(
      request,
      '{ me { profiles { id } } }',
      {},
      await apiToken(request, 'financeiro'),
    )
  ).me.profiles.map((p) => p.id);
  const adminToken = await apiToken(request, 'admin');
  const grants: string[] = [];
  for (const id of ids)
    grants.push(
      ...(
        await apiData<{ profile: { grants: string[] } }>(
          request,
          'query($id: ID!) { profile(id: $id) { grants } }',
          { id },
          adminToken,
        )
      ).profile.grants,
    );
  const analyst = await ownUser(request, { prefix: 'e2e.financeiro', name: 'Analista E2E', grants });

  // He is signed in, in his own browser: no buyers screen under Cliente in his menu.
  const user = await browser.newPage();
  await login(user, analyst.userName, analyst.password);
  const userMenu = user.getByRole('navigation', { name: 'Menu principal' });
  const buyers = userMenu.getByRole('link', { name: 'Compradores', exact: true });
  const group = userMenu.getByRole('button', { name: 'Cliente', exact: true });
  await group.click();
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  await expect(buyers).toHaveCount(0);

  // The administrator grants his profile the buyers screen (a menu entry under Cliente).
  const admin = await browser.newPage();
  await loginAndWaitShell(admin, 'admin');
  await admin.goto(`/administrative/profiles?q=${encodeURIComponent(analyst.profileName)}`);
  await action(admin, `Editar: ${analyst.profileName}`).click();
  const form = admin.getByRole('form', { name: 'Perfil' });
  await form.getByRole('searchbox', { name: 'Filtrar módulos' }).fill('compradores');
  await form.getByRole('button', { name: 'Compradores', exact: true }).click(); // the whole row
  await expect(form.getByRole('checkbox', { name: 'Compradores: Visualizar', exact: true })).toBeChecked();
  await shot(admin, 'profiles-matrix');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(admin.getByText('Alteração salva com sucesso')).toBeVisible();

  // His next request (a reload of the shell) brings the new menu; he never signed out.
  await user.reload();
  await expect(user).toHaveURL(/\/$/);
  await expect(group).toBeVisible();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await buyers.click();
  await expect(user.getByRole('heading', { name: 'Compradores', exact: true })).toBeVisible();
});

test('create a profile, see it in the list, clone it, inactivate and delete the clone', async ({ page }) => {
  // Its own name on each try: a retry never meets the profile an earlier try saved.
  const name = `Auditor ${Date.now().toString(36)}`;
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/profiles');
  await page.getByRole('button', { name: 'Incluir' }).click();
  const form = page.getByRole('form', { name: 'Perfil' });
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(form.getByText('Este é um campo obrigatório')).toBeVisible();
  await form.getByRole('textbox', { name: /^Nome/ }).fill(name);
  await form.getByRole('textbox', { name: /^Descrição/ }).fill('Consulta pedidos e clientes');
  await form.getByRole('checkbox', { name: 'Pedidos: Visualizar', exact: true }).check({ force: true });
  await form.getByRole('checkbox', { name: 'Pedidos: Editar', exact: true }).check({ force: true });
  await form.getByRole('combobox', { name: 'Módulo da exceção' }).selectOption({ label: 'Pedidos' });
  await form.getByRole('combobox', { name: 'Ação da exceção' }).selectOption({ label: 'Editar' });
  await form.getByRole('button', { name: 'Adicionar exceção' }).click();
  await expect(form.getByRole('list', { name: 'Exceções' })).toContainText('Pedidos: Editar');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Pedidos: Editar', exact: true })).toBeChecked();

  await page.goto(`/administrative/profiles?q=${encodeURIComponent(name)}`);
  await action(page, `Clonar: ${name}`).click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: /^Nome/ })).toHaveValue(`${name} (cópia)`);

  await page.goto(`/administrative/profiles?q=${encodeURIComponent(name)}`);
  await expect(page.locator('.grid-range')).toHaveText('1–2 de 2');
  await action(page, `Inativar: ${name} (cópia)`).click();
  await expect(action(page, `Inativar: ${name} (cópia)`)).toBeDisabled();
  await action(page, `Excluir: ${name} (cópia)`).click();
  const dialog = page.getByRole('alertdialog', { name: 'Excluir perfil' });
  await expect(dialog).toContainText(`Excluir o perfil ${name} (cópia)?`);
  await dialog.getByRole('button', { name: 'SIM' }).click();
  await expect(page.getByText('Exclusão realizada com sucesso!')).toBeVisible();
  await expect(page.locator('.grid-range')).toHaveText('1–1 de 1');
});

test('a global profile is confirmed with CANCELAR / SALVAR before it is saved', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/profiles/create');
  const form = page.getByRole('form', { name: 'Perfil' });
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Suporte total');
  await form.getByRole('checkbox', { name: /^Acesso total/ }).check({ force: true });
  await form.getByRole('button', { name: 'SALVAR' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Acesso total' });
  await expect(dialog).toContainText('todas as ações em todos os módulos');
  await shot(page, 'profiles-confirm-global');
  await dialog.getByRole('button', { name: 'CANCELAR' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/create$/);
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await page
    .getByRole('alertdialog', { name: 'Acesso total' })
    .getByRole('button', { name: 'SALVAR' })
    .click();
  await expect(page.getByText('Inclusão efetuada com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/administrative\/profiles\/view\/\d+$/);
});
