import { expect, test } from './fixtures';
import { loginAndWaitShell, shot } from './helpers';

test('form cache: save, restore after a reload, sync through the server to another browser, clear', async ({
  page,
  browser,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/users/create');
  const form = page.getByRole('form', { name: 'Usuário' });
  await form.getByRole('textbox', { name: /^Nome/ }).fill('Rascunho Guardado');
  await form.getByRole('textbox', { name: /^E-mail/ }).fill('rascunho@balcao.com.br');
  const dial = page.getByRole('group', { name: 'Cache do formulário' });
  await dial.getByRole('button', { name: 'Cache do formulário' }).click();
  await dial.getByRole('button', { name: 'Salvar cache' }).click();
  await expect(page.getByText('Cache do formulário salvo')).toBeVisible();
  await expect(dial).toContainText(/Cache de \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d, atualizado em/);
  const stored = await page.evaluate(() => localStorage.getItem('form-cache:CONTROLE_DE_USUARIOnew'));
  expect(JSON.parse(stored!)).toMatchObject({ data: { name: 'Rascunho Guardado' } });
  expect(stored).not.toContain('password');
  await shot(page, 'form-cache');

  // After a reload the form offers what was kept.
  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('');
  await page.getByRole('button', { name: 'Restaurar' }).click();
  await expect(form.getByRole('textbox', { name: /^Nome/ })).toHaveValue('Rascunho Guardado');

  // Sync sends it to the server; another browser of the same user pulls it from there.
  await dial.getByRole('button', { name: 'Cache do formulário' }).click();
  await dial.getByRole('button', { name: 'Sincronizar com o servidor' }).click();
  await expect(page.getByText('Cache sincronizado com o servidor')).toBeVisible();
  const other = await (await browser.newContext()).newPage();
  await loginAndWaitShell(other, 'admin');
  await other.goto('/administrative/users/create');
  const otherDial = other.getByRole('group', { name: 'Cache do formulário' });
  await otherDial.getByRole('button', { name: 'Cache do formulário' }).click();
  await otherDial.getByRole('button', { name: 'Sincronizar com o servidor' }).click();
  await expect(other.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('rascunho@balcao.com.br');

  // Clearing the record's cache removes it here and on the server.
  await dial.getByRole('button', { name: 'Cache do formulário' }).click();
  await dial.getByRole('button', { name: 'Limpar cache deste registro' }).click();
  await expect(page.getByText('Cache deste registro removido')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Restaurar' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('form-cache:CONTROLE_DE_USUARIOnew'))).toBeNull();
});
