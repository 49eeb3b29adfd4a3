import { z } from 'zod';
import { taskFieldBaseSchema, workflowTaskBaseSchema } from '@balcao/schema';

// Request bodies: the shared workflow schemas of @balcao/schema, extended where the wire differs
// from a form (numeric ids, null for absent text) and with the checks only the server can make.
export const idParams = z.object({ id: z.coerce.number().int().positive() });

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
