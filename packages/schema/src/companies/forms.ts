/** The company and bank account zod schemas: entry point '@balcao/schema/companies' (zod stays out of the main one). */
import { z } from 'zod';
import { requiredOr } from '../validators/fields.js';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { isValidStateRegistration } from '../validators/documents.js';
import { cnpj, phone, requiredText } from '../validators/fields.js';
import { ACCOUNT_PATTERN, AGENCY_PATTERN, normalizeBankNumber } from './model.js';

const req = requiredOr();
/** An optional text: '' when left empty. */
const optional = (max: number) => z.string().trim().max(max, MSG.maxLength(max)).default('');

/** The company's own fields, as the form and the services read them. */
export const companyBaseSchema = z.object({
  code: requiredText(20).refine((v) => /^[\w.-]+$/.test(v), MSG.companyCodeInvalid),
  cnpj,
  corporateName: requiredText(NAME_MAX),
  tradeName: optional(NAME_MAX),
  stateRegistration: optional(20).refine((v) => v === '' || isValidStateRegistration(v), {
    message: MSG.invalidStateRegistration,
  }),
  email: optional(EMAIL_MAX).refine((v) => v === '' || z.email().safeParse(v).success, {
    message: MSG.invalidEmail,
  }),
  phone: phone.default(''),
});
/** The company form: the representative chosen as an id ('' for none). */
export const companyFormSchema = companyBaseSchema.extend({ representativeId: z.string() });

const bankNumber = (pattern: RegExp, message: string) =>
  z
    .string(req)
    .trim()
    .min(1, MSG.required)
    .transform(normalizeBankNumber)
    .refine((v) => pattern.test(v), message);

/** A bank account: 3-digit bank code, bank name, agency and account with their optional check digits. */
export const bankAccountFormSchema = z.object({
  bankCode: z
    .string(req)
    .trim()
    .min(1, MSG.required)
    .refine((v) => /^\d{3}$/.test(v), MSG.mustHaveDigits('Código do banco', 3)),
  bankName: requiredText(NAME_MAX),
  agencyCode: bankNumber(AGENCY_PATTERN, MSG.invalidAgency),
  accountCode: bankNumber(ACCOUNT_PATTERN, MSG.invalidAccount),
});
