import { adapterFromEnv } from '../lib/adapterEnv.js';
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
  return adapterFromEnv(env, 'NEOGRID', { simulated: () => simulatedNeogrid(), http: httpNeogrid });
}
