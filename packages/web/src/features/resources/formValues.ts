import {
  formatDateTimeInput,
  formatMoney,
  formatPercent,
  instantOfWallTime,
  parseDateTimeBr,
  wallTimeAsUtc,
} from '@balcao/schema';
import { displayValue, inputFields, type ResourceDef } from '@balcao/schema/resources';

/**
 * What a kit form opens with: each input field as its widget holds it (masked text, a flag, a
 * chosen id, a moment as the business's wall time), from `value(key)` (the record's value, or the one its own pending request asks for).
 */
export function formDefaults(def: ResourceDef, value: (key: string) => unknown, isNew: boolean) {
  const out: Record<string, unknown> = {};
  for (const [key, f] of inputFields(def)) {
    const v = value(key);
    const empty = v === null || v === undefined || v === '';
    if (f.type === 'boolean') out[key] = v === true || v === 'true';
    else if (f.type === 'enumList') out[key] = Array.isArray(v) ? v : [];
    else if (f.type === 'refList') out[key] = Array.isArray(v) ? v.map(String) : [];
    else if (empty) out[key] = '';
    else if (f.type === 'money') out[key] = formatMoney(String(v)).replace(/^R\$\s?/, '');
    else if (f.type === 'percent') out[key] = formatPercent(String(v)).replace(/%$/, '');
    else if (f.type === 'datetime') out[key] = formatDateTimeInput(wallTimeAsUtc(String(v)).toISOString());
    else if (['cpf', 'cnpj', 'phone', 'cep', 'date'].includes(f.type)) out[key] = displayValue(f, v);
    else out[key] = String(v);
  }
  if (def.active === 'field') out.active = isNew ? true : value('active') !== false;
  return out;
}

/**
 * A form's parsed values as the GraphQL input: whole numbers as numbers (an empty one, or an empty
 * reference, as null), a wall time as its instant, whatever the browser's own zone.
 */
export function toInput(def: ResourceDef, values: Record<string, unknown>) {
  const out: Record<string, unknown> = { ...values };
  for (const [key, f] of inputFields(def))
    if (f.type === 'int') out[key] = values[key] === '' ? null : Number(values[key]);
    else if (f.type === 'ref' && values[key] === '') out[key] = null;
    else if (f.type === 'datetime' && values[key])
      out[key] = instantOfWallTime(parseDateTimeBr(String(values[key])) ?? '')?.toISOString() ?? values[key];
  return out;
}
