import { useApolloClient } from '@apollo/client/react';
import { negotiationItems } from '@balcao/schema/resources';
import { negotiationDocs, negotiationItemDocs } from '../../__generated__/resources';
import type { NegotiationItemsListQuery } from '../../__generated__/graphql';
import { productField } from '../pricing';
import { ResourceChildList } from '../resources';

type Item = NegotiationItemsListQuery['negotiationItems']['rows'][number];

/**
 * A negotiation's details (its items) below its page, saved and edited apart from it; each write
 * reads the deal again, whose totals the services compute from them.
 */
export function NegotiationItems({ negotiationId, readOnly }: { negotiationId: string; readOnly: boolean }) {
  const client = useApolloClient();
  return (
    <ResourceChildList
      def={negotiationItems}
      docs={negotiationItemDocs}
      parent={{ field: 'negotiationId', id: negotiationId }}
      columns={[
        'productCode',
        'productName',
        'negotiatedQuantity',
        'tablePrice',
        'floorPrice',
        'negotiatedPriceWithoutIpi',
        'negotiatedPrice',
        'discountPercent',
        'pastRepDiscount',
        'dealMarkup',
        'percPriceVpc',
        'percVpcFan',
        'totalValue',
      ]}
      title="Itens da negociação"
      noun={{ one: 'item', gender: 'm' }}
      search={{ label: 'Buscar produto nos itens', placeholder: 'Buscar por código ou descrição do produto' }}
      fields={{ productId: productField<Item> }}
      readOnly={readOnly}
      onChanged={() => void client.refetchQueries({ include: [negotiationDocs.record] })}
    />
  );
}
