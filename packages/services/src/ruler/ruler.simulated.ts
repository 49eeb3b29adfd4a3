import type { CommissionRuler, RulerBand } from './ruler.adapter.js';
import { RulerTokenError } from './ruler.adapter.js';

/** The token the simulated ruler refuses, so that tests and demos show 'Erro em token Regua'. */
export const RULER_REFUSED_TOKEN = 'TOKEN-RECUSADO';

/** The house's standard ruler: full price earns half a point more; past 10% off, one point less. */
export const STANDARD_BANDS: readonly RulerBand[] = [
  { maxDiscount: '0.00', adjustment: '0.50' },
  { maxDiscount: '5.00', adjustment: '0.00' },
  { maxDiscount: '10.00', adjustment: '-0.50' },
  { maxDiscount: null, adjustment: '-1.00' },
];

/** A stand-in for the ruler's service (demos, tests): the standard bands for everyone. */
export function simulatedRuler(opts: { token?: string } = {}): CommissionRuler {
  return {
    kind: 'simulated',
    async bands() {
      if (opts.token === RULER_REFUSED_TOKEN) throw new RulerTokenError('simulated ruler refused its token');
      return [...STANDARD_BANDS];
    },
  };
}
