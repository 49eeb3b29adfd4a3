import { useApolloClient } from '@apollo/client/react';
import { orderItems } from '@balcao/schema/resources';
import { orderDocs, orderItemDocs } from '../../__generated__/resources';
import type { OrderItemsListQuery } from '../../__generated__/graphql';
import { productField } from '../pricing';
import { ResourceChildList } from '../resources';

type Item = OrderItemsListQuery['orderItems']['rows'][number];

/**
 * An order's items below its page, saved and edited apart from it (bound by its negotiation or by
 * the price table, as the services check); each write reads the order again for its totals.
 */
export function OrderItems({ orderId, readOnly }: { orderId: string; readOnly: boolean }) {
  const client = useApolloClient();
  return (
    <ResourceChildList
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
      search={{ label: 'Buscar produto nos itens', placeholder: 'Buscar por código ou descrição do produto' }}
      fields={{ productId: productField<Item> }}
      readOnly={readOnly}
      onChanged={() => void client.refetchQueries({ include: [orderDocs.record] })}
    />
  );
}
