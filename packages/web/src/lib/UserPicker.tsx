import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchPicker, type Picked } from '../ui/form';
import { UserPickerDocument } from '../__generated__/graphql';

export type PickedUser = Picked;

/** Type part of a name, pick one of the (up to 20) active users that match. */
export function UserPicker({
  label,
  value,
  onChange,
  readOnly = false,
  required = false,
  error,
}: {
  label: string;
  value: PickedUser | null;
  onChange: (u: PickedUser | null) => void;
  readOnly?: boolean;
  required?: boolean;
  error?: string;
}) {
  const [q, setQ] = useState('');
  const { data, loading } = useQuery(UserPickerDocument, {
    variables: { q },
    skip: !q || Boolean(value) || readOnly,
  });
  return (
    <SearchPicker
      label={label}
      value={value}
      onChange={onChange}
      onSearch={setQ}
      choices={data?.substituteUsers}
      loading={loading}
      noun={{ one: 'usuário', many: 'Usuários' }}
      placeholder="Digite parte do nome"
      clearText="remover"
      icon="user"
      readOnly={readOnly}
      required={required}
      error={error}
    />
  );
}
