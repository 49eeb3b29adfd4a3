import { useEffect } from 'react';
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
import { BANKS_PATH as BASE, COMPANIES_PATH, forbiddenText } from './records';
import { useSaveBankAccount } from './useSaveBankAccount';
import { useCan } from '../../lib/access';

type Mode = 'create' | 'edit' | 'view';
type Account = NonNullable<BankAccountFormQuery['bankAccount']>;
type Choice = BankAccountFormQuery['bankAccountCompanies']['rows'][number];

const schema = bankAccountFormSchema.extend({ companyId: z.string().min(1, MSG.required) });

/** A bank account's record on /financial/banks: create, edit or view, for one of the user's companies. */
export function BankAccountForm({ mode, id }: { mode: Mode; id?: string }) {
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
      mode={mode}
      account={data?.bankAccount ?? null}
      companies={data?.bankAccountCompanies.rows ?? []}
    />
  );
}

function BankAccountFormBody({
  mode,
  account,
  companies,
}: {
  mode: Mode;
  account: Account | null;
  companies: Choice[];
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view';
  const form = useAppForm(schema, {
    companyId: account?.companyId ?? '',
    bankCode: account?.bankCode ?? '',
    bankName: account?.bankName ?? '',
    agencyCode: account?.agencyCode ?? '',
    accountCode: account?.accountCode ?? '',
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
    if (saved) navigate(`${BASE}/view/${saved.id}`);
  });
  return (
    <form className="page record-form" onSubmit={submit} noValidate aria-label="Conta bancária">
      <h1 className="page-title">
        {account
          ? `${account.bankName}: agência ${account.agencyCode}, conta ${account.accountCode}`
          : 'Incluir conta bancária'}
      </h1>
      {account && <p className="record-meta">Atualizado em {formatDateTime(account.updatedAt)}</p>}
      <FormSummary text={form.summary} />
      <Card className="form-card">
        <div className="form-grid">
          <SelectField
            control={form.control}
            name="companyId"
            label="Empresa"
            required
            options={options}
            readOnly={readOnly}
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
      <div className="form-actions">
        <Button text={readOnly ? 'VOLTAR' : 'CANCELAR'} onClick={() => navigate(BASE)} />
        {account && (
          <Button
            icon="history"
            text="HISTÓRICO"
            onClick={() => navigate(`${BASE}/historic/${account.id}`)}
          />
        )}
        {readOnly ? (
          can('BANCOS', 'EDITAR') && (
            <Button
              intent="primary"
              icon="edit"
              text="EDITAR"
              onClick={() => navigate(`${BASE}/edit/${account!.id}`)}
            />
          )
        ) : (
          <Button type="submit" intent="primary" text="SALVAR" loading={saving} />
        )}
      </div>
    </form>
  );
}
