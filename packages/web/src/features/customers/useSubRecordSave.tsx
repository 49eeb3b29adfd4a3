import { useRef, useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { MSG } from '@balcao/schema';
import { formatValue } from '../history';
import { ConflictNotice, conflictCurrent, FormSummary, type ConflictChange } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import type { Customer } from './customerValues';
import { focusFirstError } from './focusFirstError';

type Key = 'businessHierarchy' | 'registration' | 'fiscalParameters' | 'natureTaxOperations';

/** Field labels of the sub-records, for the stale-write notice. */
const LABELS: Record<string, string> = {
  board: 'Diretoria',
  region: 'Regional',
  supervisor: 'Supervisor',
  channel: 'Canal',
  segment: 'Segmento',
  regionalManagerId: 'Gerente regional',
  creditLimit: 'Limite de crédito',
  paymentCondition: 'Condição de pagamento',
  paymentTermDays: 'Prazo de pagamento (dias)',
  discountPercent: 'Desconto',
  freightType: 'Tipo de frete',
  minimumOrderValue: 'Pedido mínimo',
  creditRisk: 'Risco de crédito',
  icmsRate: 'Alíquota de ICMS',
  ipiRate: 'Alíquota de IPI',
  pisRate: 'Alíquota de PIS',
  cofinsRate: 'Alíquota de COFINS',
  stMargin: 'MVA (margem ST)',
  taxBaseReduction: 'Redução de base de cálculo',
  specialRegime: 'Regime especial',
  cfop: 'CFOP',
};
const same = (a: unknown, b: unknown) =>
  JSON.stringify(a ?? null, (k, v: unknown) => (k === '__typename' ? undefined : v)) ===
  JSON.stringify(b ?? null, (k, v: unknown) => (k === '__typename' ? undefined : v));

/** What another person changed in a sub-record since it was read. */
export function subRecordChanges(key: Key, was: unknown, now: unknown): ConflictChange[] {
  if (key === 'natureTaxOperations')
    return same(was, now)
      ? []
      : [{ label: 'Naturezas de operação', value: `${(now as unknown[]).length} linha(s)` }];
  const a = (was ?? {}) as Record<string, unknown>;
  const b = (now ?? {}) as Record<string, unknown>;
  return Object.keys(LABELS)
    .filter((k) => k in b && !same(a[k], b[k]))
    .map((k) => ({ label: LABELS[k]!, value: k === 'cfop' ? 'alterados' : formatValue(b[k]) }));
}

/** What each sub-record tab is given by the customer record. */
export type SubRecordTabProps = { customer: Customer; readOnly: boolean; onReload: () => void };

/** What a sub-record tab's save needs of its form (useAppForm's). */
type SubRecordFormState<V> = {
  summary: string | null;
  serverErrors: (e: unknown) => boolean;
  submit: (onValid: (values: V) => Promise<void>) => FormEventHandler<HTMLFormElement>;
};

/**
 * A sub-record tab's save, as the registration's: sends the customer's updatedAt as read; saved →
 * 'Cadastro salvo com sucesso!' and the record reloads; a stale write → the conflict notice with
 * what changed and a reload; field errors → on the fields, the first one focused; anything else →
 * 'Preencha todos os campos obrigatórios para seguir o cadastro'. `variables` turns the form's
 * values into the mutation's own (all but the customer's id and updatedAt).
 */
export function useSubRecordSave<V, TData, TVars extends { id: string | number; updatedAt?: string | null }>(
  { customer, onReload }: SubRecordTabProps,
  key: Key,
  form: SubRecordFormState<V>,
  mutation: TypedDocumentNode<TData, TVars>,
  variables: (values: V) => Omit<TVars, 'id' | 'updatedAt'>,
) {
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [save, saving] = useMutation(mutation, OWN_ERROR_TEXT);
  const submit = form.submit(async (values) => {
    try {
      await save({
        variables: { ...variables(values), id: customer.id, updatedAt: customer.updatedAt } as TVars,
      });
      notify.success(MSG.recordSaved);
      onReload();
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) setConflict(subRecordChanges(key, customer[key], current[key]));
      else if (form.serverErrors(err)) focusFirstError(formRef.current);
      else notify.error(MSG.customerFillRequired);
    }
  });
  const notice = conflict && <ConflictNotice changes={conflict} onReload={onReload} />;
  return { submit, notice, formRef, saving: saving.loading, summary: form.summary };
}

/** A sub-record tab's form: the error summary, the stale-write notice, its sections and SALVAR. */
export function SubRecordForm({
  label,
  saver,
  readOnly,
  children,
}: {
  label: string;
  saver: ReturnType<typeof useSubRecordSave>;
  readOnly: boolean;
  children: ReactNode;
}) {
  return (
    <form ref={saver.formRef} onSubmit={saver.submit} noValidate aria-label={label}>
      <FormSummary text={saver.summary} />
      {saver.notice}
      {children}
      {!readOnly && (
        <div className="form-actions">
          <Button type="submit" intent="primary" text="SALVAR" loading={saver.saving} />
        </div>
      )}
    </form>
  );
}
