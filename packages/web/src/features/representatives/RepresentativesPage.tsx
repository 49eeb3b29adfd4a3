import { useWatch } from 'react-hook-form';
import { representatives } from '@balcao/schema/resources';
import { representativeDocs } from '../../__generated__/resources';
import {
  RecordStatusTag,
  ResourceField,
  ResourcePage,
  type FieldSlotProps,
  type ResourceUi,
} from '../resources';
import { RepresentativeActions } from './RepresentativeActions';
import { RepresentativeParts } from './RepresentativeParts';
import { RepresentativeUserField } from './RepresentativeUserField';
import type { Representative, RepresentativeRow } from './types';

const STATUS_INTENT = {
  PRE_REGISTRATION: 'none',
  IN_CONSULTATION: 'primary',
  IN_APPROVAL: 'warning',
  ACTIVE: 'success',
  DISTRATO: 'danger',
  INACTIVE: 'none',
} as const;

export function StatusTag({ status }: { status: string | null | undefined }) {
  return <RecordStatusTag def={representatives} status={status} intents={STATUS_INTENT} />;
}

/** A field fixed once he is pre-registered (his person type; his CNPJ, which has its own edit). */
const fixed = (p: FieldSlotProps<Representative>) => (
  <ResourceField
    field={representatives.fields[p.name as 'cnpj']}
    name={p.name}
    control={p.control}
    readOnly={p.readOnly || p.record !== null}
  />
);

/** His document: a CNPJ for a legal person, a CPF for a natural one; the other is not asked. */
function DocumentField({ kind, ...p }: FieldSlotProps<Representative> & { kind: 'PJ' | 'PF' }) {
  const personType = useWatch({ control: p.control, name: 'personType' }) as string | undefined;
  if (personType && personType !== kind) return null;
  return kind === 'PJ' ? (
    fixed(p)
  ) : (
    <ResourceField
      field={representatives.fields.cpf}
      name={p.name}
      control={p.control}
      readOnly={p.readOnly}
    />
  );
}

/** The representative's own pieces over the kit's record page and list. */
export const REPRESENTATIVE_UI: ResourceUi<RepresentativeRow, Representative> = {
  fields: {
    personType: fixed,
    cnpj: (p) => <DocumentField {...p} kind="PJ" />,
    cpf: (p) => <DocumentField {...p} kind="PF" />,
    userId: (p) => <RepresentativeUserField {...p} shows="userName" />,
    regionalManagerId: (p) => <RepresentativeUserField {...p} shows="regionalManagerName" />,
  },
  columns: { status: { render: (r) => <StatusTag status={r.status} /> } },
  headerTags: (r) => <StatusTag status={r.status} />,
  recordActions: (r) => <RepresentativeActions representative={r} />,
  below: (r, readOnly) => <RepresentativeParts representative={r} readOnly={readOnly} />,
  editable: (r) => r.status !== 'IN_APPROVAL',
  editAfterCreate: true,
};

/**
 * /client/representatives and its /create, /edit/:id, /view/:id, /workflow/:id and /historic/:id:
 * a representative's registration (pre-registration, parameters, contracts, conclusion) and, in
 * workflow mode, his registration's or a registration change's approval.
 */
export function RepresentativesPage() {
  return <ResourcePage def={representatives} docs={representativeDocs} ui={REPRESENTATIVE_UI} />;
}
