import { useQuery } from '@apollo/client/react';
import { SourcePicker, type Picked, type PickerSource } from '../../ui/form';
import {
  CompanyRepresentativePickerDocument,
  type RepresentativeChoicePicker_PageFragment,
} from '../../__generated__/graphql';

/** A page of users offered as representatives as a picker's choices: each with its user name. */
export const representativeChoices = (page: RepresentativeChoicePicker_PageFragment | undefined) => ({
  choices: page?.rows.map((u) => ({ id: u.id, name: u.name, detail: u.userName })),
  more: page ? page.totalRegisters > page.rows.length : false,
});

/**
 * A user picked as a representative: type part of a name or user name, pick one of the (up to 20)
 * active users `useSource` finds.
 */
export function RepresentativeChoicePicker(props: {
  label: string;
  value: Picked | null;
  onChange: (u: Picked | null) => void;
  readOnly: boolean;
  error?: string;
  clearText?: string;
  useSource: PickerSource;
}) {
  return (
    <SourcePicker
      {...props}
      noun={{ one: 'usuário', many: 'Usuários' }}
      placeholder="Digite parte do nome ou do usuário"
      icon="user"
    />
  );
}

/** The users a company may be represented by. */
const useCompanyRepresentatives: PickerSource = (q, skip) => {
  const { data, loading } = useQuery(CompanyRepresentativePickerDocument, {
    variables: { q, pageSize: 20 },
    skip,
  });
  return { ...representativeChoices(data?.companyRepresentatives), loading };
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
    <RepresentativeChoicePicker {...props} label="Representante" useSource={useCompanyRepresentatives} />
  );
}
