import { useQuery } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { BANK_ACCOUNT_CHANGE_WORKFLOW, matchRoute } from '@balcao/schema';
import { useCan } from '../../lib/access';
import { ChangeRequestWorkflow } from '../changeRequests';
import { HistoryPanel } from '../history';
import { BankAccountFormDocument } from '../../__generated__/graphql';
import { BankAccountForm } from './BankAccountForm';
import { BanksList } from './BanksList';
import { BANK_ACCOUNT_LABELS, BANKS_PATH } from './records';

const M = 'BANCOS';

/**
 * /financial/banks: the bank accounts of the companies the user may see; /create, /edit, /view,
 * /workflow (the data change request and its execution panel), /historic.
 */
export function BanksPage() {
  const { pathname } = useLocation();
  const can = useCan();
  const variant = matchRoute(pathname)?.variant;
  const id = pathname.split('/')[4];
  if (variant === 'historic' && id) return <BankAccountHistory id={id} />;
  if (variant === 'create' && can(M, 'INCLUIR')) return <BankAccountForm key="create" mode="create" />;
  if (variant === 'edit' && id && can(M, 'EDITAR'))
    return <BankAccountForm key={`edit-${id}`} mode="edit" id={id} />;
  if (variant === 'workflow' && id)
    return (
      <BankAccountForm
        key={`wf-${id}`}
        mode="workflow"
        id={id}
        workflow={
          <ChangeRequestWorkflow
            registerId={id}
            workflowTypeCode={BANK_ACCOUNT_CHANGE_WORKFLOW}
            recordQuery="BankAccountForm"
          />
        }
      />
    );
  if ((variant === 'view' || variant === 'edit') && id)
    return <BankAccountForm key={`view-${id}`} mode="view" id={id} />;
  return <BanksList />;
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
