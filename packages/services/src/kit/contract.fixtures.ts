import { customerOf } from '../domains/buyers/buyers.testkit.js';
import { companyOf, userOf } from '../domains/companies/companies.testkit.js';
import { cnpjOf } from '../seed/customers.seed.js';
import { approvalModeOf, situationOf, workflowTypeOf } from '../domains/workflows/workflows.testkit.js';
import { priceTableOf, releaseOf } from '../domains/pricing/pricing.testkit.js';
import { negotiationOf } from '../domains/negotiations/negotiations.testkit.js';
import { approvedNegotiationOf, orderOf } from '../domains/orders/orders.testkit.js';
import { representativeOf } from '../domains/representatives/representatives.testkit.js';
import { budgetOf, invoicedOrderOf } from '../domains/financial/financial.testkit.js';
import type { ContractFixture } from './contract.testkit.js';

const day = (n: number) => String(1 + (n % 28)).padStart(2, '0');

/**
 * What the contract suite needs to know of each kit area (contract.test.ts): the references a new
 * record needs, the caller its record rule refuses, the one whose change is asked for, values that
 * pass the area's own rules. A new area adds its entry here.
 */
export const FIXTURES: Record<string, ContractFixture> = {
  situation: {},
  workflowType: {
    refs: async (t) => ({ workflowTypeSituations: await situationOf(t) }),
    // A route of the app, or none; the code is the engine's, unique.
    values: (n) => ({ code: `KIT_WF_${n}`, recordPath: '' }),
    edit: 'description',
  },
  actionTitle: {},
  approvalMode: {
    refs: async (t) => ({ approvers: await userOf(t, 'aprovador') }),
    // A code of its own, within its 30 characters.
    values: (n) => ({ approverCode: `KIT-AM-${n}` }),
    edit: 'approverCode',
    editValue: (n) => `KIT-AM-E${n}`,
  },
  workflowJurisdiction: {
    refs: async (t) => ({
      typeId: await workflowTypeOf(t, 'MODO_APROVACAO'),
      approvalModeId: await approvalModeOf(t),
    }),
    unseeded: true,
    // Ranges of their own: a type's active alçadas never overlap.
    values: (n) => ({ minAmount: `${n * 10}.00`, maxAmount: `${n * 10 + 5}.00` }),
  },
  bankAccount: {
    refs: async (t) => ({ companyId: await companyOf(t, 'admin') }),
    // vendedor sees the accounts of his own companies only (financeiro sees every one).
    restricted: { caller: 'vendedor', refs: async (t) => ({ companyId: await companyOf(t, 'admin') }) },
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
  product: {
    values: (n) => ({ code: `KP${n}`, ean: '', ncm: '85287200' }),
    edit: 'line',
  },
  priceTable: { values: (n) => ({ code: `KT${n}` }) },
  priceTableItem: {
    // An inactive table of its own, named after the test's records: nothing overlaps it.
    refs: async (t, tag) => ({ priceTableId: await priceTableOf(t, tag) }),
    // A product of the demo catalogue per record, so that none repeats in its table.
    values: (n) => ({ productId: 1 + (n % 240), maxDiscount: '' }),
    edit: 'price',
    editValue: (n) => `${100 + n}.25`,
  },
  negotiation: {
    // A budget for any customer (every filter has a value).
    refs: async (t) => ({
      customerId: await customerOf(t, 'vendedor'),
      budgetId: await budgetOf(t, 'Verba do contrato'),
    }),
    // ralmeida represents other customers than vendedor's: he sees none of vendedor's deals.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
    // The TOTVS number is unique (the import's business key): one per record.
    values: (n) => ({
      firstPeriod: '2026-01-01',
      lastPeriod: '2026-03-31',
      totvsNegotiationNumber: `KT${n}`,
    }),
  },
  negotiationItem: {
    // The items a test makes share one negotiation, named by the test's tag: its list is theirs.
    refs: async (t, tag) => ({ negotiationId: await negotiationOf(t, 'vendedor', tag) }),
    listedBy: (records) => `negotiationId=${records[0]!.negotiationId}`,
    restricted: {
      caller: 'ralmeida',
      refs: async (t) => ({ negotiationId: await negotiationOf(t, 'vendedor') }),
    },
    // A product the demo tables price for every customer, at a price no floor refuses.
    values: (n) => ({ productId: 1 + (n % 50), negotiatedPriceWithoutIpi: '99999.00' }),
    edit: 'negotiatedPriceWithoutIpi',
    editValue: (n) => `${100000 + n}.25`,
  },
  order: {
    // From vendedor's approved negotiation, of its customer (every filter has a value).
    refs: (t) => approvedNegotiationOf(t, 'vendedor'),
    // ralmeida represents other customers than vendedor's: he sees none of vendedor's orders.
    restricted: { caller: 'ralmeida', refs: (t) => approvedNegotiationOf(t, 'vendedor') },
    // The establishment's code is short.
    values: (n) => ({ establishmentCode: String(n % 100) }),
    edit: 'logisticCompany',
  },
  orderItem: {
    // The items a test makes share one draft order, named by the test's tag: its list is theirs.
    refs: async (t, tag) => ({ orderId: await orderOf(t, 'vendedor', tag) }),
    listedBy: (records) => `orderId=${records[0]!.orderId}`,
    restricted: { caller: 'ralmeida', refs: async (t) => ({ orderId: await orderOf(t, 'vendedor') }) },
    // A product the demo tables price for every customer, at a price no floor refuses.
    values: (n) => ({ productId: 1 + (n % 50), price: '99999.00' }),
    edit: 'price',
    editValue: (n) => `${100000 + n}.25`,
  },
  productRelease: {},
  productReleaseItem: {
    // The products a test adds share one draft release, named by the test's tag.
    refs: async (t, tag) => ({ releaseId: await releaseOf(t, tag) }),
    listedBy: (records) => `releaseId=${records[0]!.releaseId}`,
    // Active products of the demo catalogue (every 97th is inactive), one per record.
    values: (n) => ({ productId: 1 + (n % 90) }),
  },
  substitute: {
    refs: async (t) => ({ userId: await userOf(t, 'aprovador'), substituteId: await userOf(t, 'admin') }),
    // No text of a range holds the tag: the test's ranges are those of its absent user.
    listedBy: (records) => `userId=${records[0]!.userId}`,
    // financeiro sees only the ranges that name him.
    restricted: {
      caller: 'financeiro',
      refs: async (t) => ({ userId: await userOf(t, 'admin'), substituteId: await userOf(t, 'vendedor') }),
    },
    unseeded: true,
    // A day of its own per range, so that the day filter tells them apart.
    values: (n) => ({
      startsAt: `2026-01-${day(n)}T12:00:00.000Z`,
      endsAt: `2026-02-${day(n)}T12:00:00.000Z`,
    }),
    edit: 'endsAt',
    editValue: (n) => `2026-03-${day(n)}T12:00:00.000Z`,
  },
  representative: {
    refs: async (t) => ({ regionalManagerId: await userOf(t, 'admin') }),
    // ralmeida sees his own record only: not one admin manages.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ regionalManagerId: await userOf(t, 'admin') }) },
    // aprovador manages it without confidential access: his changes go to the board.
    requester: {
      caller: 'aprovador',
      refs: async (t) => ({ regionalManagerId: await userOf(t, 'aprovador') }),
    },
    // A company with a CNPJ of its own (its CPF is dropped).
    values: (n) => ({ personType: 'PJ', cnpj: cnpjOf(96_000_000 + n, 1) }),
    edit: 'tradeName',
  },
  representativeParameter: {
    // One set per representative: a new pre-registration for each.
    refs: async (t) => ({ representativeId: await representativeOf(t) }),
    restricted: { caller: 'ralmeida', refs: async (t) => ({ representativeId: await representativeOf(t) }) },
    // Its percentage within min and max.
    values: () => ({ minCommission: '1.00', commissionPercentage: '3.50', maxCommission: '6.00' }),
  },
  representativeContract: {
    refs: async (t) => ({ representativeId: await representativeOf(t) }),
    restricted: { caller: 'ralmeida', refs: async (t) => ({ representativeId: await representativeOf(t) }) },
    // Net within gross, the end after the start.
    values: () => ({ grossValue: '15000.00', netValue: '13200.00', endContract: '2027-01-14' }),
  },
  budget: {
    refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }),
    edit: 'description',
  },
  budgetSchedule: {
    // The schedules a test makes share one budget, named by the test's tag.
    refs: async (t, tag) => ({ budgetId: await budgetOf(t, tag) }),
    listedBy: (records) => `budgetId=${records[0]!.budgetId}`,
    values: () => ({ periodStart: '2026-01-01', periodEnd: '2026-03-31', assessmentDate: '2026-04-10' }),
    edit: 'description',
  },
  budgetMovement: {
    // A budget of the test's own with no movement yet: its list is the test's movements alone.
    refs: async (t, tag) => ({
      budgetId: await budgetOf(t, tag, '1000.00', false),
      customerId: await customerOf(t, 'vendedor'),
    }),
    listedBy: (records) => `budgetId=${records[0]!.budgetId}`,
    // Credits: any number of them is covered.
    values: () => ({ kind: 'CREDIT', value: '10.00' }),
    edit: 'description',
  },
  budgetPrice: {
    // The prices a test makes share one budget, named by the test's tag: its list is theirs.
    refs: async (t, tag) => ({ budgetId: await budgetOf(t, tag) }),
    listedBy: (records) => `budgetId=${records[0]!.budgetId}`,
    // A product of the demo catalogue per record, so that none repeats in its budget.
    values: (n) => ({ productId: 1 + (n % 240), percVpc: '2.00', percFan: '1.50' }),
    edit: 'price',
    editValue: (n) => `${100 + n}.25`,
  },
  debitNote: {
    refs: async (t) => ({ orderId: await orderOf(t, 'vendedor') }),
    // ralmeida represents other customers than vendedor's: he sees none of their NDs.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ orderId: await orderOf(t, 'vendedor') }) },
    values: () => ({ value: '150.00' }),
    edit: 'description',
  },
  vpcRequest: {
    // A budget for any customer (every filter has a value).
    refs: async (t) => ({
      customerId: await customerOf(t, 'vendedor'),
      budgetId: await budgetOf(t, 'Verba do contrato'),
    }),
    restricted: {
      caller: 'ralmeida',
      refs: async (t) => ({
        customerId: await customerOf(t, 'vendedor'),
        budgetId: await budgetOf(t, 'Verba do contrato'),
      }),
    },
    // No NDs (their sum, zero, is within any value); the period's end after its start.
    values: () => ({ firstPeriod: '2026-01-01', lastPeriod: '2026-01-31', debitNoteIds: [] }),
    edit: 'description',
  },
  fan: {
    refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }),
    // ralmeida represents other customers than vendedor's: he sees none of their FANs.
    restricted: { caller: 'ralmeida', refs: async (t) => ({ customerId: await customerOf(t, 'vendedor') }) },
    // A period of its own, far ahead: a customer's FANs never overlap, and no negotiation reads these.
    values: (n) => ({ startDate: `${2100 + n}-01-01`, endDate: `${2100 + n}-12-31` }),
    edit: 'description',
  },
  receivable: {
    refs: async (t) => ({ orderId: await invoicedOrderOf(t, 'vendedor') }),
    // ralmeida represents other customers than vendedor's: he sees none of their orders' titles.
    restricted: {
      caller: 'ralmeida',
      refs: async (t) => ({ orderId: await invoicedOrderOf(t, 'vendedor') }),
    },
    // Open: a payment day is never before the title's issue (today, for one by hand).
    values: () => ({ paymentDate: '' }),
    edit: 'description',
  },
  // The module × action codes the sample takes are the catalogue's first: any profile may grant them.
  profile: {},
  user: {
    // A password the policy takes; the sign-in name stays as created, so the name is edited.
    values: (n) => ({ userName: `kit.${n}`, password: 'Vento-Azul-27', currentPassword: '' }),
    edit: 'name',
  },
};
