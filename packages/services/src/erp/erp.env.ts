import { adapterFromEnv } from '../lib/adapterEnv.js';
import type { ErpAdapter } from './erp.adapter.js';
import { httpErp } from './erp.http.js';
import { simulatedErp } from './erp.simulated.js';

/**
 * ERP_ADAPTER=simulated: the stand-in (demos, tests). ERP_ADAPTER=http, or ERP_URL alone: the real
 * endpoint, which needs ERP_URL and ERP_TOKEN (ERP_TIMEOUT_MS, 10 s by default). Neither: the
 * stand-in outside production; in production the ERP is left unconfigured (null), so that no
 * invented client is ever shown as real.
 */
export function erpFromEnv(env: NodeJS.ProcessEnv): ErpAdapter | null {
  return adapterFromEnv(env, 'ERP', { simulated: () => simulatedErp(), http: httpErp });
}
