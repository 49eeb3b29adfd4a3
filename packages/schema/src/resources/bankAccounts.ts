import type { z } from 'zod';
import {
  ACCOUNT_PATTERN,
  AGENCY_PATTERN,
  BANK_ACCOUNT_CHANGE_WORKFLOW,
  BANKS_PATH,
  normalizeBankNumber,
} from '../companies/model.js';
import { NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { requiredRef, requiredText, shownName } from './fields.js';
import { defineResource } from './kit.js';

/** Agency and account: digits and an optional check digit, normalized as typed ('1234 5' → '1234-5'). */
const bankNumber = (pattern: RegExp, message: string) => (base: z.ZodType) =>
  (base as z.ZodString).transform(normalizeBankNumber).refine((v) => pattern.test(v), message);

/** The bank's code: three digits. */
const bankCode = (base: z.ZodType) =>
  base.refine((v) => /^\d{3}$/.test(String(v)), MSG.mustHaveDigits('Código do banco', 3));

/** Bank accounts (/financial/banks, and in place on their company's page): a company's bank data. */
export const bankAccounts = defineResource({
  name: 'bankAccount',
  plural: 'bankAccounts',
  typeName: 'BankAccount',
  rest: 'bank-accounts',
  noun: { one: 'conta bancária', many: 'Contas bancárias', gender: 'f' },
  module: 'BANCOS',
  path: BANKS_PATH,
  title: 'accountCode',
  titleOf: (a) => `${String(a.bankName)}: agência ${String(a.agencyCode)}, conta ${String(a.accountCode)}`,
  order: ['companyName', 'ASC'],
  access: 'bankAccountOfVisibleCompany',
  changeRequest: { workflow: BANK_ACCOUNT_CHANGE_WORKFLOW },
  remove: true,
  unique: [
    {
      fields: ['companyId', 'bankCode', 'agencyCode', 'accountCode'],
      field: 'accountCode',
      message: MSG.bankAccountTaken,
    },
  ],
  messages: {
    notFound: MSG.bankAccountNotFound,
    created: MSG.bankAccountCreated,
    saved: MSG.bankAccountUpdated,
    saveFailed: MSG.bankAccountSaveFailed,
    deleted: MSG.bankAccountDeleted,
    deleteFailed: MSG.bankAccountDeleteFailed,
  },
  fields: {
    companyId: requiredRef('Empresa', 'companyName', { change: false }),
    companyName: shownName('Empresa', 260, { required: true }),
    bankCode: requiredText(
      'Código do banco',
      3,
      130,
      { placeholder: '999' },
      {
        rule: bankCode,
        filter: true,
      },
    ),
    bankName: requiredText('Banco', NAME_MAX, 200),
    agencyCode: requiredText(
      'Agência',
      7,
      100,
      { placeholder: '1234-5' },
      {
        doc: 'Digits and an optional check digit, 1234-5.',
        rule: bankNumber(AGENCY_PATTERN, MSG.invalidAgency),
      },
    ),
    accountCode: requiredText(
      'Conta',
      14,
      140,
      { placeholder: '123456-7' },
      { rule: bankNumber(ACCOUNT_PATTERN, MSG.invalidAccount) },
    ),
    companyCode: shownName('Código matriz', 130, { required: true, filter: true }),
  },
});
