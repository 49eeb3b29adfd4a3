// The users grid's first render in Chromium at 1,000 and 100,000 users: the time from navigation
// start to the first rows painted, and the ratio between the two. Run after `pnpm -r run build`:
//   node tests/bench/grid.mjs [loads per size=7]
//
// For each size the whole product runs (scripts/run-product.mjs: services + gateway + web build) on a
// throwaway database of the PostgreSQL server at BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. Debian's Chromium at /usr/bin/chromium.
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, pct, throwawayDatabase, withBuiltProduct } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const loads = Number(process.argv[2] ?? 7);
const SIZES = [1_000, 100_000];
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withProduct(size, work) {
  // Never a kept database (BENCH_KEEP_DB): each size seeds its own volume.
  const database = await throwawayDatabase(adminUrl, null);
  try {
    return await withBuiltProduct(
      root,
      { DATABASE_URL: database.url, SEED_BULK_USERS: String(size) },
      600,
      work,
    );
  } finally {
    await database.drop();
  }
}

/* global document */
/** ms from navigation start until the grid's first data cell has text, measured in the page. */
async function firstRows(page, base) {
  await page.goto(`${base}/administrative/users`, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => {
      const cell = document.querySelector('.bp6-table-quadrant-main .bp6-table-cell-col-1');
      return cell && cell.textContent.trim() ? performance.now() : false;
    },
    null,
    { polling: 'raf', timeout: 60_000 },
  );
  return handle.jsonValue();
}

async function main() {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const results = [];
  try {
    for (const size of SIZES) {
      const r = await withProduct(size, async (base) => {
        const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
        await page.goto(`${base}/login`);
        await page.getByRole('textbox', { name: 'Usuário' }).fill('admin');
        await page.getByLabel('Senha').fill('demo1234');
        await page.getByRole('button', { name: 'ENTRAR' }).click();
        await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
        const cold = await firstRows(page, base);
        const warm = [];
        for (let i = 0; i < loads; i++) warm.push(await firstRows(page, base));
        warm.sort((a, b) => a - b);
        await page.close();
        return { cold, warm };
      });
      results.push({ size, ...r });
    }
  } finally {
    await browser.close();
  }
  console.log(`\nUsers grid, navigation start → first rows painted (Chromium, ${loads} warm loads per size)`);
  console.table(
    results.map((r) => ({
      users: r.size.toLocaleString('en'),
      'first load ms': r.cold.toFixed(0),
      'warm p50 ms': pct(r.warm, 50).toFixed(0),
      'warm p95 ms': pct(r.warm, 95).toFixed(0),
    })),
  );
  const [small, big] = results;
  console.log(`ratio 100k / 1k (warm p50): ${(pct(big.warm, 50) / pct(small.warm, 50)).toFixed(2)}`);
}

await main();
