import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { MSG, ORDERS_IMPORT } from '@balcao/schema';
import { startStack } from '../../test/stack.js';
import { watch } from '../../realtime/subscriptions.testkit.js';

let s: Awaited<ReturnType<typeof startStack>>;
let base: string;
let client: Client;
beforeAll(async () => {
  s = await startStack();
  base = await s.gateway.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await client?.dispose();
  await s.close();
});

type Progress = {
  jobId: string;
  status: string;
  phase: string;
  processed: number;
  total: number;
  percent: number;
  sentAt: string;
};

/** `n` rows of one-item orders of vendedor's, each priced as one of his seeded orders' items. */
async function file(n: number) {
  const { rows } = await s.services.db.query<{ doc: string; code: string; price: string }>(
    `select coalesce(c.cnpj, c.cpf) as doc, p.code, i.price::text as price
       from order_items i join orders o on o.id = i.order_id join customers c on c.id = o.customer_id
       join products p on p.id = i.product_id join users u on u.id = o.representative_id
      where u.user_name = 'vendedor' and o.status = 'DRAFT' order by i.id limit 1`,
  );
  const { doc, code, price } = rows[0]!;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Pedidos');
  sheet.addRow(ORDERS_IMPORT.columns.map((c) => c.header));
  const v: Record<string, unknown> = {
    customerDocument: doc,
    establishmentCode: '01',
    orderType: 'VENDA',
    conditionPayment: '28 dias',
    typeFreight: 'CIF',
    productCode: code,
    quantity: 1,
    price: Number(price),
  };
  for (let k = 0; k < n; k++)
    sheet.addRow(ORDERS_IMPORT.columns.map((c) => (c.key === 'customerOrderCode' ? `GW-${k}` : v[c.key])));
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('orders imported and downloaded through the gateway', () => {
  it('relays the upload and pushes its progress live on ordersImportProgress, to the end', async () => {
    const vendedor = await s.login('vendedor');
    client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${vendedor}` },
      retryAttempts: 0,
    });
    // The session's upstream socket is open (its count arrived) before the upload starts.
    await watch(client, 'subscription { notificationCount }').until(1);
    const events = watch(
      client,
      'subscription { ordersImportProgress { jobId kind status phase processed total percent errorRows sentAt } }',
    );
    const form = new FormData();
    form.append('originOrder', 'TABELA');
    form.append('file', new Blob([await file(1200)]), 'pedidos.xlsx');
    const res = await fetch(`${base}/files/imports/ORDERS`, {
      method: 'POST',
      headers: { authorization: `Bearer ${vendedor}` },
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const id = String(((await res.json()) as { id: number }).id);
    let got: Progress[] = [];
    for (let n = 1; !got.some((p) => p.phase === 'FIM'); n++)
      got = (await events.until(n, 20_000)).map((r) => r.data!.ordersImportProgress as Progress);
    expect(got.every((p) => p.jobId === id)).toBe(true);
    // Three chunks checked, three batches written (500 rows each), then the end.
    expect(got.map((p) => p.phase)).toEqual([
      'VALIDANDO',
      'VALIDANDO',
      'VALIDANDO',
      'GRAVANDO',
      'GRAVANDO',
      'GRAVANDO',
      'FIM',
    ]);
    expect(got.at(-1)).toMatchObject({ status: 'DONE', percent: 100, total: 1200, errorRows: 0 });
    expect(Date.parse(got[3]!.sentAt)).toBeLessThanOrEqual(Date.now());
    const job = await s.gql<{ importJob: { status: string; inserted: number } }>(
      'query($id: ID!) { importJob(kind: ORDERS, id: $id) { status inserted } }',
      { id },
      vendedor,
    );
    expect(job.data!.importJob).toEqual({ status: 'DONE', inserted: 1200 });
  });

  it('answers a download 202; its notification opens the file for its requester', async () => {
    const vendedor = await s.login('vendedor');
    const res = await fetch(`${base}/files/exports/orders-invoices?orderBy=orderNumber`, {
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toMatchObject({ message: MSG.exportQueued });
    await s.services.app.exportJobs.idle();
    const notices = await s.gql<{
      notifications: { rows: { notification: { title: string; link: string } }[] };
    }>('{ notifications(pageSize: 5) { rows { notification { title link } } } }', {}, vendedor);
    const ready = notices.data!.notifications.rows.find(
      (r) => r.notification.title === MSG.exportReadyTitle,
    )!;
    const got = await fetch(base + ready.notification.link, {
      headers: { authorization: `Bearer ${vendedor}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toContain('Faturamento');
  });
});
