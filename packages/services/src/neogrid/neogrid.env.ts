import type { NeogridAdapter } from './neogrid.adapter.js';
import { httpNeogrid } from './neogrid.http.js';
import { simulatedNeogrid } from './neogrid.simulated.js';

/**
 * NEOGRID_ADAPTER=simulated: the stand-in (demos, tests). NEOGRID_ADAPTER=http, or NEOGRID_URL
 * alone: the real endpoint, which needs NEOGRID_URL and NEOGRID_TOKEN (NEOGRID_TIMEOUT_MS, 15 s by
 * default). Neither: the stand-in outside production; in production Neogrid is left unconfigured
 * (null), so that no invented order is ever shown as real.
 */
export function neogridFromEnv(env: NodeJS.ProcessEnv): NeogridAdapter | null {
  const kind = env.NEOGRID_ADAPTER || (env.NEOGRID_URL ? 'http' : '');
  if (kind === 'simulated') return simulatedNeogrid();
  if (kind === 'http') {
    if (!env.NEOGRID_URL || !env.NEOGRID_TOKEN)
      throw new Error('NEOGRID_ADAPTER=http needs NEOGRID_URL and NEOGRID_TOKEN');
    const timeoutMs = Number(env.NEOGRID_TIMEOUT_MS) > 0 ? Number(env.NEOGRID_TIMEOUT_MS) : undefined;
    return httpNeogrid({ url: env.NEOGRID_URL, token: env.NEOGRID_TOKEN, timeoutMs });
  }
  if (kind) throw new Error(`NEOGRID_ADAPTER must be simulated or http, not ${kind}`);
  return env.NODE_ENV === 'production' ? null : simulatedNeogrid();
}
