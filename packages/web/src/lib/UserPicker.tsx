import { useQuery } from '@apollo/client/react';
import { SourcePicker, type Picked, type PickerSource } from '../ui/form';
import { UserPickerDocument } from '../__generated__/graphql';

export type PickedUser = Picked;

/** The active users that may stand in for another (the substitutes'). */
const useSubstituteUsers: PickerSource = (q, skip) => {
  const { data, loading } = useQuery(UserPickerDocument, { variables: { q }, skip });
  return { choices: data?.substituteUsers, more: false, loading };
};

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
  return (
    <SourcePicker
      label={label}
      value={value}
      onChange={onChange}
      useSource={useSubstituteUsers}
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
