import { formatMoney, formatPercent } from '@balcao/schema';
import { priceTableItems } from '@balcao/schema/resources';
import { priceTableItemDocs } from '../../__generated__/resources';
import type { PriceTableItemsListQuery } from '../../__generated__/graphql';
import { ChildRecords, type ChildColumn } from '../resources';
import { ProductPicker } from './ProductPicker';
import './pricing.css';

type Item = PriceTableItemsListQuery['priceTableItems']['rows'][number];

const COLUMNS: ChildColumn<Item>[] = [
  { title: 'Código', value: (i) => i.productCode },
  { title: 'Produto', value: (i) => i.productName },
  { title: 'Preço', num: true, value: (i) => formatMoney(i.price) },
  { title: 'Preço mínimo', num: true, value: (i) => (i.minPrice ? formatMoney(i.minPrice) : '—') },
  { title: 'Desconto máximo', num: true, value: (i) => (i.maxDiscount ? formatPercent(i.maxDiscount) : '—') },
];

/** A table's items in a grid searched by product, added, edited and deleted in place. */
export function PriceTableItems({ tableId }: { tableId: string }) {
  return (
    <ChildRecords
      def={priceTableItems}
      docs={priceTableItemDocs}
      parent={{ field: 'priceTableId', id: tableId }}
      className="price-table-items"
      title="Itens da tabela"
      search={{ label: 'Buscar produto nos itens', placeholder: 'Buscar por código ou descrição do produto' }}
      columns={COLUMNS}
      rowName={(i) => `item ${i.productCode}`}
      fields={['price', 'minPrice', 'maxDiscount']}
      picker={({ control, row }) => (
        <ProductPicker
          control={control}
          name="productId"
          readOnly={false}
          initial={row ? { id: row.productId, name: `${row.productCode} — ${row.productName}` } : null}
        />
      )}
      empty={{ none: 'Nenhum item nesta tabela.', noMatch: 'Nenhum item encontrado para a busca.' }}
    />
  );
}
