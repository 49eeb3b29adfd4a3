/** The record kit: entry point '@balcao/schema/resources' (zod stays out of the main one). */
import { actionTitles } from './actionTitles.js';
import { approvalModes } from './approvalModes.js';
import { bankAccounts } from './bankAccounts.js';
import { budgetMovements } from './budgetMovements.js';
import { budgetPrices } from './budgetPrices.js';
import { budgets } from './budgets.js';
import { budgetSchedules } from './budgetSchedules.js';
import { buyers } from './buyers.js';
import { debitNotes } from './debitNotes.js';
import { fans } from './fans.js';
import { jurisdictions } from './jurisdictions.js';
import { negotiationItems } from './negotiationItems.js';
import { negotiations } from './negotiations.js';
import { orderItems } from './orderItems.js';
import { orders } from './orders.js';
import { priceTableItems } from './priceTableItems.js';
import { priceTables } from './priceTables.js';
import { products } from './products.js';
import { profiles } from './profiles.js';
import { receivables } from './receivables.js';
import { productReleaseItems } from './productReleaseItems.js';
import { productReleases } from './productReleases.js';
import { companies } from './companies.js';
import { representativeContracts } from './representativeContracts.js';
import { representativeParameters } from './representativeParameters.js';
import { representatives } from './representatives.js';
import { situations } from './situations.js';
import { substitutes } from './substitutes.js';
import { users } from './users.js';
import { vpcRequests } from './vpcRequests.js';
import { workflowTypes } from './workflowTypes.js';
import type { ResourceDef } from './kit.js';

export * from './kit.js';
export { resourceSchema } from './zod.js';
export { positive } from './rules.js';
export { APPROVAL_MODE_WORKFLOW } from './approvalModes.js';
export { accessCode, accessOf } from './profiles.js';
export {
  actionTitles,
  approvalModes,
  bankAccounts,
  budgetMovements,
  budgetPrices,
  budgets,
  budgetSchedules,
  buyers,
  companies,
  debitNotes,
  fans,
  jurisdictions,
  negotiationItems,
  negotiations,
  orderItems,
  orders,
  priceTableItems,
  priceTables,
  productReleaseItems,
  productReleases,
  products,
  profiles,
  receivables,
  representativeContracts,
  representativeParameters,
  representatives,
  situations,
  substitutes,
  users,
  vpcRequests,
  workflowTypes,
};

/** Every area on the kit: the generator, the contract suite and the layers' registries read this. */
export const RESOURCES: readonly ResourceDef[] = [
  situations,
  workflowTypes,
  buyers,
  companies,
  bankAccounts,
  actionTitles,
  approvalModes,
  jurisdictions,
  products,
  priceTables,
  priceTableItems,
  negotiations,
  negotiationItems,
  orders,
  orderItems,
  productReleases,
  productReleaseItems,
  substitutes,
  users,
  profiles,
  representatives,
  representativeParameters,
  representativeContracts,
  budgets,
  budgetSchedules,
  budgetMovements,
  budgetPrices,
  debitNotes,
  vpcRequests,
  fans,
  receivables,
];
