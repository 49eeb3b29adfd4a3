import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';

type Expected = { console: RegExp[] };
const expectedOf = new WeakMap<Page, Expected>();

/**
 * Lets a test's own page log what the test provokes on purpose (a 404 it asks for, a failure it
 * injects): any other console error or warning, uncaught exception or failed request fails it.
 */
export function expectConsole(page: Page, ...patterns: RegExp[]) {
  expectedOf.get(page)?.console.push(...patterns);
}

/**
 * Playwright's `test`, whose pages fail the test on any console error or warning (React's and
 * Blueprint's warnings included), uncaught exception or failed request that the test did not
 * declare with `expectConsole`. Requests the browser cancels itself (a navigation away) do not count.
 */
export const test = base.extend<{ cleanConsole: void }>({
  cleanConsole: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const watch = (page: Page) => {
        const expected: Expected = { console: [] };
        expectedOf.set(page, expected);
        const report = (what: string) => {
          if (!expected.console.some((p) => p.test(what))) problems.push(`${page.url()}: ${what}`);
        };
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning')
            report(`console.${m.type()}: ${m.text()} ${m.location().url}`);
        });
        page.on('pageerror', (e) => report(`exceção: ${e.message}`));
        page.on('requestfailed', (r) => {
          const failure = r.failure()?.errorText ?? '';
          if (failure !== 'net::ERR_ABORTED') report(`pedido falhou: ${r.method()} ${r.url()} ${failure}`);
        });
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use();
      expect(problems, 'console, exceções e pedidos falhos que o teste não esperava').toEqual([]);
    },
    { auto: true },
  ],
});
