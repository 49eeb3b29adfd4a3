/** The buyer zod schemas: entry point '@balcao/schema/buyers' (zod stays out of the main one). */
import { z } from 'zod';
import { requiredOr } from '../validators/fields.js';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { cpf, email, phone, requiredText } from '../validators/fields.js';
import { BUYER_MSG, BUYER_NOTES_MAX } from './model.js';

/** An optional text: '' when left empty. */
const optional = (max: number) => z.string().trim().max(max, MSG.maxLength(max)).default('');

/** A buyer's own fields, as the form and the services read them (CPF and phone kept as digits). */
export const buyerBaseSchema = z.object({
  name: requiredText(NAME_MAX),
  cpf: z.string(requiredOr()).trim().min(1, MSG.required).pipe(cpf),
  email: email(EMAIL_MAX),
  phone: phone.default(''),
  position: optional(60),
  main: z.boolean().default(false),
  notes: optional(BUYER_NOTES_MAX),
});

/** The buyer form: the customer chosen with the picker, as an id ('' while none is chosen). */
export const buyerFormSchema = buyerBaseSchema.extend({
  customerId: z.string().min(1, BUYER_MSG.customerRequired),
});
