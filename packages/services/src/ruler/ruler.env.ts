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
  const kind = env.RULER_ADAPTER || (env.RULER_URL ? 'http' : '');
  if (kind === 'simulated') return simulatedRuler({ token: env.RULER_TOKEN });
  if (kind === 'http') {
    if (!env.RULER_URL || !env.RULER_TOKEN)
      throw new Error('RULER_ADAPTER=http needs RULER_URL and RULER_TOKEN');
    const timeoutMs = Number(env.RULER_TIMEOUT_MS) > 0 ? Number(env.RULER_TIMEOUT_MS) : undefined;
    return httpRuler({ url: env.RULER_URL, token: env.RULER_TOKEN, timeoutMs });
  }
  if (kind) throw new Error(`RULER_ADAPTER must be simulated or http, not ${kind}`);
  return env.NODE_ENV === 'production' ? null : simulatedRuler();
}
