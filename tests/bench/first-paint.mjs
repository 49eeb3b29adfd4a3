// First paint and largest paint of /login and of the shell's first screen in Chromium on a throttled
// 10 Mbit/s link with 40 ms of latency (CDP Network.emulateNetworkConditions), each load in a fresh
// context (nothing cached). Run after `pnpm -r run build`:
//   node tests/bench/first-paint.mjs [loads per page=5]
//
// The product runs from its builds (scripts/run-product.mjs) on an embedded database of its own in a
// temporary folder, without volume users. Debian's Chromium at /usr/bin/chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, withBuiltProduct } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const loads = Number(process.argv[2] ?? 5);
const LINK = { offline: false, latency: 40, downloadThroughput: 1_250_000, uploadThroughput: 1_250_000 };

async function withProduct(work) {
  const dir = mkdtempSync(join(tmpdir(), 'balcao-paint-'));
  try {
    return await withBuiltProduct(
      root,
      { DATA_DIR: join(dir, 'data'), FILES_DIR: join(dir, 'files'), SEED_BULK_USERS: '0' },
      800,
      work,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** First contentful paint and largest contentful paint, ms from navigation start, once `ready` shows. */
async function paints(browser, base, path, session, ready) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  if (session) await context.addInitScript((s) => localStorage.setItem('balcao:session', s), session);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', LINK);
  let encoding = '';
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' && !encoding)
      encoding = r.headers()['content-encoding'] ?? 'none';
  });
  await page.goto(`${base}${path}`);
  await ready(page);
  const result = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve({ fcp, lcp: entries[entries.length - 1].startTime });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return { ...result, encoding };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    await withProduct(async (base) => {
      const login = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation($u:String!,$p:String!){login(userName:$u,password:$p){accessToken expiresAt user{id userName name email phone file{id path} updatedAt}}}',
          variables: { u: 'admin', p: 'demo1234' },
        }),
      }).then((r) => r.json());
      const session = JSON.stringify(login.data.login);
      const pages = {
        '/login': [
          '/login',
          null,
          (page) => page.getByRole('button', { name: 'ENTRAR' }).waitFor({ timeout: 60_000 }),
        ],
        'shell first screen': [
          '/',
          session,
          (page) => page.getByRole('navigation', { name: 'Menu principal' }).waitFor({ timeout: 60_000 }),
        ],
      };
      console.log(
        `\nChromium, 10 Mbit/s and 40 ms, nothing cached; ms from navigation start, ${loads} loads each`,
      );
      console.log(
        '| page | first paint median (min–max) | largest paint median (min–max) | scripts sent as |',
      );
      console.log('|---|---|---|---|');
      for (const [name, [path, s, ready]] of Object.entries(pages)) {
        const runs = [];
        for (let i = 0; i < loads; i++) runs.push(await paints(browser, base, path, s, ready));
        const fcp = runs.map((r) => r.fcp);
        const lcp = runs.map((r) => r.lcp);
        const span = (xs) =>
          `${Math.round(median(xs))} (${Math.round(Math.min(...xs))}–${Math.round(Math.max(...xs))})`;
        console.log(`| ${name} | ${span(fcp)} | ${span(lcp)} | ${runs[0].encoding} |`);
      }
    });
  } finally {
    await browser.close();
  }
}

await main();
