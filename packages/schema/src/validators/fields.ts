import { z } from 'zod';
import { EMAIL_MAX, MIN_LENGTH, NAME_MAX, TEXT_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  isValidStateRegistration,
  onlyDigits,
} from './documents.js';
import { parseMoney } from './format.js';

const req = { error: MSG.required };

export const requiredText = (max = TEXT_MAX) =>
  z.string(req).trim().min(1, MSG.required).max(max, MSG.maxLength(max));
export const optionalText = (max = TEXT_MAX) => z.string().trim().max(max, MSG.maxLength(max)).optional();
export const email = (max = EMAIL_MAX) =>
  z.string(req).trim().min(1, MSG.required).max(max, MSG.maxLength(max)).pipe(z.email(MSG.invalidEmail));
export const phone = z
  .string()
  .trim()
  .refine((v) => v === '' || isValidPhone(v), MSG.invalidPhone)
  .transform((v) => onlyDigits(v));
export const cpf = z.string(req).refine(isValidCpf, MSG.invalidCpf).transform(onlyDigits);
export const cnpj = z.string(req).refine(isValidCnpj, MSG.invalidCnpj).transform(onlyDigits);
export const cep = z.string(req).refine(isValidCep, MSG.invalidCep).transform(onlyDigits);
export const stateRegistration = z.string(req).refine(isValidStateRegistration, MSG.invalidStateRegistration);
export const numberValue = z
  .union([z.number(), z.string()])
  .refine((v) => v !== '' && !Number.isNaN(Number(v)), MSG.numberRequired)
  .transform(Number);
export const minLength5 = z.string(req).trim().min(MIN_LENGTH, MSG.minLength5);
export const money = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? v : parseMoney(v)))
  .refine((v) => !Number.isNaN(v), MSG.numberRequired)
  .refine((v) => v >= 0, MSG.invalidValue);
export const percent = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? v : parseMoney(v)))
  .refine((v) => !Number.isNaN(v) && v >= 0 && v <= 100, MSG.invalidPercent)
  .transform((v) => Math.round(v * 100) / 100);

/** Both ends required; the end on or after the start. */
export const dateRange = z
  .object({ from: z.string(req).min(1, MSG.required), to: z.string(req).min(1, MSG.required) })
  .refine((r) => new Date(r.to).getTime() >= new Date(r.from).getTime(), {
    message: MSG.endBeforeStart,
    path: ['to'],
  });

export const loginSchema = z.object({
  userName: requiredText(),
  password: z.string(req).min(1, MSG.required),
});
export const editUserSchema = z.object({
  name: requiredText(NAME_MAX),
  phone: phone.optional(),
  email: email(EMAIL_MAX),
});
export const createUserSchema = editUserSchema.extend({
  userName: requiredText(60),
  password: minLength5,
  profiles: z.array(z.union([z.string(), z.number()])).optional(),
});

/** The profile form's own fields; its grants and exceptions are the module × action matrix. */
export const profileFormSchema = z.object({
  name: requiredText(NAME_MAX),
  description: z.string().trim().max(300, MSG.maxLength(300)).optional(),
  global: z.boolean(),
});
