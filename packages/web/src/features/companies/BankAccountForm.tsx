import { useEffect, type ReactNode } from 'react';
import { Button, Card, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { formatDateTime, MSG } from '@balcao/schema';
import { bankAccountFormSchema } from '@balcao/schema/companies';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { FormSummary, SelectField, useAppForm } from '../../ui/form';
import { BankAccountFormDocument, type BankAccountFormQuery } from '../../__generated__/graphql';
import { BankFields } from './BankFields';
import { recordValues, PendingChange, type ChangeRequestFormProps } from '../changeRequests';
import { BANK_ACCOUNT_LABELS, BANKS_PATH as BASE, COMPANIES_PATH, forbiddenText } from './records';
import { useSaveBankAccount } from './useSaveBankAccount';
import { useCan } from '../../lib/access';
import { RecordActions } from '../../lib/record';

type Mode = ChangeRequestFormProps['mode'];
type Account = NonNullable<BankAccountFormQuery['bankAccount']>;
type Choice = BankAccountFormQuery['bankAccountCompanies']['rows'][number];

const schema = bankAccountFormSchema.extend({ companyId: z.string().min(1, MSG.required) });

/**
 * A bank account's record on /financial/banks: create, edit or view, for one of the user's
 * companies; in workflow mode read-only, with `workflow` (the execution panel) below it.
 */
export function BankAccountForm({ mode, id, workflow }: ChangeRequestFormProps) {
  const withAccount = mode !== 'create';
  const { data, loading, error } = useQuery(BankAccountFormDocument, {
    variables: { id: id ?? '0', withAccount },
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  const refused = forbiddenText(error);
  if (refused) return <NonIdealState icon="lock" title={refused} />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.loadDataFailed} />;
  if (withAccount && !data?.bankAccount)
    return <NonIdealState icon="search" title={MSG.bankAccountNotFound} />;
  return (
    <BankAccountFormBody
      // A reload (the change approved on this page) shows the saved data.
      key={data?.bankAccount?.updatedAt ?? 'new'}
      mode={mode}
      account={data?.bankAccount ?? null}
      companies={data?.bankAccountCompanies.rows ?? []}
      workflow={workflow}
    />
  );
}

/**
 * When the services say so (no confidential access, the workflow active) an existing account's
 * bank data is asked for (SOLICITAR ALTERAÇÃO → ALTERACAO_CADASTRAL_CONTA), its company stays, and
 * the form opens with his own pending request's values.
 */
function BankAccountFormBody({
  mode,
  account,
  companies,
  workflow,
}: {
  mode: Mode;
  account: Account | null;
  companies: Choice[];
  workflow?: ReactNode;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view' || mode === 'workflow';
  const { byRequest, value } = recordValues(account, readOnly);
  const form = useAppForm(schema, {
    companyId: account?.companyId ?? '',
    bankCode: value('bankCode'),
    bankName: value('bankName'),
    agencyCode: value('agencyCode'),
    accountCode: value('accountCode'),
  });
  const { save, saving } = useSaveBankAccount();
  useEffect(() => {
    if (!readOnly) form.setFocus('bankCode');
  }, [form, readOnly]);
  const options = companies.map((c) => ({ value: c.id, label: `${c.code} — ${c.corporateName}` }));
  // The account's own company stays a choice even when it is now inactive.
  if (account && !options.some((o) => o.value === account.companyId))
    options.push({ value: account.companyId, label: `${account.companyCode} — ${account.companyName}` });
  const submit = form.submit(async (v) => {
    const saved = await save(account, v, form.serverErrors);
    if (saved) navigate(`${BASE}/${saved.requested ? 'workflow' : 'view'}/${saved.id}`);
  });
  return (
    <>
      <form className="page record-form" onSubmit={submit} noValidate aria-label="Conta bancária">
        <h1 className="page-title">
          {account
            ? `${account.bankName}: agência ${account.agencyCode}, conta ${account.accountCode}`
            : 'Incluir conta bancária'}
        </h1>
        {account && <p className="record-meta">Atualizado em {formatDateTime(account.updatedAt)}</p>}
        <FormSummary text={form.summary} />
        {account?.pendingChange && (
          <PendingChange
            request={account.pendingChange}
            labels={BANK_ACCOUNT_LABELS}
            workflowPath={mode === 'workflow' ? undefined : `${BASE}/workflow/${account.id}`}
          />
        )}
        <Card className="form-card">
          <div className="form-grid">
            <SelectField
              control={form.control}
              name="companyId"
              label="Empresa"
              required
              options={options}
              readOnly={readOnly || byRequest}
            />
            <BankFields form={form} readOnly={readOnly} />
          </div>
          {!readOnly && options.length === 0 && (
            <p className="muted">
              Nenhuma empresa disponível: as contas são cadastradas para as empresas que você representa.
            </p>
          )}
          {account && can('EMPRESAS', 'VISUALIZAR') && (
            <Button
              minimal
              icon="arrow-right"
              text="Abrir a empresa"
              onClick={() => navigate(`${COMPANIES_PATH}/view/${account.companyId}`)}
            />
          )}
        </Card>
        <RecordActions
          base={BASE}
          id={account?.id}
          readOnly={readOnly}
          canEdit={can('BANCOS', 'EDITAR')}
          byRequest={byRequest}
          saving={saving}
        />
      </form>
      {workflow && <div className="page">{workflow}</div>}
    </>
  );
}
