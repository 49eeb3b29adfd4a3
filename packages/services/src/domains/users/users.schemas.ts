import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const fileRef = z.object({ id: z.number(), path: z.string() }).nullable();
/** A user as the session routes answer him (login, me). */
export const userDto = z.object({
  id: z.number(),
  userName: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  active: z.boolean(),
  file: fileRef,
  showModalRankings: z.boolean(),
  daysPasswordExpired: z.number(),
  profiles: z.array(z.object({ id: z.number(), name: z.string() })),
  updatedAt: z.string(),
});
export const success = z.object({ success: z.boolean() });
