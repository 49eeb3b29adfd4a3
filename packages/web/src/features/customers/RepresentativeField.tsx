import { Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { Control, FieldValues } from 'react-hook-form';
import { SelectField } from '../../ui/form';
import { CustomerRepresentativesDocument } from '../../__generated__/graphql';

/**
 * The customer's representative, for whoever holds CLIENTES × ACESSO_A_INFORMACAO_CONFIDENCIAL
 * (the form shows it only to them): the active users who work with customers; empty keeps the
 * one the services assign.
 */
export function RepresentativeField<T extends FieldValues>({
  control,
  readOnly,
  current,
}: {
  control: Control<T>;
  readOnly: boolean;
  /** The one the record has now, listed even when he is no longer among the choices. */
  current: { id: string; name: string } | null;
}) {
  const { data } = useQuery(CustomerRepresentativesDocument);
  // Not before the list arrives: a one-option list would choose itself and drop the current one.
  if (!data) return <Spinner size={16} aria-label="Carregando representantes" />;
  const rows = data.customerRepresentatives.rows;
  const options = [
    { value: '', label: 'Selecione' },
    ...rows.map((u) => ({ value: String(u.id), label: `${u.name} (${u.userName})` })),
  ];
  return (
    <SelectField
      control={control as never}
      name={'representativeId' as never}
      label="Representante"
      options={options}
      current={current && { value: current.id, label: current.name }}
      readOnly={readOnly}
    />
  );
}
