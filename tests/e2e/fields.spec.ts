import { expect, test } from './fixtures';
import { loginAndWaitShell, shot } from './helpers';

test('date range on the users list: masked days, both ends, end not before start, then it filters', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/users');
  await page.getByRole('button', { name: 'Filtros' }).click();
  const period = page.getByRole('form', { name: 'Período de atualização' });
  const from = period.getByRole('textbox', { name: /^Data inicial/ });
  const to = period.getByRole('textbox', { name: /^Data final/ });

  await from.pressSequentially('02012020');
  await expect(from).toHaveValue('02/01/2020');
  await period.getByRole('button', { name: 'Aplicar período' }).click();
  await expect(period.getByText('Este é um campo obrigatório')).toBeVisible();

  await to.pressSequentially('01012020');
  await period.getByRole('button', { name: 'Aplicar período' }).click();
  await expect(period.getByText('Data final deve ser posterior a data inicial')).toBeVisible();
  await shot(page, 'fields-date-range');

  await to.fill('');
  await to.pressSequentially('31/12/2020');
  await period.getByRole('button', { name: 'Aplicar período' }).click();
  // Nobody was updated in 2020: the list is empty, and the filter is in the address.
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
  await expect(page).toHaveURL(/updatedAtFrom=2020-01-02/);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();

  await period.getByRole('button', { name: 'Limpar período' }).click();
  await expect(page.getByRole('button', { name: 'Filtros' })).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado.')).toHaveCount(0);
});

test('text fields on the user form: trimmed on leaving, 100 characters at most, errors on submit', async ({
  page,
}) => {
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/users/create');
  const form = page.getByRole('form', { name: 'Usuário' });
  const name = form.getByRole('textbox', { name: /^Nome/ });
  await name.fill('   Maria   da Silva  ');
  await name.blur();
  await expect(name).toHaveValue('Maria   da Silva');
  await expect(name).toHaveAttribute('maxlength', '100');
  await form.getByRole('button', { name: 'SALVAR' }).click();
  await expect(form.getByText('Formulário contém erros. Por favor revise as informações.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Usuário/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'fields-user-form');
});
