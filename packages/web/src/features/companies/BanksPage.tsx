import { Button } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { COMPANIES_PATH } from '@balcao/schema';
import { bankAccounts } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { bankAccountDocs } from '../../__generated__/resources';
import type { BankAccountRecordQuery, BankAccountsListQuery } from '../../__generated__/graphql';
import { ResourcePage, type ResourceUi } from '../resources';
import { BankCodeField, CompanySelect } from './BankAccountFields';

type Row = BankAccountsListQuery['bankAccounts']['rows'][number];
type Account = NonNullable<BankAccountRecordQuery['bankAccount']>;

function OpenCompany({ account }: { account: Account }) {
  const navigate = useNavigate();
  const can = useCan();
  if (!can('EMPRESAS', 'VISUALIZAR')) return null;
  return (
    <Button
      icon="arrow-right"
      text="ABRIR A EMPRESA"
      onClick={() => navigate(`${COMPANIES_PATH}/view/${account.companyId}`)}
    />
  );
}

const UI: ResourceUi<Row, Account> = {
  fields: { companyId: (p) => <CompanySelect {...p} />, bankCode: (p) => <BankCodeField {...p} /> },
  recordActions: (a) => <OpenCompany account={a} />,
};

/**
 * /financial/banks: the bank accounts of the companies the user may see; /create, /edit, /view,
 * /workflow (the data change request and its execution panel), /historic.
 */
export function BanksPage() {
  return <ResourcePage def={bankAccounts} docs={bankAccountDocs} ui={UI} />;
}
