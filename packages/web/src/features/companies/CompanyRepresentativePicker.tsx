import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { SearchPicker, type Picked } from '../../ui/form';
import {
  CompanyRepresentativePickerDocument,
  type RepresentativeChoicePicker_PageFragment,
} from '../../__generated__/graphql';

/** Where a representative picker's users come from: the text typed, and whether not to ask now. */
export type RepresentativeChoices = (
  q: string,
  skip: boolean,
) => { page?: RepresentativeChoicePicker_PageFragment; loading: boolean };

/**
 * A user picked as a representative: type part of a name or user name, pick one of the (up to 20)
 * active users `useChoices` finds; each shows with its user name.
 */
export function RepresentativeChoicePicker({
  label,
  value,
  onChange,
  readOnly,
  error,
  clearText,
  useChoices,
}: {
  label: string;
  value: Picked | null;
  onChange: (u: Picked | null) => void;
  readOnly: boolean;
  error?: string;
  clearText?: string;
  useChoices: RepresentativeChoices;
}) {
  const [q, setQ] = useState('');
  const { page, loading } = useChoices(q, !q || Boolean(value) || readOnly);
  return (
    <SearchPicker
      label={label}
      value={value}
      onChange={onChange}
      onSearch={setQ}
      choices={page?.rows.map((u) => ({ id: u.id, name: u.name, detail: u.userName }))}
      loading={loading}
      more={page ? page.totalRegisters > page.rows.length : false}
      noun={{ one: 'usuário', many: 'Usuários' }}
      placeholder="Digite parte do nome ou do usuário"
      clearText={clearText}
      icon="user"
      readOnly={readOnly}
      error={error}
    />
  );
}

/** The users a company may be represented by. */
const useCompanyRepresentatives: RepresentativeChoices = (q, skip) => {
  const { data, loading } = useQuery(CompanyRepresentativePickerDocument, {
    variables: { q, pageSize: 20 },
    skip,
  });
  return { page: data?.companyRepresentatives, loading };
};

/**
 * A company's representative: clearing leaves the company without one. Read-only for whoever may
 * not choose.
 */
export function CompanyRepresentativePicker(props: {
  value: Picked | null;
  onChange: (u: Picked | null) => void;
  readOnly: boolean;
  error?: string;
}) {
  return (
    <RepresentativeChoicePicker {...props} label="Representante" useChoices={useCompanyRepresentatives} />
  );
}
