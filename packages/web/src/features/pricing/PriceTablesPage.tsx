import { priceTableItems, priceTables } from '@balcao/schema/resources';
import { priceTableDocs, priceTableItemDocs } from '../../__generated__/resources';
import type {
  PriceTableItemsListQuery,
  PriceTableRecordQuery,
  PriceTablesListQuery,
} from '../../__generated__/graphql';
import { useApolloClient } from '@apollo/client/react';
import { useCan } from '../../lib/access';
import { ImportPanel } from '../imports';
import { ResourceChildList, ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';
import { ProductPicker } from './ProductPicker';

type Row = PriceTablesListQuery['priceTables']['rows'][number];
type Table = NonNullable<PriceTableRecordQuery['priceTable']>;
type Item = PriceTableItemsListQuery['priceTableItems']['rows'][number];

const product = ({ record, ...p }: FieldSlotProps<Item>) => (
  <ProductPicker
    {...p}
    initial={record ? { id: record.productId, name: `${record.productCode} — ${record.productName}` } : null}
  />
);

/** A table's items under its page, and their import from XLSX for who may import in bulk. */
function PriceTableItems({ table }: { table: Table }) {
  const can = useCan();
  const client = useApolloClient();
  return (
    <>
      <ResourceChildList
        def={priceTableItems}
        docs={priceTableItemDocs}
        parent={{ field: 'priceTableId', id: table.id }}
        columns={['productCode', 'productName', 'price', 'minPrice', 'maxDiscount']}
        title="Itens da tabela"
        noun={{ one: 'item', gender: 'm' }}
        search={{
          label: 'Buscar produto nos itens',
          placeholder: 'Buscar por código ou descrição do produto',
        }}
        fields={{ productId: product }}
      />
      {can(priceTableItems.module, 'IMPORTACAO_EM_MASSA') && (
        <ImportPanel
          kind="PRICE_TABLE_ITEMS"
          target={table.id}
          onImported={() => void client.refetchQueries({ include: [priceTableItemDocs.list] })}
        />
      )}
    </>
  );
}

const UI: ResourceUi<Row, Table> = {
  below: (table) => table && <PriceTableItems table={table} />,
};

/**
 * /administrative/registerAux/priceTable: the price tables, each with its validity and scope, and
 * its items in a grid below it, added, edited and deleted in place.
 */
export function PriceTablesPage() {
  return <ResourcePage def={priceTables} docs={priceTableDocs} ui={UI} />;
}
