import { expect, test } from './fixtures';
import { fromUserMenu, login, shot } from './helpers';

test('a wrong password shows the spec text and stays on /login', async ({ page }) => {
  await login(page, 'admin', 'senha-errada');
  await expect(page.getByText('Usuário e/ou senha incorretos')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown user gets the same text as a wrong password', async ({ page }) => {
  await login(page, 'ninguem-aqui', 'qualquer');
  await expect(page.getByText('Usuário e/ou senha incorretos')).toBeVisible();
});

test('the login page shows the form, the image and the recovery link', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'ENTRAR' })).toBeVisible();
  await expect(page.getByRole('img').first()).toBeVisible();
  await shot(page, 'login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByText(/administrador/i).first()).toBeVisible();
});

test('a user without a profile is told so and stays signed out', async ({ page }) => {
  await login(page, 'semperfil');
  await expect(page.getByText('Usuário sem perfil vinculado')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('remember-me keeps the user name across logout', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Usuário' }).fill('aprovador');
  await page.getByLabel('Senha').fill('demo1234');
  await page.getByText('Lembrar-me').click();
  await expect(page.getByLabel('Lembrar-me')).toBeChecked();
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await fromUserMenu(page, 'Sair');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Usuário' })).toHaveValue('aprovador');
});

test('admin signs in and sees the shell', async ({ page }) => {
  await login(page, 'admin');
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByText(/Olá, Administrador/)).toBeVisible();
  await shot(page, 'shell-admin');
});
