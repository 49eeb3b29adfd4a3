/** The company zod schemas: entry point '@balcao/schema/companies' (zod stays out of the main one). */
import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { isValidStateRegistration } from '../validators/documents.js';
import { cnpj, phone, requiredText } from '../validators/fields.js';

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
