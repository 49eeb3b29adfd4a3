import type { z } from 'zod';
import { MSG } from '../messages.js';
import { compareDecimal } from '../validators/index.js';

/** 'Valor deve ser maior que zero' on a money field (spec/02 §5); empty is the required rule's. */
export const positive = (base: z.ZodType) =>
  base.refine((v) => v === '' || compareDecimal(String(v), '0.00') > 0, MSG.greaterThanZero);

/** 'Valor deve ser maior que zero' on a whole number (a quantity). */
export const positiveCount = (base: z.ZodType) => base.refine((v) => Number(v) > 0, MSG.greaterThanZero);
