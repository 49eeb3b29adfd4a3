import { CUSTOMER_FLAG_KEYS } from '@balcao/schema';

/** API field → column of `customers`, for the fields a save writes (flags included). */
const snake = (k: string) => k.replace(/[A-Z0-9]+/g, (m) => `_${m.toLowerCase()}`);
export const CUSTOMER_FIELDS = [
  'personType',
  'companyId',
  'cnpj',
  'cpf',
  'stateRegistration',
  'corporateName',
  'shortName',
  'commercialPhone',
  'billingPhone',
  'billingEmail',
  'invoiceEmail',
  'businessEmail',
  'site',
  'initialContact',
  'cep',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'uf',
  'employees',
  'suggestedLimit',
  'socialCapital',
  'revenueLast12Months',
  'implantationDate',
  'riskClass',
  'priceTableId',
  'priceTableRelatedId',
  'crmTable',
  'customerGroup',
  'carrier',
  'bankInstruction',
  'taxRegime',
  'icmsTaxpayer',
  'suframa',
  'crc',
  'activityBranch',
  ...CUSTOMER_FLAG_KEYS,
] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
export const columnOf = (field: string) =>
  field === 'nonCumulative100'
    ? 'non_cumulative_100'
    : field === 'revenueLast12Months'
      ? 'revenue_last_12_months'
      : snake(field);

/** A price table as people read it: 'TP-VAR — Tabela Varejo'. */
const tableName = (col: string) =>
  `(select t.code || ' — ' || t.description from price_tables t where t.id = c.${col})`;

const MONEY = new Set(['suggestedLimit', 'socialCapital', 'revenueLast12Months']);
/** The select list of one customer (money as text, the day as YYYY-MM-DD, instants as ISO). */
export const CUSTOMER_SELECT = [
  'c.id',
  'c.status',
  'c.representative_id as "representativeId"',
  `(select u.name from users u where u.id = c.representative_id) as "representativeName"`,
  `co.code as "companyCode"`,
  `co.corporate_name as "companyName"`,
  `co.cnpj as "companyCnpj"`,
  ...CUSTOMER_FIELDS.filter((f) => f !== 'implantationDate').map((f) =>
    MONEY.has(f) ? `c.${columnOf(f)}::text as "${f}"` : `c.${columnOf(f)} as "${f}"`,
  ),
  `to_char(c.implantation_date, 'YYYY-MM-DD') as "implantationDate"`,
  `${tableName('price_table_id')} as "priceTable"`,
  `${tableName('price_table_related_id')} as "priceTableRelated"`,
  `to_json(c.created_at) #>> '{}' as "createdAt"`,
  `to_json(c.updated_at) #>> '{}' as "updatedAt"`,
].join(', ');
