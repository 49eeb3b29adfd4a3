import { z } from 'zod';
import { MSG } from '../messages.js';
import { ROLE_CODES } from './model.js';

/**
 * The workflow zod schemas, one set for the web forms and the services' request bodies. Where the
 * two differ only in transport (ids as select strings in a form, numbers on the wire; absent
 * optional text as '' in a form, null on the wire), the services extend the `...BaseSchema` here.
 */
const text = (max: number) => z.string().trim().min(1, MSG.required).max(max, MSG.maxLength(max));

/** A component field row: which field of which form the assignee fills. */
export const taskFieldBaseSchema = z.object({ fieldsId: text(100) });

/** A task of a version: its roles (several may be included), edit flag and answers. */
export const workflowTaskBaseSchema = z.object({
  title: text(100),
  isEdit: z.boolean(),
  roles: z.array(z.enum(ROLE_CODES)).min(1, MSG.required),
});
export const workflowTaskFormSchema = workflowTaskBaseSchema.extend({
  slaHours: z.coerce.number({ error: MSG.numberRequired }).int(MSG.numberRequired).min(0, MSG.invalidValue),
  actionTitleId: z.string().min(1, MSG.required),
  fields: z.array(
    taskFieldBaseSchema.extend({
      formId: z.string().max(100),
      typeId: z.string().max(100),
      conditionalsId: z.string().max(100),
      value: z.string().max(1000),
    }),
  ),
});

/** Roles an approval mode may name (the requester never approves). */
export const APPROVER_ROLES = ['APPROVER', 'REGIONAL_MANAGER', 'BOARD', 'PRESIDENCY'] as const;
