import { useApolloClient } from '@apollo/client/react';
import { formatMoney, formatPercent } from '@balcao/schema';
import { negotiationItems } from '@balcao/schema/resources';
import { negotiationDocs, negotiationItemDocs } from '../../__generated__/resources';
import type { NegotiationItemsListQuery } from '../../__generated__/graphql';
import { ProductPicker } from '../pricing';
import { ChildRecords, type ChildColumn } from '../resources';

type Item = NegotiationItemsListQuery['negotiationItems']['rows'][number];
const money = (v: string | null | undefined) => (v ? formatMoney(v) : '—');
const percent = (v: string | null | undefined) => (v ? formatPercent(v) : '—');

const COLUMNS: ChildColumn<Item>[] = [
  { title: 'Código', value: (i) => i.productCode },
  { title: 'Produto', value: (i) => i.productName },
  { title: 'Quantidade', num: true, value: (i) => i.negotiatedQuantity.toLocaleString('pt-BR') },
  { title: 'Preço de tabela', num: true, value: (i) => money(i.tablePrice) },
  { title: 'Preço mínimo', num: true, value: (i) => money(i.floorPrice) },
  { title: 'Preço sem IPI', num: true, value: (i) => money(i.negotiatedPriceWithoutIpi) },
  { title: 'Preço com IPI', num: true, value: (i) => money(i.negotiatedPrice) },
  {
    title: 'Desconto',
    num: true,
    value: (i) => (
      <span
        title={
          i.pastRepDiscount ? 'Acima do desconto do representante: a aprovação sobe uma alçada' : undefined
        }
      >
        {percent(i.discountPercent)}
        {i.pastRepDiscount ? ' ▲' : ''}
      </span>
    ),
  },
  { title: 'Markup', num: true, value: (i) => percent(i.dealMarkup) },
  { title: 'VPC', num: true, value: (i) => percent(i.percPriceVpc) },
  { title: 'FAN', num: true, value: (i) => percent(i.percVpcFan) },
  { title: 'Valor total', num: true, value: (i) => money(i.totalValue) },
];

/**
 * A negotiation's details (its items) below its page, saved and edited apart from it; each write
 * reads the deal again, whose totals the services compute from them.
 */
export function NegotiationItems({ negotiationId, readOnly }: { negotiationId: string; readOnly: boolean }) {
  const client = useApolloClient();
  return (
    <ChildRecords
      def={negotiationItems}
      docs={negotiationItemDocs}
      parent={{ field: 'negotiationId', id: negotiationId }}
      title="Itens da negociação"
      search={{ label: 'Buscar produto nos itens', placeholder: 'Buscar por código ou descrição do produto' }}
      columns={COLUMNS}
      rowName={(i) => `item ${i.productCode}`}
      fields={['negotiatedQuantity', 'negotiatedPriceWithoutIpi', 'percPriceVpc', 'percVpcFan']}
      picker={({ control, row }) => (
        <ProductPicker
          control={control}
          name="productId"
          readOnly={false}
          initial={row ? { id: row.productId, name: `${row.productCode} — ${row.productName}` } : null}
        />
      )}
      empty={{ none: 'Nenhum item nesta negociação.', noMatch: 'Nenhum item encontrado para a busca.' }}
      readOnly={readOnly}
      onChanged={() => void client.refetchQueries({ include: [negotiationDocs.record] })}
    />
  );
}
