import { useState } from 'react';
import { Tag } from '@blueprintjs/core';
import { buyers } from '@balcao/schema/resources';
import { buyerDocs } from '../../__generated__/resources';
import type { BuyerRecordQuery, BuyersListQuery } from '../../__generated__/graphql';
import { ResourceField, ResourcePage, type ResourceUi } from '../resources';
import { BuyerCustomerPicker, CustomerRefField } from './BuyerCustomerPicker';

type Row = BuyersListQuery['buyers']['rows'][number];
type Buyer = NonNullable<BuyerRecordQuery['buyer']>;

/** The list's customer filter: the same picker, named after the chosen customer. */
function CustomerFilter({
  value,
  onChange,
  rows,
}: {
  value: string;
  onChange: (v: string) => void;
  rows: readonly Row[];
}) {
  const [picked, setPicked] = useState('');
  return (
    <BuyerCustomerPicker
      value={value ? { id: value, name: picked || rows[0]?.customerName || 'Cliente selecionado' } : null}
      onChange={(c) => {
        setPicked(c?.name ?? '');
        onChange(c?.id ?? '');
      }}
    />
  );
}

const UI: ResourceUi<Row, Buyer> = {
  fields: {
    customerId: (p) => <CustomerRefField {...p} shows="customerName" />,
    // An inactive buyer cannot be the main one.
    main: (p) => (
      <ResourceField
        field={buyers.fields.main}
        {...p}
        readOnly={p.readOnly || (p.record !== null && !p.record.active)}
      />
    ),
  },
  filters: { customerId: (p) => <CustomerFilter {...p} /> },
  headerTags: (b) =>
    b.main && (
      <Tag minimal intent="primary" className="title-tag">
        Principal
      </Tag>
    ),
};

/**
 * /client/buyers and its /create, /edit/:id, /view/:id, /workflow/:id (the registration change
 * request and its execution panel) and /historic/:id variants: the kit's, with the customer picker.
 */
export function BuyersPage() {
  return <ResourcePage def={buyers} docs={buyerDocs} ui={UI} />;
}
