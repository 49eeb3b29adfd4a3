import { z } from 'zod';
import {
  MODULES,
  MSG,
  taskFieldBaseSchema,
  workflowTaskBaseSchema,
  workflowTypeBaseSchema,
} from '@balcao/schema';

// Request bodies: the shared workflow schemas of @balcao/schema, extended where the wire differs
// from a form (numeric ids, null for absent text) and with the checks only the server can make.
const isModule = (name: string) => MODULES.some((m) => m.name === name);

export const idParams = z.object({ id: z.coerce.number().int().positive() });

export const typeBody = workflowTypeBaseSchema.extend({
  description: z.string().max(500, MSG.maxLength(500)).nullish(),
  recordPath: z
    .string()
    .max(200, MSG.maxLength(200))
    .regex(/^\/[A-Za-z0-9/_-]*$/, MSG.invalidValue)
    .nullish(),
  startModule: z.string().max(60).refine(isModule, MSG.invalidValue).nullish(),
  workflowTypeSituations: z.array(z.number().int().positive()).min(1, MSG.workflowTypeRequired),
  updatedAt: z.string().optional(),
});

const field = taskFieldBaseSchema.extend({
  index: z.number().int().min(0),
  formId: z.string().max(100).nullish(),
  typeId: z.string().max(100).nullish(),
  conditionalsId: z.string().max(100).nullish(),
  value: z.string().max(1000).nullish(),
});
export const taskBody = workflowTaskBaseSchema.extend({
  slaHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 365),
  isEdit: z.boolean().default(false),
  actionTitleId: z.number().int().positive(),
  fields: z.array(field).max(200).default([]),
});
