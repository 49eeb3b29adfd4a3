import { z } from 'zod';
import { TEXT_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import * as v from '../validators/fields.js';
import { parseDateTimeBr } from '../validators/dates.js';
import { inputFields, requiredMessage, type FieldDef, type ResourceDef } from './kit.js';

/**
 * A field's zod schema, one for the form and the services' body alike: text trimmed, documents and
 * phones kept as digits, money and percent as decimal strings, dates as YYYY-MM-DD; an empty
 * optional field is ''. A reference and a moment differ: the form holds the chosen id as a select's
 * text and a moment as the business's wall time, the wire a number and an ISO instant.
 */
function fieldSchema(f: FieldDef, side: 'form' | 'body'): z.ZodType {
  const missing = requiredMessage(f);
  const max = f.max ?? TEXT_MAX;
  const text = z.string({ error: missing }).trim();
  // An optional field may be left empty: '' passes, anything else is checked and keeps its own
  // message ('CNPJ inválido'), which a union would replace by its own.
  const orEmpty = (s: z.ZodType<unknown, string>) =>
    f.required
      ? text.min(1, missing).pipe(s)
      : z.string({ error: MSG.invalidValue }).transform((v, ctx) => {
          if (v.trim() === '') return '';
          const parsed = s.safeParse(v);
          if (parsed.success) return parsed.data;
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
          return z.NEVER;
        });
  switch (f.type) {
    case 'text':
    case 'longText':
      return f.required
        ? text.min(1, missing).max(max, MSG.maxLength(max))
        : text.max(max, MSG.maxLength(max));
    case 'email':
      return orEmpty(z.string().max(max, MSG.maxLength(max)).pipe(z.email(MSG.invalidEmail)));
    case 'cpf':
      return orEmpty(v.cpf);
    case 'cnpj':
      return orEmpty(v.cnpj);
    case 'cep':
      return orEmpty(v.cep);
    case 'phone':
      return f.required ? text.min(1, missing).pipe(v.phone) : v.phone;
    case 'money':
      return orEmpty(v.money);
    case 'percent':
      return orEmpty(v.percent);
    case 'date':
      return orEmpty(v.date);
    case 'datetime':
      // The form holds the business's wall time as typed (DD/MM/AAAA HH:mm), the wire the instant.
      return orEmpty(
        side === 'form'
          ? z.string().refine((t) => parseDateTimeBr(t) !== null, MSG.invalidDate)
          : z.iso.datetime({ offset: true }),
      );
    case 'int':
      return side === 'form'
        ? orEmpty(z.string().regex(/^-?\d+$/, MSG.numberRequired))
        : f.required
          ? z.number({ error: missing }).int(MSG.numberRequired)
          : z.number().int(MSG.numberRequired).nullable();
    case 'boolean':
      return z.boolean();
    case 'enum': {
      const codes = (f.options ?? []).map((x) => x.value) as [string, ...string[]];
      return orEmpty(z.enum(codes, { error: MSG.invalidValue }));
    }
    case 'enumList': {
      const codes = (f.options ?? []).map((x) => x.value) as [string, ...string[]];
      const list = z.array(z.enum(codes, { error: MSG.invalidValue })).max(codes.length);
      // Each code once, in the options' order, however it was picked.
      const ordered = list.transform((vs) => codes.filter((c) => vs.includes(c)));
      return f.required ? ordered.refine((vs) => vs.length > 0, missing) : ordered;
    }
    case 'refList': {
      const ids = side === 'form' ? z.array(z.string().min(1)) : z.array(z.number().int().positive());
      const list = ids.max(1000);
      return f.required ? list.min(1, missing) : list;
    }
    case 'ref':
      return side === 'form'
        ? f.required
          ? z.string({ error: missing }).min(1, missing)
          : z.string()
        : f.required
          ? z.number({ error: missing }).int().positive()
          : z.number().int().positive().nullable();
  }
}

/** What an absent field is: '' for text, false for a flag, [] for a list, null for a number or reference. */
const emptyOf = (f: FieldDef): unknown =>
  f.type === 'boolean'
    ? false
    : f.type === 'enumList' || f.type === 'refList'
      ? []
      : (f.type === 'int' || f.type === 'ref') && !f.required
        ? null
        : '';

/**
 * The schema of a record's own fields: the form's (`form`) or the services' request body (`body`,
 * which also carries the `updatedAt` read, for the stale-save check). A missing optional field
 * takes its empty value, so that a client may leave it out.
 */
export function resourceSchema(def: ResourceDef, side: 'form' | 'body') {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, f] of inputFields(def)) {
    const base = fieldSchema(f, side);
    const ruled = f.rule ? f.rule(base) : base;
    shape[key] =
      f.required && f.type !== 'boolean' && f.type !== 'enumList' && f.type !== 'refList'
        ? ruled
        : z.preprocess((x) => x ?? emptyOf(f), ruled);
  }
  if (def.active === 'field') shape.active = z.preprocess((x) => x ?? true, z.boolean());
  if (side === 'body') shape.updatedAt = z.string().max(40).optional();
  return z.object(shape);
}
