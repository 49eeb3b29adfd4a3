import { RESOURCES } from '@balcao/schema/resources';
import { buyersArea } from '../domains/buyers/buyers.area.js';
import { bankAccountsArea } from '../domains/companies/bankAccounts.area.js';
import { companiesArea } from '../domains/companies/companies.area.js';
import { approvalModesArea } from '../domains/workflows/approvalModes.area.js';
import { actionTitlesArea } from '../domains/workflows/actionTitles.area.js';
import { jurisdictionsArea } from '../domains/workflows/jurisdictions.area.js';
import { priceTableItemsArea } from '../domains/pricing/priceTableItems.area.js';
import { priceTablesArea } from '../domains/pricing/priceTables.area.js';
import { productsArea } from '../domains/pricing/products.area.js';
import { productReleaseItemsArea, productReleasesArea } from '../domains/pricing/productReleases.area.js';
import { negotiationItemsArea } from '../domains/negotiations/negotiationItems.area.js';
import { negotiationsArea } from '../domains/negotiations/negotiations.area.js';
import { orderItemsArea } from '../domains/orders/orderItems.area.js';
import { ordersArea } from '../domains/orders/orders.area.js';
import { situationsArea } from '../domains/workflows/situations.area.js';
import { substitutesArea } from '../domains/workflows/substitutes.area.js';
import { usersArea } from '../domains/users/users.area.js';
import { profilesArea } from '../domains/profiles/profiles.area.js';
import { workflowTypesArea } from '../domains/workflows/workflowTypes.area.js';
import {
  representativeContractsArea,
  representativeParametersArea,
} from '../domains/representatives/representativeParts.area.js';
import { representativesArea } from '../domains/representatives/representatives.area.js';
import { budgetMovementsArea } from '../domains/financial/budgetMovements.area.js';
import { budgetSchedulesArea, budgetsArea } from '../domains/financial/budgets.area.js';
import { budgetPricesArea } from '../domains/financial/budgetPrices.area.js';
import { debitNotesArea } from '../domains/financial/debitNotes.area.js';
import { receivablesArea } from '../domains/financial/receivables.area.js';
import { vpcRequestsArea } from '../domains/financial/vpcRequests.area.js';
import { fansArea } from '../domains/financial/fans.area.js';
import type { ResourceArea } from './area.js';

/** Every kit area the services serve: one per definition of @balcao/schema/resources. */
export const KIT_AREAS: readonly ResourceArea[] = [
  situationsArea,
  workflowTypesArea,
  buyersArea,
  companiesArea,
  bankAccountsArea,
  actionTitlesArea,
  approvalModesArea,
  jurisdictionsArea,
  productsArea,
  priceTablesArea,
  priceTableItemsArea,
  negotiationsArea,
  negotiationItemsArea,
  ordersArea,
  orderItemsArea,
  productReleasesArea,
  productReleaseItemsArea,
  substitutesArea,
  usersArea,
  profilesArea,
  representativesArea,
  representativeParametersArea,
  representativeContractsArea,
  budgetsArea,
  budgetSchedulesArea,
  budgetMovementsArea,
  budgetPricesArea,
  debitNotesArea,
  vpcRequestsArea,
  fansArea,
  receivablesArea,
];

const missing = RESOURCES.filter((def) => !KIT_AREAS.some((a) => a.def === def)).map((d) => d.name);
if (missing.length) throw new Error(`kit areas without their services side: ${missing.join(', ')}`);
