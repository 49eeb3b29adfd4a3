import { orderItems } from '@balcao/schema/resources';
import { orderDocs, orderItemDocs } from '../../__generated__/resources';
import { ProductLineList } from '../pricing';

/**
 * An order's items below its page, saved and edited apart from it (bound by its negotiation or by
 * the price table, as the services check); each write reads the order again for its totals.
 */
export function OrderItems({ orderId, readOnly }: { orderId: string; readOnly: boolean }) {
  return (
    <ProductLineList
      def={orderItems}
      docs={orderItemDocs}
      parent={{ field: 'orderId', id: orderId }}
      columns={[
        'productCode',
        'productName',
        'quantity',
        'maxQuantity',
        'tablePrice',
        'minPrice',
        'price',
        'priceWithIpi',
        'discountPercent',
        'totalValue',
        'status',
        'sentToErp',
        'invoicedQuantity',
      ]}
      title="Itens do pedido"
      noun={{ one: 'item', gender: 'm' }}
      searchLabel="Buscar produto nos itens"
      readOnly={readOnly}
      parentRecord={orderDocs.record}
    />
  );
}
