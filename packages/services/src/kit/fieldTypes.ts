import type { FieldDef } from '@balcao/schema/resources';
import type { ColumnType } from '../lib/list.js';

/** How the list filters, sorts and searches a field of each type. */
export const LIST_TYPE: Record<FieldDef['type'], ColumnType> = {
  text: 'text',
  longText: 'text',
  email: 'text',
  cpf: 'text',
  cnpj: 'text',
  phone: 'text',
  cep: 'text',
  money: 'number',
  percent: 'number',
  int: 'number',
  date: 'day',
  datetime: 'date',
  boolean: 'boolean',
  enum: 'enum',
  enumList: 'text',
  ref: 'number',
  refList: 'text',
};

/** What a body holds for nothing: false for a flag, null for a number or reference, else ''. */
export const emptyInput = (type: FieldDef['type'] | undefined) =>
  type === 'boolean'
    ? false
    : type === 'int' || type === 'ref'
      ? null
      : type === 'refList' || type === 'enumList'
        ? []
        : '';
