import { z } from 'zod';
import { ERP_CLIENT_STATUSES, ERP_ORDER_STATUSES, ERP_RISK_CLASSES } from '@balcao/schema';
import type { HttpAdapterConfig } from '../lib/adapterEnv.js';
import { externalJsonGet, externalJsonPost } from '../lib/externalHttp.js';
import { ErpError, type ErpAdapter, type ErpSearch } from './erp.adapter.js';

const decimal = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const client = z.object({
  code: z.string().min(1),
  corporateName: z.string(),
  tradeName: z.string().nullable().default(null),
  cnpj: z.string().regex(/^\d{14}$/),
  city: z.string(),
  state: z.string(),
  status: z.enum(ERP_CLIENT_STATUSES),
  riskClass: z.enum(ERP_RISK_CLASSES),
  creditLimit: decimal,
  balance: decimal,
  lastInvoiceDate: day.nullable().default(null),
});
const summary = client.extend({
  availableCredit: decimal,
  openTitles: z.number().int().nonnegative(),
  overdueAmount: decimal,
  paymentCondition: z.string(),
  lastOrders: z
    .array(z.object({ number: z.string(), date: day, amount: decimal, status: z.enum(ERP_ORDER_STATUSES) }))
    .default([]),
});
const orderAnswer = z.object({ totvsCode: z.string().min(1).max(30) });
const representative = z.object({
  code: z.string().min(1),
  name: z.string(),
  cnpj: z.string().regex(/^\d{14}$/),
  city: z.string(),
  state: z.string(),
  status: z.enum(ERP_CLIENT_STATUSES),
  commissionPercentage: decimal,
  salesLast12Months: decimal,
  lastSaleDate: day.nullable().default(null),
});
/** TOTVS API collections: `items` and `hasNext`; these endpoints also give the `total`. */
const collectionOf = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), hasNext: z.boolean(), total: z.number().int() });
const collection = collectionOf(client);
const representatives = collectionOf(representative);

/**
 * The TOTVS client API over HTTP (ERP_URL, ERP_TOKEN as a bearer token):
 * - GET {ERP_URL}/clients?search=&page=&pageSize= → { items, hasNext, total }
 * - GET {ERP_URL}/clients/summary?cnpj= (or ?code=) → the summary; 404 when there is no such client.
 * - POST {ERP_URL}/orders with the order (ErpOrder) → 200 or 201 { totvsCode }.
 * - GET {ERP_URL}/representatives?search=&page=&pageSize= → { items, hasNext, total }.
 * Anything else (refused, timed out, another status, a body of another shape) is an ErpError.
 * The token goes only in the Authorization header; no message here ever carries it.
 */
export function httpErp(opts: HttpAdapterConfig): ErpAdapter {
  const external = {
    system: 'ERP',
    url: opts.url,
    token: opts.token,
    timeoutMs: opts.timeoutMs ?? 10_000,
    fail: (message: string, o?: { cause?: unknown }) => new ErpError(message, o),
  };
  const get = externalJsonGet(external);
  const post = externalJsonPost(external);

  const parse = <T>(schema: z.ZodType<T>, body: unknown, what: string): T => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ErpError(`ERP ${what} of an unexpected shape`);
    return parsed.data;
  };
  /** A page of a TOTVS search (?search=&page=&pageSize=): its rows and their total. */
  const search = async <T>(
    path: string,
    list: z.ZodType<{ items: T[]; total: number }>,
    what: string,
    { q, page, pageSize }: ErpSearch,
  ) => {
    const body = await get(path, { search: q ?? '', page: String(page), pageSize: String(pageSize) });
    const { items, total } = parse(list, body, what);
    return { rows: items, totalRegisters: total };
  };

  return {
    kind: 'http',
    searchClients: (q) => search('clients', collection, 'client list', q),
    async clientSummary(key) {
      const body = await get('clients/summary', 'cnpj' in key ? { cnpj: key.cnpj } : { code: key.code });
      return body === null ? null : parse(summary, body, 'client summary');
    },
    searchRepresentatives: (q) => search('representatives', representatives, 'representative list', q),
    async sendOrder(order) {
      const body = await post('orders', order);
      if (body === null) throw new ErpError('ERP answered 404: POST /orders');
      return parse(orderAnswer, body, 'order answer');
    },
  };
}
