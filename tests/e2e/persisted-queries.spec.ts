import { expect, test } from './fixtures';
import { loginAndWaitShell } from './helpers';

type Sent = { query?: string; extensions?: { persistedQuery?: { sha256Hash?: string } } };

test('the production app sends its operations by hash alone, and the gateway answers them', async ({
  page,
}) => {
  const sent: Sent[] = [];
  const notFound: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && req.method() === 'POST') sent.push(req.postDataJSON() as Sent);
  });
  page.on('response', async (res) => {
    if (!res.url().endsWith('/graphql') || res.request().method() !== 'POST') return;
    const text = await res.text().catch(() => '');
    if (text.includes('PERSISTED_QUERY_NOT_FOUND')) notFound.push(text);
  });
  await loginAndWaitShell(page, 'admin');
  await page.goto('/administrative/users');
  await expect(page.locator('.bp6-table-cell-row-0').first()).toBeVisible();
  const hashed = sent.filter((b) => b.extensions?.persistedQuery?.sha256Hash);
  expect(hashed.length).toBeGreaterThan(2);
  expect(hashed.every((b) => b.query === undefined)).toBe(true);
  expect(notFound).toEqual([]);
});
