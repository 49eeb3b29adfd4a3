import { z } from 'zod';
import { companyBaseSchema } from '@balcao/schema/companies';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const companyBody = companyBaseSchema.extend({
  /** The owning representative (a user); without confidential access, always the caller. */
  representativeId: z.number().int().positive().nullable().default(null),
  /** The updatedAt the client read; a different one is a 409. */
  updatedAt: z.string().optional(),
});
