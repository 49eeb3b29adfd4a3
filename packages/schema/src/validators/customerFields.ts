import { z } from 'zod';
import { requiredOr } from './fields.js';
import { MSG } from '../messages.js';
import {
  CFOP_FAMILIES,
  CFOP_REGIONS,
  CFOP_VARIANTS,
  CUSTOMER_DOCUMENT_TYPE_CODES,
  CUSTOMER_FLAG_KEYS,
  NATURE_OPERATIONS,
  PERSON_TYPES,
  type CustomerFlag,
} from '../customers.js';
import { isValidCep, isValidCnpj, isValidCpf, isValidStateRegistration, onlyDigits } from './documents.js';
import { date, email, money, percent, phone, requiredText } from './fields.js';

/** An optional field: '' and null become null, anything else must pass `s`. */
const opt = <T extends z.ZodType>(s: T) =>
  // A preprocess, not a union: a wrong value keeps its own message ('CNPJ inválido').
  z.preprocess((v) => (v === '' ? null : v), s.nullable()).optional();
const text = (max = 100) => opt(z.string().trim().max(max, MSG.maxLength(max)));
const doc = (valid: (v: string) => boolean, message: string) =>
  z.string().refine(valid, message).transform(onlyDigits);
const id = z.union([z.number(), z.string().regex(/^\d+$/)]).transform(Number);
/** A reference to another record (the matrix, a price table): its id; empty is none. */
const ref = z.union([z.literal('').transform(() => null), z.null(), id]).optional();

const flags = Object.fromEntries(CUSTOMER_FLAG_KEYS.map((k) => [k, z.boolean().default(false)])) as Record<
  CustomerFlag,
  z.ZodDefault<z.ZodBoolean>
>;

/**
 * A customer's registration (spec/02 §3): identity and contact, address, figures, classification and
 * tax, flags. The matrix is found by CNPJ; a PJ has its CNPJ, a PF its CPF.
 */
export const customerSchema = z
  .object({
    personType: z.enum(PERSON_TYPES, requiredOr()),
    companyId: ref,
    cnpj: opt(doc(isValidCnpj, MSG.invalidCnpj)),
    cpf: opt(doc(isValidCpf, MSG.invalidCpf)),
    stateRegistration: opt(z.string().trim().refine(isValidStateRegistration, MSG.invalidStateRegistration)),
    corporateName: requiredText(120),
    shortName: requiredText(40),
    commercialPhone: opt(phone),
    billingPhone: opt(phone),
    billingEmail: opt(email()),
    invoiceEmail: opt(email()),
    businessEmail: opt(email()),
    site: opt(z.string().trim().max(100, MSG.maxLength(100)).pipe(z.url(MSG.invalidValue))),
    initialContact: text(),
    cep: opt(z.string().refine(isValidCep, MSG.invalidCep).transform(onlyDigits)),
    street: text(120),
    number: text(10),
    complement: text(60),
    district: text(60),
    city: text(60),
    uf: opt(z.string().regex(/^[A-Z]{2}$/, MSG.invalidValue)),
    employees: opt(
      z
        .union([z.number(), z.string().regex(/^\d+$/, MSG.numberRequired)])
        .transform(Number)
        .pipe(z.number().int().min(0, MSG.invalidValue).max(10_000_000, MSG.invalidValue)),
    ),
    suggestedLimit: opt(money),
    socialCapital: opt(money),
    revenueLast12Months: opt(money),
    implantationDate: opt(date),
    riskClass: text(2),
    priceTableId: ref,
    priceTableRelatedId: ref,
    crmTable: text(40),
    customerGroup: text(60),
    carrier: text(60),
    bankInstruction: text(100),
    taxRegime: text(30),
    icmsTaxpayer: text(30),
    suframa: opt(
      z
        .string()
        .trim()
        .regex(/^\d{8,9}$/, MSG.invalidValue),
    ),
    crc: text(20),
    activityBranch: text(60),
    ...flags,
    representativeId: z.union([z.literal('').transform(() => null), z.null(), id]).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.personType === 'PJ' && !v.cnpj)
      ctx.addIssue({ code: 'custom', path: ['cnpj'], message: MSG.cnpjRequired });
    if (v.personType === 'PF' && !v.cpf)
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: MSG.required });
  });
export type CustomerInput = z.input<typeof customerSchema>;
export type CustomerValues = z.output<typeof customerSchema>;

const cfopCode = opt(
  z
    .string()
    .trim()
    .regex(/^\d\.?\d{3}$/, MSG.mustHaveDigits('CFOP', 4))
    .transform(onlyDigits),
);
const cfopRegions = (family: string) =>
  z
    .object(
      Object.fromEntries(
        Object.keys(CFOP_REGIONS).map((r) => [
          r,
          z
            .object(Object.fromEntries(CFOP_VARIANTS.map((v) => [v, cfopCode])))
            .partial()
            .optional(),
        ]),
      ),
    )
    .describe(family);

/** Fiscal parameters: rates and the CFOP codes per family × region × variant (`cfop.TV.MANAUS.ST`). */
export const fiscalParametersSchema = z.object({
  icmsRate: opt(percent),
  ipiRate: opt(percent),
  pisRate: opt(percent),
  cofinsRate: opt(percent),
  stMargin: opt(percent),
  taxBaseReduction: opt(percent),
  specialRegime: text(100),
  cfop: z
    .object(Object.fromEntries(Object.keys(CFOP_FAMILIES).map((f) => [f, cfopRegions(f).optional()])))
    .partial()
    .default({}),
});
export type FiscalParametersInput = z.input<typeof fiscalParametersSchema>;

/** Business hierarchy: where the customer sits in the sales organisation. */
export const businessHierarchySchema = z.object({
  board: text(60),
  region: text(60),
  regionalManagerId: z.union([z.literal('').transform(() => null), z.null(), id]).optional(),
  supervisor: text(100),
  channel: text(60),
  segment: text(60),
});

/** Registration parameters: credit and commercial terms. */
export const registrationSchema = z.object({
  creditLimit: opt(money),
  paymentCondition: text(60),
  paymentTermDays: opt(
    z
      .union([z.number(), z.string().regex(/^\d+$/, MSG.numberRequired)])
      .transform(Number)
      .pipe(z.number().int().max(365, MSG.between(0, 365))),
  ),
  discountPercent: opt(percent),
  freightType: opt(z.enum(['CIF', 'FOB'], { error: MSG.invalidValue })),
  minimumOrderValue: opt(money),
  creditRisk: text(2),
});

/** Nature tax operations: one row per operation with its nature code. */
export const natureTaxOperationsSchema = z.object({
  rows: z
    .array(
      z.object({
        operation: z.enum(Object.keys(NATURE_OPERATIONS) as [string, ...string[]], requiredOr()),
        natureCode: requiredText(10),
        description: text(100),
      }),
    )
    .max(50),
});

/** A customer document's metadata (the file comes in the same multipart body). */
export const customerDocumentSchema = z.object({
  title: requiredText(100),
  observation: text(500),
  alias: z.enum(CUSTOMER_DOCUMENT_TYPE_CODES as [string, ...string[]], requiredOr()),
});
