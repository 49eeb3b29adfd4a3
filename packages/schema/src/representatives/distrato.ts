import { z } from 'zod';
import { MSG } from '../messages.js';
import { compareDecimal } from '../validators/decimal.js';
import { date, positiveMoney, requiredText, selected } from '../validators/fields.js';

/**
 * A distrato as it is asked for (spec/02 §4 'Contract termination is partial or total', §7 'POST
 * distrato'): the contract, partial or total, the day it takes effect and why; a partial one names
 * the values it ends (net within gross), a total one ends the whole contract.
 */
export const distratoSchema = z
  .object({
    contractId: z.coerce.string(),
    kind: selected.pipe(z.enum(['PARTIAL', 'TOTAL'])),
    terminationDate: date,
    reason: requiredText(500),
    grossValue: z.union([positiveMoney, z.literal(''), z.null()]).optional(),
    netValue: z.union([positiveMoney, z.literal(''), z.null()]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind !== 'PARTIAL') return;
    if (!v.grossValue) ctx.addIssue({ code: 'custom', path: ['grossValue'], message: MSG.required });
    if (!v.netValue) ctx.addIssue({ code: 'custom', path: ['netValue'], message: MSG.required });
    if (v.grossValue && v.netValue && compareDecimal(v.netValue, v.grossValue) > 0)
      ctx.addIssue({ code: 'custom', path: ['netValue'], message: MSG.netAboveGross });
  });
export type DistratoInput = z.input<typeof distratoSchema>;
export type DistratoValues = z.output<typeof distratoSchema>;
