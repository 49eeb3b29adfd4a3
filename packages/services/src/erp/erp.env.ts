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
  const kind = env.ERP_ADAPTER || (env.ERP_URL ? 'http' : '');
  if (kind === 'simulated') return simulatedErp();
  if (kind === 'http') {
    if (!env.ERP_URL || !env.ERP_TOKEN) throw new Error('ERP_ADAPTER=http needs ERP_URL and ERP_TOKEN');
    const timeoutMs = Number(env.ERP_TIMEOUT_MS) > 0 ? Number(env.ERP_TIMEOUT_MS) : undefined;
    return httpErp({ url: env.ERP_URL, token: env.ERP_TOKEN, timeoutMs });
  }
  if (kind) throw new Error(`ERP_ADAPTER must be simulated or http, not ${kind}`);
  return env.NODE_ENV === 'production' ? null : simulatedErp();
}
