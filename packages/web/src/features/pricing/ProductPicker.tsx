import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { SearchPicker, type Picked } from '../../ui/form';
import { productDocs } from '../../__generated__/resources';
import type { FieldSlotProps } from '../resources';

/** A product of the catalogue, found by part of its code or description; binds its id to `name`. */
export function ProductPicker({
  control,
  name,
  initial,
  readOnly,
}: {
  control: Control<FieldValues>;
  name: string;
  initial: Picked | null;
  readOnly: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState<Picked | null>(initial);
  const [q, setQ] = useState('');
  const { data, loading } = useQuery(productDocs.list, {
    variables: { input: { q, pageSize: 10, filters: [{ key: 'active', values: ['true'] }] } },
    skip: !q || Boolean(picked),
  });
  const rows = data?.products.rows;
  return (
    <SearchPicker
      label="Produto"
      required
      readOnly={readOnly}
      value={field.value ? picked : null}
      onChange={(p) => {
        setPicked(p);
        field.onChange(p?.id ?? '');
      }}
      onSearch={setQ}
      choices={rows?.map((p) => ({ id: p.id, name: `${p.code} — ${p.name}`, detail: p.line ?? undefined }))}
      more={(data?.products.totalRegisters ?? 0) > (rows?.length ?? 0)}
      loading={loading}
      noun={{ one: 'produto', many: 'Produtos' }}
      placeholder="Código ou descrição do produto"
      icon="box"
      error={fieldState.error?.message}
    />
  );
}

/**
 * An item's product field (the `productId` widget of an order's, a deal's or a release's items):
 * the picker, named at first by the item's product code and description.
 */
export function productField<Item extends { productId: string; productCode: string; productName: string }>({
  record,
  ...p
}: FieldSlotProps<Item>) {
  return (
    <ProductPicker
      {...p}
      initial={
        record ? { id: record.productId, name: `${record.productCode} — ${record.productName}` } : null
      }
    />
  );
}
