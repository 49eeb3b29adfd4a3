import { z } from 'zod';
import { EMAIL_MAX, MIN_LENGTH, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, TEXT_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidPhone,
  isValidStateRegistration,
  onlyDigits,
} from './documents.js';
import { parseDateBr } from './dates.js';
import { compareDecimal, toDecimalString } from './decimal.js';
// Every zod check without its own text speaks pt-BR (side effect: this is zod's entry point here).
import './zodErrors.js';

/**
 * A field's error: 'Este é um campo obrigatório' when nothing was sent, `invalid` when something of
 * the wrong kind or outside the choices was.
 */
export const requiredOr = (invalid: string = MSG.invalidValue) => ({
  error: (iss: { input?: unknown }) =>
    iss.input === undefined || iss.input === null || iss.input === '' ? MSG.required : invalid,
});
const req = requiredOr();

export const requiredText = (max = TEXT_MAX) =>
  z.string(req).trim().min(1, MSG.required).max(max, MSG.maxLength(max));
/** An optional field: left out, null and '' alike mean nothing was given (null is kept as null). */
export const optionalText = (max = TEXT_MAX) => z.string().trim().max(max, MSG.maxLength(max)).nullish();
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
/** A new password, exactly as typed (never trimmed); the services check it against the policy too. */
export const newPassword = z
  .string(req)
  .min(PASSWORD_MIN, MSG.passwordTooShort(PASSWORD_MIN))
  .max(PASSWORD_MAX, MSG.maxLength(PASSWORD_MAX));
/**
 * A required value typed as text and held as what `parse` reads in it; `invalid` where it reads
 * nothing (null).
 */
const typed = (parse: (typed: string) => string | null, invalid: string) =>
  z
    .string(req)
    .trim()
    .min(1, MSG.required)
    .refine((v) => parse(v) !== null, invalid)
    .transform((v) => parse(v)!);
/** Money held as a decimal string ('1234.56'); typed as 'R$ 1.234,56' or '1.234,56'. */
export const money = typed(toDecimalString, MSG.numberRequired);
/** Money that must be above zero ('Valor deve ser maior que zero'). */
export const positiveMoney = money.refine((v) => compareDecimal(v, '0.00') > 0, MSG.greaterThanZero);
/** Percent with 2 decimals, 0 to 100, held as a decimal string ('12.50'). */
export const percent = typed((v) => {
  const d = toDecimalString(v);
  return d !== null && compareDecimal(d, '100.00') <= 0 ? d : null;
}, MSG.invalidPercent);

/** A day typed DD/MM/YYYY, held as 'YYYY-MM-DD'. */
export const date = typed(parseDateBr, MSG.invalidDate);

/** Both ends required (DD/MM/YYYY or ISO); the end on or after the start. */
export const dateRange = z
  .object({ from: date, to: date })
  .refine((r) => r.to >= r.from, { message: MSG.endBeforeStart, path: ['to'] });

/** A select's chosen value. */
export const selected = z.string(req).min(1, MSG.required);

export const loginSchema = z.object({
  userName: requiredText(),
  password: z.string(req).min(1, MSG.required),
});
export const editUserSchema = z.object({
  name: requiredText(NAME_MAX),
  phone: phone.nullish(),
  email: email(EMAIL_MAX),
});
export const createUserSchema = editUserSchema.extend({
  userName: requiredText(60),
  password: newPassword,
  profiles: z.array(z.union([z.string(), z.number()])).optional(),
});
/** The signed-in user's own password change: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string(req).min(1, MSG.required),
    password: newPassword,
    confirm: z.string(req),
  })
  .refine((v) => v.password === v.confirm, { message: MSG.fieldsDoNotMatch, path: ['confirm'] });

/** The profile form's own fields; its grants and exceptions are the module × action matrix. */
export const profileFormSchema = z.object({
  name: requiredText(NAME_MAX),
  description: z.string().trim().max(300, MSG.maxLength(300)).nullish(),
  global: z.boolean(),
});

const blankAsNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);
/**
 * A price to simulate (spec/02 §7 'price simulation, single or bulk'): a product, its quantity and
 * price, and the VPC and FAN percentages it carries (optional). The services' route and the web's
 * simulation form read it alike.
 */
export const priceSimulationLine = z.object({
  productId: z.preprocess(blankAsMissing, z.coerce.number(req).int().positive(MSG.required)),
  quantity: z.preprocess(
    blankAsMissing,
    z.coerce.number(requiredOr(MSG.numberRequired)).int(MSG.numberRequired).positive(MSG.greaterThanZero),
  ),
  price: positiveMoney,
  percVpc: z.preprocess(blankAsNull, percent.nullable()),
  percFan: z.preprocess(blankAsNull, percent.nullable()),
});
