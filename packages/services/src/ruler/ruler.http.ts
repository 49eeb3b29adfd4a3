import { z } from 'zod';
import type { HttpAdapterConfig } from '../lib/adapterEnv.js';
import { externalJsonGet } from '../lib/externalHttp.js';
import { RulerError, RulerTokenError, type CommissionRuler } from './ruler.adapter.js';

const decimal = z.string().regex(/^-?\d+(\.\d{1,2})?$/);
const answer = z.object({
  bands: z.array(z.object({ maxDiscount: decimal.nullable(), adjustment: decimal })).min(1),
});

/**
 * The ruler's service over HTTP (RULER_URL, RULER_TOKEN as a bearer token):
 * GET {RULER_URL}/rulers/{representativeCode} → { bands: [{ maxDiscount, adjustment }] }; 404 when
 * he has no ruler of his own (no adjustment). 401 or 403 is the token refused; anything else
 * unusable is a RulerError. The token goes only in the Authorization header.
 */
export function httpRuler(opts: HttpAdapterConfig): CommissionRuler {
  const get = externalJsonGet({
    system: 'RULER',
    url: opts.url,
    token: opts.token,
    timeoutMs: opts.timeoutMs ?? 10_000,
    fail: (message, o) =>
      o?.status === 401 || o?.status === 403 ? new RulerTokenError(message) : new RulerError(message, o),
  });
  return {
    kind: 'http',
    async bands(code) {
      const body = await get(`rulers/${encodeURIComponent(code)}`, {});
      if (body === null) return [];
      const parsed = answer.safeParse(body);
      if (!parsed.success) throw new RulerError('ruler answer of an unexpected shape');
      return parsed.data.bands;
    },
  };
}
