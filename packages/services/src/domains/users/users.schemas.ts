import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '@balcao/schema';
import { editUserSchema, email, newPassword, phone, requiredText } from '@balcao/schema/fields';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const fileRef = z.object({ id: z.number(), path: z.string() }).nullable();
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
export const createUserBody = z.object({
  userName: requiredText(60),
  name: requiredText(NAME_MAX),
  email: email(EMAIL_MAX),
  phone: phone.nullish(),
  password: newPassword,
  profiles: z.array(z.number().int()).optional(),
});
export const patchUserBody = editUserSchema.partial().extend({
  password: newPassword.optional(),
  /** Asked when a user changes his own password here (as at POST /auth/password). */
  currentPassword: z.string().max(1024).optional(),
  updatedAt: z.string().optional(),
});
export const success = z.object({ success: z.boolean() });
