import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { representatives } from '@balcao/schema/resources';
import { RepresentativeUserFieldDocument } from '../../__generated__/graphql';
import type { PickerSource } from '../../ui/form';
import { RepresentativeChoicePicker, representativeChoices } from '../companies';
import type { FieldSlotProps } from '../resources';
import type { Representative } from './types';

/** The users a representative may be linked to or managed by. */
const useRepresentativeUsers: PickerSource = (q, skip) => {
  const { data, loading } = useQuery(RepresentativeUserFieldDocument, { variables: { q }, skip });
  return { ...representativeChoices(data?.representativeUsers), loading };
};

/** A user of the representative (who signs in as him, or his regional manager). */
export function RepresentativeUserField({
  control,
  name,
  readOnly,
  record,
  shows,
}: FieldSlotProps<Representative> & { shows: 'userName' | 'regionalManagerName' }) {
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(record?.[shows] ?? '');
  const { value, onChange } = field;
  return (
    <RepresentativeChoicePicker
      label={representatives.fields[name as 'userId' | 'regionalManagerId'].label}
      value={value ? { id: String(value), name: picked } : null}
      onChange={(u) => {
        onChange(u?.id ?? '');
        setPicked(u?.name ?? '');
      }}
      useSource={useRepresentativeUsers}
      clearText="remover"
      readOnly={readOnly}
      error={fieldState.error?.message}
    />
  );
}
