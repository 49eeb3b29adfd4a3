import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectConsole, test } from './fixtures';
import { loginAndWaitShell, menuPaths } from './helpers';

// Every built screen opens under the gateway's Content-Security-Policy with no console error and no
// policy violation, and a script injected into the page does not run. The screens of admin's menu
// are opened, with the same console check, by roles.spec.ts: here, the others (a record's pages).
const root = path.resolve(import.meta.dirname, '../..');
const screenKeys = [
  ...readFileSync(path.join(root, 'packages/web/src/app/screens.ts'), 'utf8').matchAll(
    /^ {2}(\w+): lazy\(/gm,
  ),
].map((m) => m[1]!);

test('every built screen runs under the CSP, with no console error; injected script does not run', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { ROUTES } = (await import(path.join(root, 'packages/schema/dist/routes.js'))) as {
    ROUTES: { key: string; path: string }[];
  };
  const paths = screenKeys.map((k) => ROUTES.find((r) => r.key === k)?.path).filter(Boolean) as string[];
  expect(paths.length).toBeGreaterThan(15);

  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  // Chromium reports each policy violation as a console error.
  await loginAndWaitShell(page, 'admin');
  const inMenu = new Set(await menuPaths(page));
  for (const p of paths.filter((p) => !inMenu.has(p))) {
    await page.goto(p);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    await expect(page.locator('main h1, main [role="heading"]').first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);

  // The policy refuses the script below, and says so on the console.
  expectConsole(page, /Executing inline script violates the following Content Security Policy/);
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { injected?: boolean };
    const s = document.createElement('script');
    s.textContent = 'window.injected = true';
    document.body.append(s);
    await new Promise((r) => setTimeout(r, 100));
    return Boolean(w.injected);
  });
  expect(ran).toBe(false);
});
