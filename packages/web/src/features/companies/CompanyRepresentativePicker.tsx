import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchPicker, type Picked } from '../../ui/form';
import { CompanyRepresentativePickerDocument } from '../../__generated__/graphql';

/**
 * A company's representative: type part of a name or user name, pick one of the (up to 20) active
 * users that match; clearing leaves the company without one. Read-only for whoever may not choose.
 */
export function CompanyRepresentativePicker({
  value,
  onChange,
  readOnly,
  error,
}: {
  value: Picked | null;
  onChange: (u: Picked | null) => void;
  readOnly: boolean;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const { data, loading } = useQuery(CompanyRepresentativePickerDocument, {
    variables: { q, pageSize: 20 },
    skip: !q || Boolean(value) || readOnly,
  });
  const page = data?.companyRepresentatives;
  return (
    <SearchPicker
      label="Representante"
      value={value}
      onChange={onChange}
      onSearch={setQ}
      choices={page?.rows.map((u) => ({ id: u.id, name: u.name, detail: u.userName }))}
      loading={loading}
      more={page ? page.totalRegisters > page.rows.length : false}
      noun={{ one: 'usuário', many: 'Usuários' }}
      placeholder="Digite parte do nome ou do usuário"
      icon="user"
      readOnly={readOnly}
      error={error}
    />
  );
}
