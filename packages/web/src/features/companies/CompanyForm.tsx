import { statusText } from '@balcao/schema/resources';
import { useEffect, useState, type ReactNode } from 'react';
import { Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { useController } from 'react-hook-form';
import { formatCnpj, formatDateTime, formatPhone, MSG } from '@balcao/schema';
import { companyFormSchema } from '@balcao/schema/companies';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  ConflictNotice,
  conflictCurrent,
  FormSummary,
  useAppForm,
  type ConflictChange,
  type Picked,
} from '../../ui/form';
import { formatValue } from '../history';
import {
  CompanyFormDocument,
  CreateCompanyDocument,
  RequestCompanyChangeDocument,
  SaveCompanyDocument,
  type CompanyFormQuery,
} from '../../__generated__/graphql';
import {
  recordValues,
  PendingChange,
  refusedRequestText,
  type ChangeRequestFormProps,
} from '../changeRequests';
import { CompanyBankAccounts } from './CompanyBankAccounts';
import { CompanyFields } from './CompanyFields';
import { CompanyRepresentativePicker } from './CompanyRepresentativePicker';
import { forbiddenText } from '../../lib/forbiddenText';
import { COMPANIES_PATH as BASE, COMPANY_LABELS, sameValue } from './records';
import { RecordActions } from '../../lib/record';

type Mode = ChangeRequestFormProps['mode'];
type Company = NonNullable<CompanyFormQuery['company']>;

/**
 * A company's record: create, edit or view (workflow: view beside its change request's panel), with
 * its bank accounts below once it exists. When the services say so (no confidential access, the
 * workflow active) an existing company's registration is not saved but asked for: SOLICITAR
 * ALTERAÇÃO sends the changed fields to the ALTERACAO_CADASTRAL_EMPRESA workflow, and the form opens
 * with his own pending request's values.
 */
export function CompanyForm({ mode, id, workflow }: ChangeRequestFormProps) {
  const withCompany = mode !== 'create';
  const can = useCan();
  const { data, loading, error, refetch } = useQuery(CompanyFormDocument, {
    variables: {
      id: id ?? '0',
      withCompany,
      ownOnly: !can('EMPRESAS', 'ACESSO_A_INFORMACAO_CONFIDENCIAL'),
    },
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
      own={data?.companyRepresentatives?.rows[0] ?? null}
      onReload={() => void refetch()}
      workflow={workflow}
    />
  );
}

function CompanyFormBody({
  mode,
  company,
  own,
  onReload,
  workflow,
}: {
  mode: Mode;
  company: Company | null;
  /** The user himself when he may not choose the representative (no confidential access). */
  own: Picked | null;
  onReload: () => void;
  /** The execution panel, between the record and its bank accounts (workflow mode). */
  workflow?: ReactNode;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view' || mode === 'workflow';
  const pending = company?.pendingChange ?? null;
  const { byRequest, value } = recordValues(company, readOnly);
  // Without confidential access the company stays his: he is its representative.
  const representative = company ? (company.representative ?? null) : own;
  const form = useAppForm(companyFormSchema, {
    code: value('code'),
    cnpj: formatCnpj(value('cnpj')),
    corporateName: value('corporateName'),
    tradeName: value('tradeName'),
    stateRegistration: value('stateRegistration'),
    email: value('email'),
    phone: formatPhone(value('phone')),
    representativeId: representative?.id ?? '',
  });
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(CreateCompanyDocument, OWN_ERROR_TEXT);
  const [save, saved] = useMutation(SaveCompanyDocument, OWN_ERROR_TEXT);
  const [request, requested] = useMutation(RequestCompanyChangeDocument, OWN_ERROR_TEXT);
  useEffect(() => {
    if (!readOnly) form.setFocus('code');
  }, [form, readOnly]);

  const picked = useController({ control: form.control, name: 'representativeId' });
  const [pickedName, setPickedName] = useState(representative?.name ?? '');

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
      if (byRequest) {
        await request({ variables: { id: company!.id, input } });
        notify.success(MSG.changeRequested);
        navigate(`${BASE}/workflow/${company!.id}`);
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
      if (form.serverErrors(err)) return;
      notify.error(
        refusedRequestText(err) ?? (mode === 'create' ? MSG.companySaveFailed : MSG.companyUpdateFailed),
      );
    }
  });

  return (
    <div className="page">
      <form className="page record-form" onSubmit={submit} noValidate aria-label="Empresa">
        <h1 className="page-title">
          {mode === 'create' ? 'Incluir empresa' : company!.corporateName}
          {company && (
            <Tag minimal intent={company.active ? 'success' : 'none'} className="title-tag">
              {statusText('f', company.active)}
            </Tag>
          )}
        </h1>
        {company && <p className="record-meta">Atualizado em {formatDateTime(company.updatedAt)}</p>}
        <FormSummary text={form.summary} />
        {pending && (
          <PendingChange
            request={pending}
            labels={COMPANY_LABELS}
            format={formatField}
            workflowPath={mode === 'workflow' ? undefined : `${BASE}/workflow/${company!.id}`}
          />
        )}
        {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
        <CompanyFields
          control={form.control}
          readOnly={readOnly}
          representative={
            <CompanyRepresentativePicker
              value={picked.field.value ? { id: picked.field.value, name: pickedName } : null}
              onChange={(u) => {
                picked.field.onChange(u?.id ?? '');
                setPickedName(u?.name ?? '');
              }}
              readOnly={readOnly || own !== null}
              error={picked.fieldState.error?.message}
            />
          }
        />
        <RecordActions
          base={BASE}
          id={company?.id}
          readOnly={readOnly}
          canEdit={can('EMPRESAS', 'EDITAR')}
          byRequest={byRequest}
          saving={created.loading || saved.loading || requested.loading}
        />
      </form>
      {workflow}
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

/** Stored values shown with the form's masks. */
const formatField = (field: string, value: string) =>
  field === 'cnpj' ? formatCnpj(value) : field === 'phone' ? formatPhone(value) : value;
