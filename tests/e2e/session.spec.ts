import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import { E2E_JWT_SECRET } from './playwright.config';
import { loginAndWaitShell } from './helpers';

test('an expired token ends the session with the spec warning', async ({ page }) => {
  await loginAndWaitShell(page, 'admin');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('balcao:session') ?? 'null'));
  expect(session?.accessToken).toBeTruthy();
  const claims = JSON.parse(Buffer.from(session.accessToken.split('.')[1], 'base64url').toString());

  // A genuine token of the same user, signed with the product's key, whose lifetime is over.
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 60 })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await page.evaluate((token) => {
    const s = JSON.parse(localStorage.getItem('balcao:session') ?? '{}');
    localStorage.setItem('balcao:session', JSON.stringify({ ...s, accessToken: token }));
  }, expired);

  await page.reload();
  await expect(page.getByText('Sessão expirada. Por favor, faça login novamente')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
