import { expect, test } from './fixtures';
import { fromUserMenu, login, ownUser, shot } from './helpers';

test('a user changes his own password from the user menu: current asked, weak refused, then the new one works', async ({
  page,
  request,
}) => {
  // A user of the test's own: a demo user's new password would refuse another test's sign-in.
  const me = await ownUser(request, { prefix: 'e2e.senha', name: 'Troca de Senha', profilesOf: 'vendedor' });
  await login(page, me.userName, me.password);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await fromUserMenu(page, 'Alterar senha');
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' });
  await dialog.getByLabel(/^Senha atual/).fill('errada');
  await dialog.getByLabel(/^Nova senha/).fill('12345678');
  await dialog.getByLabel(/^Confirme a nova senha/).fill('12345678');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(dialog.getByText('A senha atual não confere.')).toBeVisible();

  await dialog.getByLabel(/^Senha atual/).fill(me.password);
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(
    dialog.getByText('Esta senha é muito comum ou fácil de adivinhar. Escolha outra.'),
  ).toBeVisible();
  await shot(page, 'change-password-refused');

  await dialog.getByLabel(/^Nova senha/).fill('Caderno-Laranja-31');
  await dialog.getByLabel(/^Confirme a nova senha/).fill('Caderno-Laranja-31');
  await dialog.getByRole('button', { name: 'SALVAR' }).click();
  await expect(page.getByText('Senha alterada. Suas outras sessões foram encerradas.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await fromUserMenu(page, 'Sair');
  await login(page, me.userName, 'Caderno-Laranja-31');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
});
