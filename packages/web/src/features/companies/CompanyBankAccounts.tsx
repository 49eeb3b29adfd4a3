import { useEffect, useId, useState } from 'react';
import { Button, Card, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { bankAccounts } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { ConflictNotice, FormSummary } from '../../ui/form';
import { bankAccountDocs } from '../../__generated__/resources';
import type { BankAccountsListQuery } from '../../__generated__/graphql';
import { ResourceField, useResourceForm, useResourceRemove } from '../resources';
import { BankCodeField } from './BankAccountFields';
import { forbiddenText } from '../../lib/forbiddenText';
import './companies.css';

type Account = BankAccountsListQuery['bankAccounts']['rows'][number];
const M = bankAccounts.module;

/**
 * A company's bank accounts, added, edited and deleted in place on the company's page: the kit's
 * bank account list, form and deletion hooks in a view of their own.
 */
export function CompanyBankAccounts({ companyId, editable }: { companyId: string; editable: boolean }) {
  const can = useCan();
  const headingId = useId();
  const { data, loading, error, refetch } = useQuery(bankAccountDocs.list, {
    variables: {
      input: { pageSize: 1000, orderBy: 'bankCode', filters: [{ key: 'companyId', values: [companyId] }] },
    },
    fetchPolicy: 'cache-and-network',
    ...OWN_ERROR_TEXT,
  });
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const remove = useResourceRemove<Account>(bankAccounts, bankAccountDocs, () => void refetch());
  const rows = data?.bankAccounts.rows ?? [];
  const withActions = editable && (can(M, 'EDITAR') || can(M, 'EXCLUIR'));
  return (
    <Card className="form-card bank-accounts">
      <div className="section-head">
        <h2 id={headingId}>Contas bancárias</h2>
        {editable && can(M, 'INCLUIR') && (
          <Button
            icon="add"
            text="Incluir conta"
            disabled={editing !== null}
            onClick={() => setEditing('new')}
          />
        )}
      </div>
      {loading && !data && <Spinner size={20} aria-label="Carregando contas bancárias" />}
      {error && !data && (
        <NonIdealState icon="error" title={forbiddenText(error) ?? MSG.loadDataFailed} layout="horizontal" />
      )}
      {data && rows.length === 0 && <p className="muted">Nenhuma conta bancária cadastrada.</p>}
      {rows.length > 0 && (
        <HTMLTable compact striped className="bank-accounts-table" aria-labelledby={headingId}>
          <thead>
            <tr>
              <th>Código do banco</th>
              <th>Banco</th>
              <th>Agência</th>
              <th>Conta</th>
              {withActions && <th>Ações</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((a) => (
              <tr key={a.id} className={editing !== 'new' && editing?.id === a.id ? 'editing' : undefined}>
                <td>{a.bankCode}</td>
                <td>{a.bankName}</td>
                <td>{a.agencyCode}</td>
                <td>{a.accountCode}</td>
                {withActions && (
                  <td className="row-actions">
                    {can(M, 'EDITAR') && (
                      <Button
                        minimal
                        small
                        icon="edit"
                        aria-label={`Editar conta ${a.accountCode}`}
                        disabled={editing !== null}
                        onClick={() => setEditing(a)}
                      />
                    )}
                    {can(M, 'EXCLUIR') && (
                      <Button
                        minimal
                        small
                        icon="trash"
                        intent="danger"
                        aria-label={`Excluir conta ${a.accountCode}`}
                        disabled={editing !== null}
                        onClick={() => remove.ask(a)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <BankAccountEditor
          key={editing === 'new' ? 'new' : editing.id}
          companyId={companyId}
          account={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            if (saved) void refetch();
          }}
        />
      )}
      {remove.dialog}
    </Card>
  );
}

/** The account's bank data, edited below the table; its company is the page's. */
function BankAccountEditor({
  companyId,
  account,
  onDone,
}: {
  companyId: string;
  account: Account | null;
  onDone: (saved: boolean) => void;
}) {
  const state = useResourceForm(bankAccounts, bankAccountDocs, {
    record: account,
    readOnly: false,
    initial: { companyId },
    onDone: () => onDone(true),
  });
  const { form, submit, conflict, byRequest, saving } = state;
  useEffect(() => form.setFocus('bankCode'), [form]);
  const title = account ? 'Editar conta bancária' : 'Nova conta bancária';
  const field = (name: 'bankName' | 'agencyCode' | 'accountCode') => (
    <ResourceField field={bankAccounts.fields[name]} name={name} control={form.control} readOnly={false} />
  );
  return (
    <form
      className="bank-account-editor"
      onSubmit={submit}
      noValidate
      aria-label={title}
      onKeyDown={(e) => e.key === 'Escape' && onDone(false)}
    >
      <h3>{title}</h3>
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={() => onDone(true)} />}
      <div className="form-grid">
        <BankCodeField control={form.control} name="bankCode" readOnly={false} record={null} />
        {field('bankName')}
        {field('agencyCode')}
        {field('accountCode')}
      </div>
      <div className="form-actions">
        <Button text="CANCELAR" onClick={() => onDone(false)} />
        <Button
          type="submit"
          intent="primary"
          text={byRequest ? 'SOLICITAR ALTERAÇÃO' : 'SALVAR'}
          loading={saving}
        />
      </div>
    </form>
  );
}
