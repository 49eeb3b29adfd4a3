/** The record kit: entry point '@balcao/schema/resources' (zod stays out of the main one). */
import { bankAccounts } from './bankAccounts.js';
import { buyers } from './buyers.js';
import { companies } from './companies.js';
import { situations } from './situations.js';
import type { ResourceDef } from './kit.js';

export * from './kit.js';
export { resourceSchema } from './zod.js';
export { bankAccounts, buyers, companies, situations };

/** Every area on the kit: the generator, the contract suite and the layers' registries read this. */
export const RESOURCES: readonly ResourceDef[] = [situations, buyers, companies, bankAccounts];
