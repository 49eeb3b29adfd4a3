import { z } from 'zod';
import { MSG } from '../messages.js';

const missing = (input: unknown) => input === undefined || input === null || input === '';

/**
 * The texts of every zod check that names none of its own, on every side (forms, services, gateway):
 * zod's defaults are English ('Invalid input: expected string, received null') and must never reach
 * a user. A field left out is 'Este é um campo obrigatório'; anything else says what is wrong in pt-BR.
 */
export function ptBrError(iss: z.core.$ZodRawIssue): string {
  switch (iss.code) {
    case 'invalid_type':
      if (missing(iss.input)) return MSG.required;
      return iss.expected === 'number' || iss.expected === 'int' || iss.expected === 'bigint'
        ? MSG.numberRequired
        : MSG.invalidValue;
    case 'too_small':
      if (iss.origin === 'string')
        return Number(iss.minimum) <= 1 ? MSG.required : MSG.minLength(Number(iss.minimum));
      if (iss.origin === 'array' || iss.origin === 'set') return MSG.required;
      return MSG.invalidValue;
    case 'too_big':
      return iss.origin === 'string' ? MSG.maxLength(Number(iss.maximum)) : MSG.invalidValue;
    case 'invalid_format':
      return iss.format === 'email' ? MSG.invalidEmail : MSG.invalidValue;
    case 'unrecognized_keys':
      return MSG.unknownFields(iss.keys);
    default:
      return missing(iss.input) && iss.code !== 'custom' ? MSG.required : MSG.invalidValue;
  }
}

z.config({ customError: ptBrError });
