import { useEffect, useState } from 'react';
import { Button, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { EMAIL_MAX, formatCnpj, formatDateTime, formatPhone, MSG, NAME_MAX } from '@balcao/schema';
import { companyFormSchema } from '@balcao/schema/companies';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  ConflictNotice,
  conflictCurrent,
  FormSummary,
  SelectField,
  TextField,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { formatValue } from '../history';
import {
  CompanyFormDocument,
  CreateCompanyDocument,
  SaveCompanyDocument,
  type CompanyFormQuery,
} from '../../__generated__/graphql';
import { CompanyBankAccounts } from './CompanyBankAccounts';
import { COMPANIES_PATH as BASE, COMPANY_LABELS, forbiddenText, sameValue } from './records';

type Mode = 'create' | 'edit' | 'view';
type Company = NonNullable<CompanyFormQuery['company']>;
type Choice = CompanyFormQuery['companyRepresentatives']['rows'][number];

/** A company's record: create, edit or view, with its bank accounts below once it exists. */
export function CompanyForm({ mode, id }: { mode: Mode; id?: string }) {
  const withCompany = mode !== 'create';
  const { data, loading, error, refetch } = useQuery(CompanyFormDocument, {
    variables: { id: id ?? '0', withCompany },
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  const refused = forbiddenText(error);
  if (refused) return <NonIdealState icon="lock" title={refused} />;
  if (error && !data) return <NonIdealState icon="error" title={MSG.loadDataFailed} />;
  if (withCompany && !data?.company) return <NonIdealState icon="search" title={MSG.companyNotFound} />;
  return (
    <CompanyFormBody
      key={data?.company?.updatedAt ?? 'new'}
      mode={mode}
      company={data?.company ?? null}
      representatives={data?.companyRepresentatives.rows ?? []}
      onReload={() => void refetch()}
    />
  );
}

function CompanyFormBody({
  mode,
  company,
  representatives,
  onReload,
}: {
  mode: Mode;
  company: Company | null;
  representatives: Choice[];
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view';
  const form = useAppForm(companyFormSchema, {
    code: company?.code ?? '',
    cnpj: formatCnpj(company?.cnpj ?? ''),
    corporateName: company?.corporateName ?? '',
    tradeName: company?.tradeName ?? '',
    stateRegistration: company?.stateRegistration ?? '',
    email: company?.email ?? '',
    phone: formatPhone(company?.phone ?? ''),
    representativeId: company?.representative?.id ?? '',
  });
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(CreateCompanyDocument, OWN_ERROR_TEXT);
  const [save, saved] = useMutation(SaveCompanyDocument, OWN_ERROR_TEXT);
  useEffect(() => {
    if (!readOnly) form.setFocus('code');
  }, [form, readOnly]);

  // Without confidential access the company stays his: he is the only choice.
  const choices = [
    ...(can('EMPRESAS', 'ACESSO_A_INFORMACAO_CONFIDENCIAL') ? [{ value: '', label: 'Nenhum' }] : []),
    ...representatives.map((r) => ({ value: r.id, label: r.name })),
  ];

  const submit = form.submit(async (v) => {
    const input = {
      code: v.code,
      cnpj: v.cnpj,
      corporateName: v.corporateName,
      tradeName: v.tradeName,
      stateRegistration: v.stateRegistration,
      email: v.email,
      phone: v.phone,
      representativeId: v.representativeId || null,
    };
    try {
      if (mode === 'create') {
        const r = await create({ variables: { input } });
        notify.success(MSG.companyCreated);
        // Its bank accounts come next, on the saved record.
        navigate(`${BASE}/edit/${r.data!.createCompany.id}`);
        return;
      }
      await save({ variables: { id: company!.id, input: { ...input, updatedAt: company!.updatedAt } } });
      notify.success(MSG.changeSaved);
      navigate(`${BASE}/view/${company!.id}`);
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) {
        const was = company as unknown as Record<string, unknown>;
        setConflict(
          Object.keys(COMPANY_LABELS)
            .filter((k) => k in current && k in was && !sameValue(current[k], was[k]))
            .map((k) => ({ label: COMPANY_LABELS[k]!, value: formatValue(current[k]) })),
        );
        return;
      }
      if (!form.serverErrors(err))
        notify.error(mode === 'create' ? MSG.companySaveFailed : MSG.companyUpdateFailed);
    }
  });

  return (
    <div className="page">
      <form className="page record-form" onSubmit={submit} noValidate aria-label="Empresa">
        <h1 className="page-title">
          {mode === 'create' ? 'Incluir empresa' : company!.corporateName}
          {company && (
            <Tag minimal intent={company.active ? 'success' : 'none'} className="title-tag">
              {company.active ? 'Ativa' : 'Inativa'}
            </Tag>
          )}
        </h1>
        {company && <p className="record-meta">Atualizado em {formatDateTime(company.updatedAt)}</p>}
        <FormSummary text={form.summary} />
        {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
        <Card className="form-card">
          <h2>Dados da empresa</h2>
          <div className="form-grid">
            <TextField
              control={form.control}
              name="code"
              label="Código matriz"
              required
              maxLength={20}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="cnpj"
              label="CNPJ"
              required
              mask="cnpj"
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="corporateName"
              label="Razão social"
              required
              maxLength={NAME_MAX}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="tradeName"
              label="Nome fantasia"
              maxLength={NAME_MAX}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="stateRegistration"
              label="Inscrição estadual"
              maxLength={20}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="email"
              label="E-mail"
              type="email"
              maxLength={EMAIL_MAX}
              readOnly={readOnly}
            />
            <TextField
              control={form.control}
              name="phone"
              label="Telefone"
              mask="phone"
              readOnly={readOnly}
            />
            <SelectField
              control={form.control}
              name="representativeId"
              label="Representante"
              options={choices}
              readOnly={readOnly}
            />
          </div>
        </Card>
        <div className="form-actions">
          <Button text={readOnly ? 'VOLTAR' : 'CANCELAR'} onClick={() => navigate(BASE)} />
          {company && (
            <Button
              icon="history"
              text="HISTÓRICO"
              onClick={() => navigate(`${BASE}/historic/${company.id}`)}
            />
          )}
          {readOnly ? (
            can('EMPRESAS', 'EDITAR') && (
              <Button
                intent="primary"
                icon="edit"
                text="EDITAR"
                onClick={() => navigate(`${BASE}/edit/${company!.id}`)}
              />
            )
          ) : (
            <Button type="submit" intent="primary" text="SALVAR" loading={created.loading || saved.loading} />
          )}
        </div>
      </form>
      {can('BANCOS', 'VISUALIZAR') &&
        (company ? (
          <CompanyBankAccounts companyId={company.id} editable={!readOnly} />
        ) : (
          <Card className="form-card">
            <h2>Contas bancárias</h2>
            <p className="muted">Salve a empresa para cadastrar as contas bancárias dela.</p>
          </Card>
        ))}
    </div>
  );
}
