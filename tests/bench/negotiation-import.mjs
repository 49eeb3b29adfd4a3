// The negotiations import's throughput (the import kit's NEGOTIATIONS kind), rows per second, on the
// embedded database (PGlite) and on the PostgreSQL server, side by side. Run after `pnpm -r run build`:
//   node tests/bench/negotiation-import.mjs [rows=10000]
//
// For each database it starts the services on a fresh one (PGlite in a temporary directory; a
// throwaway database on BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// signs in as the representative `vendedor`, builds an XLSX of `rows` rows (one row per item: 20
// products his first customer's price tables price, so rows / 20 deals), and times, from the
// upload to the job's end, a simulation (every row checked, nothing written) and the import
// (all or nothing, one transaction), then the same file sent again (every row an update).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { NEGOTIATIONS_IMPORT } from '../../packages/schema/dist/index.js';
import { freePort, startServices, stop, throwawayDatabase, waitReady } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const total = Number(process.argv[2] ?? 10_000);
const PRODUCTS = 20;
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function fileOf(customer, priced) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Negociações');
  sheet.addRow(NEGOTIATIONS_IMPORT.columns.map((c) => c.header));
  for (let i = 0; i < total; i++) {
    const p = priced[i % PRODUCTS];
    sheet.addRow([
      `BENCH-${String(Math.floor(i / PRODUCTS)).padStart(6, '0')}`,
      customer.cnpj ?? customer.cpf,
      'Verba comercial',
      'Boleto',
      'Bench',
      'Ação de sell-out',
      '01/11/2026',
      '31/12/2026',
      'SP',
      '30/60/90',
      '',
      '1.000,00',
      'Verba do trimestre',
      p.productCode,
      1 + (i % 7),
      Number(p.price),
      '2,5',
      '',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function measure(label, env) {
  const port = await freePort();
  const child = startServices(root, { ...env, PORT: String(port), SEED_BULK_USERS: '0' });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, base);
    const call = async (method, url, token, body) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: res.status, body: await res.json() };
    };
    const { accessToken: token } = await fetch(`${base}/services/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'vendedor', password: 'demo1234' }),
    }).then((r) => r.json());
    const customer = (await call('GET', '/services/pricing/customers?pageSize=1', token)).body.rows[0];
    const priced = [];
    for (let p = 1; priced.length < PRODUCTS && p < 300; p++) {
      const code = `P${String(p).padStart(5, '0')}`;
      const res = await call(
        'GET',
        `/services/pricing/price?customerId=${customer.id}&productCode=${code}`,
        token,
      );
      if (res.status === 200) priced.push(res.body);
    }
    if (priced.length < PRODUCTS) throw new Error('the demo book prices too few products for vendedor');
    const data = await fileOf(customer, priced);

    async function run(dryRun) {
      const form = new FormData();
      form.append('mode', 'FILE');
      form.append('dryRun', String(dryRun));
      form.append('description', 'Bench');
      form.append('file', new Blob([data]), 'bench.xlsx');
      const t0 = performance.now();
      const res = await fetch(`${base}/services/imports/negotiations`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const started = await res.json();
      if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(started)}`);
      for (;;) {
        const job = (await call('GET', `/services/imports/negotiations/jobs/${started.id}`, token)).body;
        if (job.status !== 'RUNNING') {
          const s = (performance.now() - t0) / 1000;
          const expected = dryRun ? 'VALIDATED' : 'DONE';
          if (job.status !== expected) throw new Error(`${job.status}: ${job.message ?? ''}`);
          return { s, job };
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    const dry = await run(true);
    const insert = await run(false);
    const update = await run(false);
    const rate = (r) => Math.round(total / r.s).toLocaleString('en');
    return {
      database: label,
      rows: total.toLocaleString('en'),
      deals: Math.ceil(total / PRODUCTS).toLocaleString('en'),
      'simulation s': dry.s.toFixed(1),
      'simulation rows/s': rate(dry),
      'import s': insert.s.toFixed(1),
      'import rows/s': rate(insert),
      inserted: insert.job.inserted,
      'again s': update.s.toFixed(1),
      'again rows/s': rate(update),
      updated: update.job.updated,
    };
  } finally {
    await stop(child);
  }
}

async function main() {
  const results = [];
  const dir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-'));
  try {
    results.push(
      await measure('PGlite (embedded)', {
        DATABASE_URL: '',
        DATA_DIR: path.join(dir, 'pglite'),
        FILES_DIR: path.join(dir, 'files-pglite'),
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const database = await throwawayDatabase(adminUrl);
  const filesDir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-'));
  try {
    results.push(await measure('PostgreSQL server', { DATABASE_URL: database.url, FILES_DIR: filesDir }));
  } finally {
    await database.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
  console.log(
    `\nNegotiations import (XLSX, upload to the job's end), ${total.toLocaleString('en')} rows as vendedor`,
  );
  console.table(results);
}

await main();
