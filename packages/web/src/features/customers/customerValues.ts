import {
  CUSTOMER_FLAG_KEYS,
  decimalToText,
  formatCep,
  formatCnpj,
  formatCpf,
  formatDateBr,
  formatPhone,
} from '@balcao/schema';
import type { CustomerInput as FormInput, CustomerValues } from '@balcao/schema/customerFields';
import type { CustomerForm_CustomerFragment, CustomerInput } from '../../__generated__/graphql';

export type Customer = CustomerForm_CustomerFragment;

const TEXT = [
  'stateRegistration',
  'corporateName',
  'shortName',
  'billingEmail',
  'invoiceEmail',
  'businessEmail',
  'site',
  'initialContact',
  'street',
  'number',
  'complement',
  'district',
  'city',
  'uf',
  'riskClass',
  'crmTable',
  'customerGroup',
  'carrier',
  'bankInstruction',
  'taxRegime',
  'icmsTaxpayer',
  'suframa',
  'crc',
  'activityBranch',
] as const;

/** A customer as the form's typed strings (masks applied); empty for a new one. */
export function toFormValues(c: Customer | null): FormInput {
  const v: Record<string, unknown> = {
    personType: c?.personType ?? 'PJ',
    companyId: c?.companyId ? String(c.companyId) : '',
    cnpj: c?.cnpj ? formatCnpj(c.cnpj) : '',
    cpf: c?.cpf ? formatCpf(c.cpf) : '',
    commercialPhone: formatPhone(c?.commercialPhone ?? ''),
    billingPhone: formatPhone(c?.billingPhone ?? ''),
    cep: c?.cep ? formatCep(c.cep) : '',
    employees: c?.employees == null ? '' : String(c.employees),
    suggestedLimit: decimalToText(c?.suggestedLimit),
    socialCapital: decimalToText(c?.socialCapital),
    revenueLast12Months: decimalToText(c?.revenueLast12Months),
    implantationDate: formatDateBr(c?.implantationDate),
    representativeId: c?.representativeId ? String(c.representativeId) : '',
    priceTableId: c?.priceTableId ? String(c.priceTableId) : '',
    priceTableRelatedId: c?.priceTableRelatedId ? String(c.priceTableRelatedId) : '',
  };
  for (const k of TEXT) v[k] = c?.[k] ?? '';
  for (const k of CUSTOMER_FLAG_KEYS) v[k] = c?.[k] ?? false;
  return v as FormInput;
}

/**
 * The parsed form as the mutation's input; the representative only from whoever may pick one
 * (the services keep the current one for everybody else).
 */
export function toInput(v: CustomerValues, withRepresentative = false): CustomerInput {
  const { companyId, employees, representativeId, priceTableId, priceTableRelatedId, ...rest } = v;
  const ref = (id: number | null | undefined) => (id ? String(id) : null);
  return {
    ...(rest as unknown as CustomerInput),
    companyId: ref(companyId),
    priceTableId: ref(priceTableId),
    priceTableRelatedId: ref(priceTableRelatedId),
    employees: employees == null ? null : String(employees),
    ...(withRepresentative && representativeId ? { representativeId: String(representativeId) } : {}),
  };
}
