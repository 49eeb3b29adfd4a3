import { negotiationItems } from '@balcao/schema/resources';
import { negotiationDocs, negotiationItemDocs } from '../../__generated__/resources';
import { ProductLineList } from '../pricing';

/**
 * A negotiation's details (its items) below its page, saved and edited apart from it; each write
 * reads the deal again, whose totals the services compute from them.
 */
export function NegotiationItems({ negotiationId, readOnly }: { negotiationId: string; readOnly: boolean }) {
  return (
    <ProductLineList
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
      searchLabel="Buscar produto nos itens"
      readOnly={readOnly}
      parentRecord={negotiationDocs.record}
    />
  );
}
