import { z } from 'zod';
import { MSG, NOTIFICATION_CONFIG_BOUNDS, SNOOZE_MINUTES } from '@balcao/schema';

export const idParams = z.object({ id: z.coerce.number().int().positive() });
export const ids = z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) });

const bounded = (min: number, max: number) =>
  z
    .number({ error: MSG.numberRequired })
    .int(MSG.numberRequired)
    .min(min, MSG.between(min, max))
    .max(max, MSG.between(min, max));

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(5),
  q: z.string().max(200).optional(),
});
export const snoozeBody = z.object({ delay: bounded(SNOOZE_MINUTES.min, SNOOZE_MINUTES.max) });

const B = NOTIFICATION_CONFIG_BOUNDS;
export const configChange = z
  .object({
    instantNotice: z.boolean(),
    sendEmail: z.boolean(),
    hideNotifications: z.boolean(),
    resend: z.boolean(),
    resendDaysBefore: bounded(B.resendDaysBefore.min, B.resendDaysBefore.max),
    resendHoursBefore: bounded(B.resendHoursBefore.min, B.resendHoursBefore.max),
    daysBeforeHighlight: bounded(B.daysBeforeHighlight.min, B.daysBeforeHighlight.max),
  })
  .partial()
  .strict();

export const sendBody = z.object({
  userId: z.number().int().positive(),
  type: z.string().max(30).optional(),
  title: z.string().trim().min(1, MSG.required).max(200),
  content: z.string().trim().min(1, MSG.required).max(2000),
  link: z.string().max(300).startsWith('/').nullish(),
  param: z.string().max(500).nullish(),
  module: z.string().max(60).nullish(),
});
