import { customerOf } from '../domains/buyers/buyers.testkit.js';
import { companyOf, userOf } from '../domains/companies/companies.testkit.js';
import { cnpjOf } from '../seed/customers.seed.js';
import type { ContractFixture } from './contract.testkit.js';

/**
 * What the contract suite needs to know of each kit area (contract.test.ts): the references a new
 * record needs, the caller its record rule refuses, the one whose change is asked for, values that
 * pass the area's own rules. A new area adds its entry here.
 */
export const FIXTURES: Record<string, ContractFixture> = {
  situation: {},
  bankAccount: {
    refs: async (t) => ({ companyId: await companyOf(t, 'admin') }),
    // financeiro holds BANCOS but owns no company: he sees no account.
    restricted: { caller: 'financeiro', refs: async (t) => ({ companyId: await companyOf(t, 'admin') }) },
    requester: { caller: 'aprovador', refs: async (t) => ({ companyId: await companyOf(t, 'aprovador') }) },
    values: (n) => ({ bankCode: '341', agencyCode: String(1000 + (n % 9000)), accountCode: `${n}-1` }),
    edit: 'bankName',
  },
  company: {
    refs: async (t) => ({ representativeId: await userOf(t, 'admin') }),
    // aprovador sees only the companies he represents: not one nobody represents.
    restricted: { caller: 'aprovador', refs: async () => ({}) },
    requester: {
      caller: 'aprovador',
      refs: async (t) => ({ representativeId: await userOf(t, 'aprovador') }),
    },
    values: (n) => ({ code: `KIT-${n}`, cnpj: cnpjOf(97_000_000 + n, 1), stateRegistration: '' }),
    edit: 'tradeName',
  },
  buyer: {
    refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }),
    // ralmeida represents other customers than vendedor's.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
    requester: { caller: 'vendedor', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
  },
};
