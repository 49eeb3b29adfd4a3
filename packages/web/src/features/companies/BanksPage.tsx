import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { BANK_ACCOUNT_CHANGE_WORKFLOW } from '@balcao/schema';
import { ChangeRequestRecordPage } from '../changeRequests';
import { HistoryPanel } from '../history';
import { BankAccountFormDocument } from '../../__generated__/graphql';
import { BankAccountForm } from './BankAccountForm';
import { BanksList } from './BanksList';
import { BANK_ACCOUNT_LABELS, BANKS_PATH } from './records';

/**
 * /financial/banks: the bank accounts of the companies the user may see; /create, /edit, /view,
 * /workflow (the data change request and its execution panel), /historic.
 */
export function BanksPage() {
  return (
    <ChangeRequestRecordPage
      module="BANCOS"
      list={<BanksList />}
      Form={BankAccountForm}
      history={(id) => <BankAccountHistory id={id} />}
      workflowTypeCode={BANK_ACCOUNT_CHANGE_WORKFLOW}
      recordQuery="BankAccountForm"
    />
  );
}

function BankAccountHistory({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data } = useQuery(BankAccountFormDocument, { variables: { id, withAccount: true } });
  const a = data?.bankAccount;
  return (
    <HistoryPanel
      entity="bankAccount"
      id={id}
      title={a ? `${a.bankName} ag. ${a.agencyCode} conta ${a.accountCode}` : ''}
      labels={BANK_ACCOUNT_LABELS}
      onBack={() => navigate(`${BANKS_PATH}/view/${id}`)}
    />
  );
}
