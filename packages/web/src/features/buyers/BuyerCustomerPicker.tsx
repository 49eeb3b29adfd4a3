import { useEffect, useId, useState } from 'react';
import { Button, FormGroup, InputGroup, Menu, MenuItem, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { formatCnpj, formatCpf, GRID } from '@balcao/schema';
import { BuyerCustomerPickerDocument } from '../../__generated__/graphql';

export type PickedCustomer = { id: string; name: string };

/**
 * The customer a buyer buys for: type part of a name, short name, CNPJ or CPF, pick one of the
 * (up to 20) customers the user may see. The same shape as lib/UserPicker.
 */
export function BuyerCustomerPicker({
  value,
  onChange,
  error,
  readOnly,
  required,
}: {
  value: PickedCustomer | null;
  onChange: (c: PickedCustomer | null) => void;
  error?: string;
  readOnly?: boolean;
  /** A form's field says so; a list filter does not. */
  required?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), GRID.searchDebounceMs);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useQuery(BuyerCustomerPickerDocument, {
    variables: { q },
    skip: !q || Boolean(value) || readOnly,
  });
  const intent = error ? 'danger' : 'none';
  const common = {
    label: 'Cliente',
    labelFor: id,
    labelInfo: required && !readOnly ? '(obrigatório)' : undefined,
    intent,
    helperText: error,
  } as const;
  if (readOnly)
    return (
      <FormGroup {...common}>
        <InputGroup id={id} readOnly value={value?.name ?? ''} />
      </FormGroup>
    );
  if (value)
    return (
      <FormGroup {...common}>
        <Button
          id={id}
          rightIcon="cross"
          aria-label={`Cliente: ${value.name} (trocar)`}
          onClick={() => onChange(null)}
        >
          {value.name}
        </Button>
      </FormGroup>
    );
  const rows = data?.buyerCustomers.rows ?? [];
  return (
    <FormGroup {...common}>
      <InputGroup
        id={id}
        leftIcon="search"
        placeholder="Digite parte do nome, CNPJ ou CPF do cliente"
        value={text}
        intent={intent}
        rightElement={loading ? <Spinner size={16} aria-label="Buscando clientes" /> : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {q && data && (
        <Menu aria-label="Clientes encontrados" className="buyer-customer-choices">
          {rows.length === 0 && <MenuItem disabled text="Nenhum cliente encontrado" />}
          {rows.map((c) => (
            <MenuItem
              key={c.id}
              text={c.corporateName}
              label={[
                c.cnpj ? formatCnpj(c.cnpj) : c.cpf ? formatCpf(c.cpf) : '',
                c.city && `${c.city}/${c.uf}`,
              ]
                .filter(Boolean)
                .join(' · ')}
              onClick={() => {
                onChange({ id: c.id, name: c.corporateName });
                setText('');
              }}
            />
          ))}
          {data.buyerCustomers.totalRegisters > rows.length && (
            <MenuItem disabled text="Refine a busca para ver outros clientes" />
          )}
        </Menu>
      )}
    </FormGroup>
  );
}
