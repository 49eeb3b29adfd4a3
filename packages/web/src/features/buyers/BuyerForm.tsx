import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useController } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import {
  BUYER_LABELS,
  BUYER_MSG,
  BUYER_NOTES_MAX,
  BUYERS_PATH as BASE,
  EMAIL_MAX,
  formatCpf,
  formatDateTime,
  formatPhone,
  MSG,
  NAME_MAX,
} from '@balcao/schema';
import { buyerFormSchema } from '@balcao/schema/buyers';
import { useCan } from '../../lib/access';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { notify } from '../../lib/toaster';
import {
  CheckboxField,
  ConflictNotice,
  conflictCurrent,
  FormSummary,
  TextField,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { formatValue } from '../history';
import {
  BuyerFormDocument,
  CreateBuyerDocument,
  RequestBuyerChangeDocument,
  SaveBuyerDocument,
  type BuyerFormQuery,
} from '../../__generated__/graphql';
import {
  recordValues,
  PendingChange,
  refusedRequestText,
  type ChangeRequestFormProps,
} from '../changeRequests';
import { BuyerCustomerPicker } from './BuyerCustomerPicker';
import { useToggleBuyer } from './useToggleBuyer';
import { RecordActions } from '../../lib/record';

type Mode = ChangeRequestFormProps['mode'];
type Buyer = NonNullable<BuyerFormQuery['buyer']>;

/**
 * One buyer: loads it (403/404 shown as the services word them), then the form; in workflow mode
 * read-only, with `workflow` (the execution panel) below it.
 */
export function BuyerForm({ mode, id, workflow }: ChangeRequestFormProps) {
  const { data, loading, error, refetch } = useQuery(BuyerFormDocument, {
    variables: { id: id ?? '0' },
    skip: mode === 'create',
    fetchPolicy: 'network-only',
    ...OWN_ERROR_TEXT,
  });
  if (mode === 'create') return <BuyerFormBody mode={mode} buyer={null} onReload={() => undefined} />;
  if (loading && !data) return <Spinner aria-label="Carregando" />;
  if (!data?.buyer) {
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : null;
    const code = first?.extensions?.code;
    if (code === 'FORBIDDEN') return <NonIdealState icon="lock" title={first!.message} />;
    if (error && code !== 'NOT_FOUND')
      return (
        <NonIdealState
          icon="error"
          title={BUYER_MSG.queryFailed}
          action={<Button text="Tentar novamente" onClick={() => void refetch()} />}
        />
      );
    return <NonIdealState icon="search" title={BUYER_MSG.notFound} />;
  }
  return (
    <BuyerFormBody
      key={data.buyer.updatedAt}
      mode={mode}
      buyer={data.buyer}
      onReload={() => void refetch()}
      workflow={workflow}
    />
  );
}

/**
 * When the services say so (no confidential access, the workflow active), an existing buyer's
 * changes are asked for (SOLICITAR ALTERAÇÃO → ALTERACAO_CADASTRAL_COMPRADOR), his customer stays,
 * and the form opens with his own pending request's values.
 */
function BuyerFormBody({
  mode,
  buyer,
  onReload,
  workflow,
}: {
  mode: Mode;
  buyer: Buyer | null;
  onReload: () => void;
  workflow?: ReactNode;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const readOnly = mode === 'view' || mode === 'workflow';
  const { byRequest, asked, value } = recordValues(buyer, readOnly);
  const form = useAppForm(buyerFormSchema, {
    customerId: buyer?.customerId ?? '',
    name: value('name'),
    cpf: formatCpf(value('cpf')),
    email: value('email'),
    phone: formatPhone(value('phone')),
    position: value('position'),
    main: 'main' in asked ? asked.main === 'true' : (buyer?.main ?? false),
    notes: value('notes'),
  });
  const customer = useController({ control: form.control, name: 'customerId' });
  const [customerName, setCustomerName] = useState(buyer?.customerName ?? '');
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const [create, created] = useMutation(CreateBuyerDocument, OWN_ERROR_TEXT);
  const [save, saved] = useMutation(SaveBuyerDocument, OWN_ERROR_TEXT);
  const [request, requested] = useMutation(RequestBuyerChangeDocument, OWN_ERROR_TEXT);
  const toggle = useToggleBuyer();
  useEffect(() => {
    if (!readOnly) form.setFocus('name');
  }, [form, readOnly]);

  const submit = form.submit(async (input) => {
    try {
      if (mode === 'create') {
        const r = await create({ variables: { input } });
        notify.success(MSG.inclusionDone);
        navigate(`${BASE}/view/${r.data!.createBuyer.id}`);
        return;
      }
      if (byRequest) {
        await request({ variables: { id: buyer!.id, input } });
        notify.success(MSG.changeRequested);
        navigate(`${BASE}/workflow/${buyer!.id}`);
        return;
      }
      await save({ variables: { id: buyer!.id, input: { ...input, updatedAt: buyer!.updatedAt } } });
      notify.success(MSG.changeSaved);
      navigate(`${BASE}/view/${buyer!.id}`);
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) {
        const was = buyer as unknown as Record<string, unknown>;
        setConflict(
          Object.keys(BUYER_LABELS)
            .filter((k) => k in current && k in was && String(current[k]) !== String(was[k]))
            .map((k) => ({ label: BUYER_LABELS[k]!, value: formatValue(current[k]) })),
        );
        return;
      }
      if (!form.serverErrors(err)) {
        const first = CombinedGraphQLErrors.is(err) ? err.errors[0] : null;
        const own = first?.extensions?.code === 'FORBIDDEN' ? first.message : refusedRequestText(err);
        notify.error(own ?? BUYER_MSG.saveFailed);
      }
    }
  });

  const field = { control: form.control, readOnly };
  return (
    <div className="page">
      <form className="page record-form" onSubmit={submit} noValidate aria-label="Comprador">
        <h1 className="page-title">
          {mode === 'create' ? 'Incluir comprador' : buyer!.name}
          {buyer && (
            <Tag minimal intent={buyer.active ? 'success' : 'none'} className="title-tag">
              {buyer.active ? 'Ativo' : 'Inativo'}
            </Tag>
          )}
          {buyer?.main && (
            <Tag minimal intent="primary" className="title-tag">
              Principal
            </Tag>
          )}
        </h1>
        {buyer && <p className="record-meta">Atualizado em {formatDateTime(buyer.updatedAt)}</p>}
        <FormSummary text={form.summary} />
        {conflict && <ConflictNotice changes={conflict} onReload={onReload} />}
        {buyer?.pendingChange && (
          <PendingChange
            request={buyer.pendingChange}
            labels={BUYER_LABELS}
            format={formatField}
            workflowPath={mode === 'workflow' ? undefined : `${BASE}/workflow/${buyer.id}`}
          />
        )}
        <Card className="form-card">
          <h2>Cliente</h2>
          <BuyerCustomerPicker
            required
            readOnly={readOnly || byRequest}
            error={customer.fieldState.error?.message}
            value={customer.field.value ? { id: customer.field.value, name: customerName } : null}
            onChange={(c) => {
              customer.field.onChange(c?.id ?? '');
              setCustomerName(c?.name ?? '');
            }}
          />
        </Card>
        <Card className="form-card">
          <h2>Dados do comprador</h2>
          <div className="form-grid">
            <TextField {...field} name="name" label="Nome" required maxLength={NAME_MAX} />
            <TextField {...field} name="cpf" label="CPF" required mask="cpf" />
            <TextField {...field} name="email" label="E-mail" required type="email" maxLength={EMAIL_MAX} />
            <TextField {...field} name="phone" label="Telefone" mask="phone" />
            <TextField {...field} name="position" label="Cargo" maxLength={60} />
            <TextField {...field} name="notes" label="Observações" maxLength={BUYER_NOTES_MAX} />
          </div>
          <CheckboxField
            {...field}
            readOnly={readOnly || (buyer !== null && !buyer.active)}
            name="main"
            label="Comprador principal deste cliente"
            help={BUYER_MSG.mainMovedHint}
          />
          {!readOnly && <p className="muted">{BUYER_MSG.mainMovedHint}</p>}
        </Card>
        <RecordActions
          base={BASE}
          id={buyer?.id}
          readOnly={readOnly}
          canEdit={can('COMPRADORES', 'EDITAR')}
          byRequest={byRequest}
          saving={created.loading || saved.loading || requested.loading}
        >
          {buyer && readOnly && can('COMPRADORES', 'INATIVAR') && (
            <Button
              icon={buyer.active ? 'disable' : 'tick-circle'}
              text={buyer.active ? 'INATIVAR' : 'ATIVAR'}
              onClick={() => void toggle(buyer, !buyer.active).then(onReload)}
            />
          )}
        </RecordActions>
      </form>
      {workflow}
    </div>
  );
}

/** Stored values shown with the form's masks. */
const formatField = (field: string, value: string) =>
  field === 'cpf'
    ? formatCpf(value)
    : field === 'phone'
      ? formatPhone(value)
      : field === 'main'
        ? value === 'true'
          ? 'Sim'
          : 'Não'
        : value;
