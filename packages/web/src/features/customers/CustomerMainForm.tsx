import { useRef, useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_LABELS, customerDisplay, formatCnpj, MSG, onlyDigits } from '@balcao/schema';
import { customerSchema } from '@balcao/schema/customerFields';
import {
  ConflictNotice,
  conflictCurrent,
  FormCacheDial,
  FormCacheOffer,
  FormSummary,
  useAppForm,
  type ConflictChange,
} from '../../ui/form';
import { formatValue } from '../history';
import { useCan } from '../../lib/access';
import { useFormCache } from '../../lib/useFormCache';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveCustomerDocument } from '../../__generated__/graphql';
import { CustomerMainFields, Section } from './CustomerMainFields';
import { focusFirstError } from './focusFirstError';
import { RepresentativeField } from './RepresentativeField';
import { BASE } from './CustomerList';
import { toFormValues, toInput, type Customer } from './customerValues';
import { useCnpjLookup } from './useCnpjLookup';

/** The form cache's module: the customers' (the services keep caches per module name). */
export const CUSTOMER_CACHE_MODULE = 'CLIENTES';

/** A reference the record has now, as its select lists it ('TP-VAR — Tabela Varejo'). */
const named = (id: string | null | undefined, name: string | null | undefined) =>
  id ? { value: String(id), label: name ?? String(id) } : null;

/**
 * The registration itself, saved by one call (create: a pre-registration, sent to approval at once).
 * A VALIDATION_FAILED lands on its fields; any other failure shows the server's message, or
 * 'Preencha todos os campos obrigatórios para seguir o cadastro' when it sends none.
 */
export function CustomerMainForm({
  customer,
  readOnly,
  onSaved,
}: {
  customer: Customer | null;
  readOnly: boolean;
  onSaved: (c: Customer) => void;
}) {
  const navigate = useNavigate();
  const can = useCan();
  const picksRepresentative = can('CLIENTES', 'ACESSO_A_INFORMACAO_CONFIDENCIAL');
  const formRef = useRef<HTMLFormElement>(null);
  const [conflict, setConflict] = useState<ConflictChange[] | null>(null);
  const form = useAppForm(customerSchema, toFormValues(customer));
  const [save, saving] = useMutation(SaveCustomerDocument, OWN_ERROR_TEXT);
  const [matrix, setMatrix] = useState<string | null>(
    customer ? `${customer.companyCode} · ${customer.companyName}` : null,
  );
  const [matrixCnpj, setMatrixCnpj] = useState(customer?.companyCnpj ? formatCnpj(customer.companyCnpj) : '');
  const [matrixError, setMatrixError] = useState<string | null>(null);
  // Unsaved data kept by the form cache (this record's id, or 'new'), with the matrix found.
  const cache = useFormCache({
    module: CUSTOMER_CACHE_MODULE,
    id: customer?.id ?? null,
    values: () => ({ ...form.getValues(), matrixLabel: matrix, matrixCnpj }),
    apply: (data) => {
      const { matrixLabel, matrixCnpj: cnpj, ...fields } = data;
      form.reset({ ...form.getValues(), ...fields });
      if (typeof matrixLabel === 'string') setMatrix(matrixLabel);
      if (typeof cnpj === 'string') setMatrixCnpj(cnpj);
    },
  });
  const personType = form.watch('personType');
  const lookupField = personType === 'PJ' ? 'cnpj' : 'cpf';
  const { lookup, loading } = useCnpjLookup(
    (m) => {
      form.clearErrors(lookupField);
      setMatrixError(null);
      form.setValue('companyId', String(m.id));
      setMatrix(`${m.code} · ${m.corporateName}`);
      const blank = (
        k: 'corporateName' | 'shortName' | 'stateRegistration' | 'billingEmail' | 'commercialPhone',
      ) => !form.getValues(k);
      // The matrix's own data fills what is still empty (a PJ registering the matrix or a branch).
      if (personType === 'PJ') {
        if (blank('corporateName')) form.setValue('corporateName', m.corporateName);
        if (blank('shortName')) form.setValue('shortName', (m.tradeName ?? m.corporateName).slice(0, 40));
        if (blank('stateRegistration') && onlyDigits(String(form.getValues('cnpj') ?? '')) === m.cnpj)
          form.setValue('stateRegistration', m.stateRegistration ?? '');
        if (blank('billingEmail')) form.setValue('billingEmail', m.email ?? '');
      }
    },
    (message) =>
      lookupField === 'cnpj' ? form.setError('cnpj', { type: 'server', message }) : setMatrixError(message),
  );

  const submit = form.submit(async (v) => {
    try {
      const r = await save({
        variables: {
          id: customer?.id ?? null,
          updatedAt: customer?.updatedAt ?? null,
          input: toInput(v, picksRepresentative),
        },
      });
      cache.forget();
      notify.success(MSG.recordSaved);
      const saved = r.data!.saveCustomer;
      if (!customer) navigate(`${BASE}/edit/${saved.id}`, { replace: true });
      onSaved(saved);
    } catch (err) {
      const current = conflictCurrent(err);
      if (current && customer) {
        const was = customer as unknown as Record<string, unknown>;
        setConflict(
          Object.entries(CUSTOMER_LABELS)
            .filter(
              ([k]) =>
                !k.endsWith('Id') && k in current && JSON.stringify(current[k]) !== JSON.stringify(was[k]),
            )
            .map(([k, label]) => ({ label, value: formatValue(customerDisplay(k, current[k])) })),
        );
        return;
      }
      if (form.serverErrors(err)) return focusFirstError(formRef.current);
      const message = CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : '';
      notify.error(message || MSG.customerFillRequired);
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Cadastro do cliente">
      <FormSummary text={form.summary} />
      {conflict && <ConflictNotice changes={conflict} onReload={() => onSaved(customer!)} />}
      {!readOnly && cache.offer && <FormCacheOffer {...cache.offer} />}
      <CustomerMainFields
        control={form.control}
        readOnly={readOnly}
        personType={personType}
        matrixLabel={matrix}
        matrixCnpj={matrixCnpj}
        matrixError={matrixError}
        onMatrixCnpj={(v) => setMatrixCnpj(formatCnpj(v))}
        onLookup={() =>
          void (personType === 'PJ' ? lookup(String(form.getValues('cnpj') ?? '')) : lookup(matrixCnpj, true))
        }
        looking={loading}
        priceTable={named(customer?.priceTableId, customer?.priceTable)}
        priceTableRelated={named(customer?.priceTableRelatedId, customer?.priceTableRelated)}
      />
      {picksRepresentative && (
        <Section title="Representante">
          <div className="form-grid">
            <RepresentativeField
              control={form.control}
              readOnly={readOnly}
              current={
                customer?.representativeId
                  ? { id: String(customer.representativeId), name: customer.representativeName ?? '—' }
                  : null
              }
            />
          </div>
        </Section>
      )}
      {!readOnly && <FormCacheDial {...cache.dial} />}
      {!readOnly && (
        <div className="form-actions">
          <Button
            text="CANCELAR"
            onClick={() => navigate(customer ? `${BASE}/view/${customer.id}` : `${BASE}/panel`)}
          />
          <Button type="submit" intent="primary" text="SALVAR" loading={saving.loading} />
        </div>
      )}
    </form>
  );
}
