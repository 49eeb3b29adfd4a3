import { request } from 'undici';
import { z } from 'zod';
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
export function httpNeogrid(opts: { url: string; token: string; timeoutMs?: number }): NeogridAdapter {
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const base = opts.url.endsWith('/') ? opts.url : `${opts.url}/`;
  return {
    kind: 'http',
    async orders({ cnpj, from, to }) {
      const url = new URL('orders', base);
      url.searchParams.set('buyerCnpj', cnpj);
      url.searchParams.set('from', from);
      url.searchParams.set('to', to);
      let res;
      try {
        res = await request(url, {
          method: 'GET',
          headers: { accept: 'application/json', authorization: `Bearer ${opts.token}` },
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new NeogridError(`Neogrid unreachable (${(err as Error).name})`, { cause: err });
      }
      if (res.statusCode !== 200) {
        await res.body.dump();
        throw new NeogridError(`Neogrid answered ${res.statusCode}`);
      }
      let body: unknown;
      try {
        body = await res.body.json();
      } catch (err) {
        throw new NeogridError('Neogrid body unreadable', { cause: err });
      }
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new NeogridError('Neogrid orders of an unexpected shape');
      return parsed.data.items;
    },
  };
}
