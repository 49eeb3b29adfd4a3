// The orders import through the whole stack (the import kit's ORDERS kind, uploaded to the gateway's
// /files/imports/ORDERS), on the PostgreSQL server: rows per second from the upload to the job's end,
// for a simulation and for the import (all or nothing, one transaction), and how late its progress
// reaches a subscriber: from the moment the services sent an event (right after the chunk of rows it
// counts was written or checked: its `sentAt`) to its arrival at a graphql-ws client of
// `ordersImportProgress` on the gateway. Run after `pnpm -r run build`:
//   node tests/bench/order-import.mjs [rows=10000]
//
// The file is vendedor's: his first draft's customer and products (priced by his tables), one order
// per three rows (customer order codes BENCH-n), so rows / 3 orders.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { graphqlAt, pct, startStack, throwawayDatabase } from './lib.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fromGateway = createRequire(path.join(root, 'packages/gateway/package.json'));
const { createClient } = fromGateway('graphql-ws');
const WebSocket = fromGateway('ws');
const total = Number(process.argv[2] ?? 10_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** His first draft with three items: its customer's document and its items' codes and prices. */
async function draftOf(gql, token) {
  const { orders } = await gql(
    `{ orders(input: { pageSize: 50, filters: [{ key: "status", values: ["DRAFT"] }] }) { rows { id customerId itemCount } } }`,
    {},
    token,
  );
  const order = orders.rows.find((o) => o.itemCount === 3);
  const { customer } = await gql(
    'query($id: ID!) { customer(id: $id) { cnpj cpf } }',
    { id: order.customerId },
    token,
  );
  const { orderProducts } = await gql(
    'query($id: ID!) { orderProducts(id: $id) { productCode price } }',
    { id: order.id },
    token,
  );
  return { document: customer.cnpj ?? customer.cpf, items: orderProducts };
}

async function fileOf({ document, items }, run) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pedidos');
  sheet.addRow([
    'CNPJ/CPF do cliente',
    'Ordem de compra do cliente',
    'Estabelecimento',
    'Tipo de pedido',
    'Condição de pagamento',
    'Tipo de frete',
    'Código do produto',
    'Quantidade',
    'Preço sem IPI',
  ]);
  for (let i = 0; i < total; i++) {
    const item = items[i % 3];
    sheet.addRow([
      document,
      `${run}-${Math.floor(i / 3)}`,
      '01',
      'Venda',
      '28 dias',
      'CIF',
      item.productCode,
      1 + (i % 5),
      Number(item.price),
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const database = await throwawayDatabase(adminUrl);
  let stack;
  let client;
  try {
    stack = await startStack(root, { DATABASE_URL: database.url });
    const { gql, signIn } = graphqlAt(stack.base);
    const token = await signIn('vendedor');
    const draft = await draftOf(gql, token);

    // The subscriber: each event's delay from its sentAt, by job and phase.
    const delays = [];
    const ended = new Map();
    client = createClient({
      url: `${stack.base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
    });
    await new Promise((resolve, reject) => {
      client.subscribe(
        { query: 'subscription { notificationCount }' },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    client.subscribe(
      { query: 'subscription { ordersImportProgress { jobId phase status sentAt } }' },
      {
        next: ({ data }) => {
          const p = data.ordersImportProgress;
          delays.push({ phase: p.phase, ms: Date.now() - Date.parse(p.sentAt) });
          if (p.phase === 'FIM') ended.get(p.jobId)?.(p);
        },
        error: (e) => console.error(e),
        complete: () => {},
      },
    );

    async function run(dryRun, run) {
      const data = await fileOf(draft, run);
      const form = new FormData();
      form.append('mode', 'FILE');
      form.append('dryRun', String(dryRun));
      form.append('originOrder', 'TABELA');
      form.append('file', new Blob([data]), 'bench.xlsx');
      const t0 = performance.now();
      const res = await fetch(`${stack.base}/files/imports/ORDERS`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const job = await res.json();
      if (res.status !== 202) throw new Error(`${res.status} ${JSON.stringify(job)}`);
      const end = await new Promise((resolve) => ended.set(String(job.id), resolve));
      const s = (performance.now() - t0) / 1000;
      if (end.status !== (dryRun ? 'VALIDATED' : 'DONE')) throw new Error(`${end.status}`);
      return s;
    }
    const dry = await run(true, 'SIM');
    const written = await run(false, 'BENCH');
    const rate = (s) => Math.round(total / s).toLocaleString('en');
    console.log(
      `\nOrders import (XLSX through the gateway, upload to the job's end) on the PostgreSQL server, ${total.toLocaleString('en')} rows (${Math.ceil(total / 3).toLocaleString('en')} orders) as vendedor`,
    );
    console.table([
      { run: 'simulation', s: dry.toFixed(1), 'rows/s': rate(dry) },
      { run: 'import (one transaction)', s: written.toFixed(1), 'rows/s': rate(written) },
    ]);
    const figures = (phase) => {
      const ms = delays
        .filter((d) => !phase || d.phase === phase)
        .map((d) => d.ms)
        .sort((a, b) => a - b);
      return {
        phase: phase ?? 'all',
        events: ms.length,
        'p50 ms': pct(ms, 50),
        'p95 ms': pct(ms, 95),
        'max ms': ms.at(-1),
      };
    };
    console.log(
      '\nProgress events: services sent (sentAt, after the rows were written or checked) → graphql-ws subscriber',
    );
    console.table([figures('VALIDANDO'), figures('GRAVANDO'), figures('FIM'), figures()]);
  } finally {
    await client?.dispose();
    await stack?.stop();
    await database.drop();
  }
}

await main();
