import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { representatives } from '@balcao/schema/resources';
import { SearchPicker } from '../../ui/form';
import { RepresentativeUserFieldDocument } from '../../__generated__/graphql';
import type { FieldSlotProps } from '../resources';
import type { Representative } from './types';

/**
 * A user of the representative (who signs in as him, or his regional manager): type part of a
 * name or user name, pick one of the (up to 20) active users that match.
 */
export function RepresentativeUserField({
  control,
  name,
  readOnly,
  record,
  shows,
}: FieldSlotProps<Representative> & { shows: 'userName' | 'regionalManagerName' }) {
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(record?.[shows] ?? '');
  const [q, setQ] = useState('');
  const { value, onChange } = field;
  const { data, loading } = useQuery(RepresentativeUserFieldDocument, {
    variables: { q },
    skip: !q || Boolean(value) || readOnly,
  });
  const page = data?.representativeUsers;
  return (
    <SearchPicker
      label={representatives.fields[name as 'userId' | 'regionalManagerId'].label}
      value={value ? { id: String(value), name: picked } : null}
      onChange={(u) => {
        onChange(u?.id ?? '');
        setPicked(u?.name ?? '');
      }}
      onSearch={setQ}
      choices={page?.rows.map((u) => ({ id: u.id, name: u.name, detail: u.userName }))}
      loading={loading}
      more={page ? page.totalRegisters > page.rows.length : false}
      noun={{ one: 'usuário', many: 'Usuários' }}
      placeholder="Digite parte do nome ou do usuário"
      clearText="remover"
      icon="user"
      readOnly={readOnly}
      error={fieldState.error?.message}
    />
  );
}
