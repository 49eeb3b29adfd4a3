import { priceTableItemsImport } from '../domains/pricing/priceTableItems.import.js';
import { negotiationsImport } from '../domains/negotiations/negotiations.import.js';
import { commissionsImport } from '../domains/representatives/commissions.import.js';
import { ordersImport } from '../domains/orders/orders.import.js';
import type { ImportWriter } from './imports.kit.js';

/** Every kind of import the services run (one per definition in the schema's IMPORTS). */
export const IMPORT_WRITERS: readonly ImportWriter[] = [
  priceTableItemsImport,
  negotiationsImport,
  commissionsImport,
  ordersImport,
];
