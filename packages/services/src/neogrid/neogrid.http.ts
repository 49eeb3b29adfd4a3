import { z } from 'zod';
import type { HttpAdapterConfig } from '../lib/adapterEnv.js';
import { externalJsonGet } from '../lib/externalHttp.js';
import { NeogridError, type NeogridAdapter } from './neogrid.adapter.js';

const decimal = z.string().regex(/^\d+(\.\d{1,2})?$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const line = z.object({
  orderNumber: z.string().min(1),
  issueDate: day,
  deliveryDate: day,
  deliveryCnpj: z.string().regex(/^\d{14}$/),
  ean: z.string().min(1),
  description: z.string(),
  quantity: z.number().int().nonnegative(),
  unitPrice: decimal,
  total: decimal,
});
const answer = z.object({ items: z.array(line) });

/**
 * Neogrid over HTTP (NEOGRID_URL, NEOGRID_TOKEN as a bearer token):
 * GET {NEOGRID_URL}/orders?buyerCnpj=&from=&to= → { items: [order lines] }.
 * Anything else (refused, timed out, another status, a body of another shape) is a NeogridError.
 * The token goes only in the Authorization header; no message here ever carries it.
 */
export function httpNeogrid(opts: HttpAdapterConfig): NeogridAdapter {
  const get = externalJsonGet({
    system: 'Neogrid',
    url: opts.url,
    token: opts.token,
    timeoutMs: opts.timeoutMs ?? 15_000,
    fail: (message, o) => new NeogridError(message, o),
  });
  return {
    kind: 'http',
    async orders({ cnpj, from, to }) {
      const body = await get('orders', { buyerCnpj: cnpj, from, to });
      if (body === null) throw new NeogridError('Neogrid answered 404: GET /orders');
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new NeogridError('Neogrid orders of an unexpected shape');
      return parsed.data.items;
    },
  };
}
