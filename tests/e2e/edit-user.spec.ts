import { expect, test } from './fixtures';
import { fromUserMenu, login, ownUser, shot } from './helpers';

test('edit user: field validation, a server VALIDATION_FAILED on its field, then success', async ({
  page,
  request,
}) => {
  // A user of the test's own: renaming vendedor would change what other tests read of him.
  const me = await ownUser(request, { prefix: 'e2e.editar', name: 'Carlos Editado', profilesOf: 'vendedor' });
  await login(page, me.userName, me.password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await fromUserMenu(page, 'Editar usuário');
  const dialog = page.getByRole('dialog', { name: 'Editar usuário' });
  await expect(dialog).toBeVisible();

  const name = dialog.getByRole('textbox', { name: /Nome/ });
  const email = dialog.getByRole('textbox', { name: /E-mail/ });
  const phone = dialog.getByRole('textbox', { name: /Telefone/ });

  await name.fill('');
  await name.blur();
  await expect(dialog.getByText('Este é um campo obrigatório')).toBeVisible();

  await phone.fill('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await phone.fill('1133334444');
  await expect(phone).toHaveValue('(11) 3333-4444');

  // Another user's e-mail: the server answers VALIDATION_FAILED, shown on the field, not as a toast.
  await name.fill('Joana Editada Silva');
  await email.fill('admin@balcao.com.br');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('E-mail já cadastrado para outro usuário')).toBeVisible();
  await shot(page, 'edit-user-errors');

  await email.fill(`${me.userName}.novo@balcao.com.br`);
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/Olá, Joana Editada Silva/)).toBeVisible();
});
