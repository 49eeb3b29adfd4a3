import type { z } from 'zod';
import { COMPANIES_PATH, COMPANY_CHANGE_WORKFLOW } from '../companies/model.js';
import { EMAIL_MAX, NAME_MAX } from '../constants.js';
import { MSG } from '../messages.js';
import { isValidStateRegistration } from '../validators/documents.js';
import { chosenRef, outColumn, ownText, requiredText } from './fields.js';
import { defineResource } from './kit.js';

const DATA = { section: 'Dados da empresa' };

/** The state registration as stored: in capitals ('ISENTO'), digits and their punctuation. */
const stateRegistration = (base: z.ZodType) =>
  (base as z.ZodString)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isValidStateRegistration(v), MSG.invalidStateRegistration);

/** The matrix code: letters, digits, dot, hyphen and underscore. */
const matrixCode = (base: z.ZodType) =>
  base.refine((v) => /^[\w.-]+$/.test(String(v)), MSG.companyCodeInvalid);

/** Companies (/administrative/companies): the head offices ('matrizes') customers and bank accounts belong to. */
export const companies = defineResource({
  name: 'company',
  plural: 'companies',
  typeName: 'Company',
  rest: 'companies',
  noun: { one: 'empresa', many: 'Empresas', gender: 'f' },
  module: 'EMPRESAS',
  path: COMPANIES_PATH,
  title: 'corporateName',
  order: ['corporateName', 'ASC'],
  access: 'visibleCompany',
  active: 'toggle',
  changeRequest: { workflow: COMPANY_CHANGE_WORKFLOW },
  unique: [
    { fields: ['code'], field: 'code', message: MSG.companyCodeTaken, ignoreCase: true },
    { fields: ['cnpj'], field: 'cnpj', message: MSG.companyCnpjTaken },
  ],
  messages: {
    notFound: MSG.companyNotFound,
    created: MSG.companyCreated,
    saveFailed: MSG.companySaveFailed,
    requestFailed: MSG.companyUpdateFailed,
  },
  fields: {
    code: requiredText('Código matriz', 20, 130, DATA, {
      doc: 'The matrix code the ERP knows it by.',
      rule: matrixCode,
      filter: true,
    }),
    cnpj: {
      type: 'cnpj',
      label: 'CNPJ',
      required: true,
      list: { width: 170 },
      sort: true,
      search: true,
      filter: true,
      form: DATA,
    },
    corporateName: requiredText('Razão social', NAME_MAX, 260, DATA),
    tradeName: ownText('Nome fantasia', NAME_MAX, 180, DATA, { sort: true }),
    stateRegistration: {
      type: 'text',
      label: 'Inscrição estadual',
      max: 20,
      rule: stateRegistration,
      export: {},
      form: DATA,
    },
    email: { type: 'email', label: 'E-mail', max: EMAIL_MAX, export: {}, form: DATA },
    phone: { type: 'phone', label: 'Telefone', export: {}, form: DATA },
    representativeId: chosenRef('Representante', 'representativeName', DATA, {
      doc: 'Without confidential access, only the caller himself (none makes it him).',
      change: false,
    }),
    representativeName: outColumn('text', 'Representante', 180, { sort: true }),
    bankAccountCount: {
      type: 'int',
      label: 'Contas bancárias',
      required: true,
      input: false,
      list: { width: 80, title: 'Contas' },
      export: { title: 'Contas bancárias' },
      history: false,
    },
  },
});
