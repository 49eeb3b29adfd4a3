import { formatCep, formatCnpj, formatCpf, formatPhone } from '../validators/documents.js';
import { formatDateBr } from '../validators/dates.js';
import { formatDateTime, formatMoney, formatPercent } from '../validators/format.js';
import { statusText, type FieldDef, type ResourceDef } from './kit.js';

/**
 * A stored value as people read it (the history, exports, conflict notices, change requests): CPF
 * and phone masked, dd/mm/aaaa, R$, Sim/Não, an option's label; '' for nothing.
 */
export function displayValue(field: FieldDef, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  switch (field.type) {
    case 'cpf':
      return formatCpf(text);
    case 'cnpj':
      return formatCnpj(text);
    case 'phone':
      return formatPhone(text);
    case 'cep':
      return formatCep(text);
    case 'money':
      return formatMoney(text);
    case 'percent':
      return formatPercent(text);
    case 'date':
      return formatDateBr(text.slice(0, 10));
    case 'datetime':
      return formatDateTime(text);
    case 'boolean':
      return value === true || text === 'true' ? 'Sim' : 'Não';
    case 'enum':
      return field.options?.find((x) => x.value === text)?.label ?? text;
    case 'enumList':
      return (Array.isArray(value) ? value : [value])
        .map((v) => field.options?.find((x) => x.value === String(v))?.label ?? String(v))
        .join(', ');
    default:
      return text;
  }
}

/** A record's value of `key` as people read it, the status and last change included. */
export function displayOf(def: ResourceDef, key: string, value: unknown): string {
  if (key === 'active' && def.active)
    return value === null || value === undefined ? '' : statusText(def, value === true || value === 'true');
  if (key === 'updatedAt') return value ? formatDateTime(String(value)) : '';
  const field = def.fields[key];
  return field ? displayValue(field, value) : value === null || value === undefined ? '' : String(value);
}
