import { priceTables } from '@balcao/schema/resources';
import { priceTableDocs } from '../../__generated__/resources';
import type { PriceTableRecordQuery, PriceTablesListQuery } from '../../__generated__/graphql';
import { ResourcePage, type ResourceUi } from '../resources';
import { PriceTableItems } from './PriceTableItems';

type Row = PriceTablesListQuery['priceTables']['rows'][number];
type Table = NonNullable<PriceTableRecordQuery['priceTable']>;

const UI: ResourceUi<Row, Table> = {
  below: (table) => table && <PriceTableItems tableId={table.id} />,
};

/**
 * /administrative/registerAux/priceTable: the price tables, each with its validity and scope, and
 * its items in a grid below it, added, edited and deleted in place.
 */
export function PriceTablesPage() {
  return <ResourcePage def={priceTables} docs={priceTableDocs} ui={UI} />;
}
