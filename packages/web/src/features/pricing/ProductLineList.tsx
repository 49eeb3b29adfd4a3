import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { ResourceChildList, type ChildListProps, type FormRecord } from '../resources';
import { productField } from './ProductPicker';

type ProductLine = FormRecord & { productId: string; productCode: string; productName: string };

/**
 * A document's product lines under its page (a negotiation's or an order's items, a budget's
 * prices): the kit's child list, searched by the product's code or description, with the product
 * picker for a line's product. `parentRecord`: the parent's record query, read again after each
 * write, since the services compute its totals from its lines.
 */
export function ProductLineList<LQ, Row extends ProductLine, CM, Input>({
  searchLabel,
  parentRecord,
  ...list
}: Omit<ChildListProps<LQ, Row, CM, Input>, 'search' | 'fields' | 'onChanged'> & {
  searchLabel: string;
  parentRecord?: DocumentNode;
}) {
  const client = useApolloClient();
  return (
    <ResourceChildList
      {...list}
      search={{ label: searchLabel, placeholder: 'Buscar por código ou descrição do produto' }}
      fields={{ productId: productField<Row> }}
      onChanged={parentRecord && (() => void client.refetchQueries({ include: [parentRecord] }))}
    />
  );
}
