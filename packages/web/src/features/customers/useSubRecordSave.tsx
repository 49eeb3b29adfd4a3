import { useRef, useState } from 'react';
import { MSG } from '@balcao/schema';
import { formatValue } from '../history';
import { ConflictNotice, conflictCurrent, type ConflictChange } from '../../ui/form';
import { notify } from '../../lib/toaster';
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

/**
 * A sub-record tab's save, as the registration's: sends the customer's updatedAt as read; saved →
 * 'Cadastro salvo com sucesso!' and the record reloads; a stale write → the conflict notice with
 * what changed and a reload; field errors → on the fields, the first one focused; anything else →
 * 'Preencha todos os campos obrigatórios para seguir o cadastro'.
 */
export function useSubRecordSave(
  customer: Customer,
  key: Key,
  serverErrors: (e: unknown) => boolean,
  onReload: () => void,
) {
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const run = async (mutate: (updatedAt: string) => Promise<unknown>) => {
    try {
      await mutate(customer.updatedAt);
      notify.success(MSG.recordSaved);
      onReload();
    } catch (err) {
      const current = conflictCurrent(err);
      if (current) setConflict(subRecordChanges(key, customer[key], current[key]));
      else if (serverErrors(err)) focusFirstError(formRef.current);
      else notify.error(MSG.customerFillRequired);
    }
  };
  const notice = conflict && <ConflictNotice changes={conflict} onReload={onReload} />;
  return { run, notice, formRef };
}
