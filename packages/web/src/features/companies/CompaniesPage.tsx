import { useEffect, useState } from 'react';
import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useController } from 'react-hook-form';
import { bankAccounts, companies } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { bankAccountDocs, companyDocs } from '../../__generated__/resources';
import {
  CompanyRepresentativePickerDocument,
  type CompaniesListQuery,
  type CompanyRecordQuery,
} from '../../__generated__/graphql';
import { ResourceChildList, ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';
import { BankCodeField } from './BankAccountFields';
import { CompanyRepresentativePicker } from './CompanyRepresentativePicker';

type Row = CompaniesListQuery['companies']['rows'][number];
type Company = NonNullable<CompanyRecordQuery['company']>;

/**
 * The representative, picked among active users; without confidential access the company stays
 * his: a new one is his own, and he may not name another.
 */
function RepresentativeField({ control, name, readOnly, record }: FieldSlotProps<Company>) {
  const can = useCan();
  const ownOnly = !can(companies.module, 'ACESSO_A_INFORMACAO_CONFIDENCIAL');
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(record?.representativeName ?? '');
  const { data } = useQuery(CompanyRepresentativePickerDocument, {
    variables: { pageSize: 1 },
    skip: !ownOnly || record !== null,
  });
  const own = data?.companyRepresentatives.rows[0];
  const { value, onChange } = field;
  useEffect(() => {
    if (own && !value) {
      onChange(own.id);
      setPicked(own.name);
    }
  }, [own, value, onChange]);
  return (
    <CompanyRepresentativePicker
      value={value ? { id: String(value), name: picked } : null}
      onChange={(u) => {
        onChange(u?.id ?? '');
        setPicked(u?.name ?? '');
      }}
      readOnly={readOnly || ownOnly}
      error={fieldState.error?.message}
    />
  );
}

/** The company's bank accounts below it, once it exists. */
function BankAccounts({ company, readOnly }: { company: Company | null; readOnly: boolean }) {
  const can = useCan();
  if (!can('BANCOS', 'VISUALIZAR')) return null;
  if (company)
    return (
      <ResourceChildList
        def={bankAccounts}
        docs={bankAccountDocs}
        parent={{ field: 'companyId', id: company.id }}
        columns={['bankCode', 'bankName', 'agencyCode', 'accountCode']}
        title="Contas bancárias"
        noun={{ one: 'conta', gender: 'f' }}
        readOnly={readOnly}
        fields={{ bankCode: (p) => <BankCodeField {...p} record={null} /> }}
      />
    );
  return (
    <Card className="form-card">
      <h2>Contas bancárias</h2>
      <p className="muted">Salve a empresa para cadastrar as contas bancárias dela.</p>
    </Card>
  );
}

const UI: ResourceUi<Row, Company> = {
  fields: { representativeId: (p) => <RepresentativeField {...p} /> },
  below: (company, readOnly) => <BankAccounts company={company} readOnly={readOnly} />,
  editAfterCreate: true,
};

/**
 * /administrative/companies and its /create, /edit/:id, /view/:id, /workflow/:id (the registration
 * change request and its execution panel) and /historic/:id variants: the kit's, with the
 * representative picker and the company's bank accounts below it.
 */
export function CompaniesPage() {
  return <ResourcePage def={companies} docs={companyDocs} ui={UI} />;
}
