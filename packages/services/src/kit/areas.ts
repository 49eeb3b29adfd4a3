import { RESOURCES } from '@balcao/schema/resources';
import { buyersArea } from '../domains/buyers/buyers.area.js';
import { bankAccountsArea } from '../domains/companies/bankAccounts.area.js';
import { companiesArea } from '../domains/companies/companies.area.js';
import { situationsArea } from '../domains/workflows/situations.area.js';
import type { ResourceArea } from './area.js';

/** Every kit area the services serve: one per definition of @balcao/schema/resources. */
export const KIT_AREAS: readonly ResourceArea[] = [
  situationsArea,
  buyersArea,
  companiesArea,
  bankAccountsArea,
];

const missing = RESOURCES.filter((def) => !KIT_AREAS.some((a) => a.def === def)).map((d) => d.name);
if (missing.length) throw new Error(`kit areas without their services side: ${missing.join(', ')}`);
