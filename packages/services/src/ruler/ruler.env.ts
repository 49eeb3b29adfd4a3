import { adapterFromEnv } from '../lib/adapterEnv.js';
import type { CommissionRuler } from './ruler.adapter.js';
import { httpRuler } from './ruler.http.js';
import { simulatedRuler } from './ruler.simulated.js';

/**
 * RULER_ADAPTER=simulated: the stand-in (demos, tests; RULER_TOKEN=TOKEN-RECUSADO makes it refuse).
 * RULER_ADAPTER=http, or RULER_URL alone: the real service, which needs RULER_URL and RULER_TOKEN
 * (RULER_TIMEOUT_MS, 10 s by default). Neither: the stand-in outside production; none in production
 * (commissions then read 'Erro de integração').
 */
export function rulerFromEnv(env: NodeJS.ProcessEnv): CommissionRuler | null {
  return adapterFromEnv(env, 'RULER', {
    simulated: () => simulatedRuler({ token: env.RULER_TOKEN }),
    http: httpRuler,
    standIn: () => simulatedRuler(),
  });
}
