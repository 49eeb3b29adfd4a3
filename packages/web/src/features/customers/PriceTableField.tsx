import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Control } from 'react-hook-form';
import { formatDateBr } from '@balcao/schema';
import type { CustomerInput } from '@balcao/schema/customerFields';
import { SelectField, type SelectOption } from '../../ui/form';
import { CustomerPriceTablesDocument } from '../../__generated__/graphql';

/**
 * A customer's price table or related one: the active tables whose validity has not ended, each
 * with its validity; the one he has now stays listed when it no longer is (inactivated, expired).
 */
export function PriceTableField({
  control,
  name,
  label,
  readOnly,
  current,
}: {
  control: Control<CustomerInput>;
  name: 'priceTableId' | 'priceTableRelatedId';
  label: string;
  readOnly: boolean;
  current: SelectOption | null;
}) {
  const { data, error } = useQuery(CustomerPriceTablesDocument, { skip: readOnly });
  const options = [
    { value: '', label: 'Nenhuma' },
    ...(data?.customerPriceTables ?? []).map((t) => ({
      value: t.id,
      label: `${t.code} — ${t.description} (${formatDateBr(t.validFrom)} a ${formatDateBr(t.validTo)})`,
    })),
  ];
  // Not before the list arrives, so the field does not show 'Nenhuma' for a moment.
  if (!readOnly && !data && !error) return <Spinner size={16} aria-label={`Carregando ${label}`} />;
  return (
    <SelectField
      control={control}
      name={name}
      label={label}
      options={options}
      current={current}
      readOnly={readOnly}
      help={error ? 'Não foi possível carregar as tabelas de preço' : undefined}
    />
  );
}
