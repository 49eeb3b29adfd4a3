import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useNavigate } from 'react-router-dom';
import { formatCnpj, MSG, onlyDigits } from '@balcao/schema';
import { customerSchema } from '@balcao/schema/customerFields';
import { FormSummary, useAppForm } from '../../ui/form';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveCustomerDocument } from '../../__generated__/graphql';
import { CustomerMainFields } from './CustomerMainFields';
import { BASE } from './CustomerList';
import { toFormValues, toInput, type Customer } from './customerValues';
import { useCnpjLookup } from './useCnpjLookup';

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
  const form = useAppForm(customerSchema, toFormValues(customer));
  const [save, saving] = useMutation(SaveCustomerDocument, OWN_ERROR_TEXT);
  const [matrix, setMatrix] = useState<string | null>(
    customer ? `${customer.companyCode} · ${customer.companyName}` : null,
  );
  const [matrixCnpj, setMatrixCnpj] = useState(customer?.companyCnpj ? formatCnpj(customer.companyCnpj) : '');
  const [matrixError, setMatrixError] = useState<string | null>(null);
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
        variables: { id: customer?.id ?? null, updatedAt: customer?.updatedAt ?? null, input: toInput(v) },
      });
      notify.success(MSG.recordSaved);
      const saved = r.data!.saveCustomer;
      if (!customer) navigate(`${BASE}/edit/${saved.id}`, { replace: true });
      onSaved(saved);
    } catch (err) {
      if (form.serverErrors(err)) return;
      const message = CombinedGraphQLErrors.is(err) ? err.errors[0]?.message : '';
      notify.error(message || MSG.customerFillRequired);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Cadastro do cliente">
      <FormSummary text={form.summary} />
      <CustomerMainFields
        control={form.control}
        readOnly={readOnly}
        personType={personType}
        matrixLabel={matrix}
        matrixCnpj={matrixCnpj}
        matrixError={matrixError}
        onMatrixCnpj={(v) => setMatrixCnpj(formatCnpj(v))}
        onLookup={() => void lookup(personType === 'PJ' ? String(form.getValues('cnpj') ?? '') : matrixCnpj)}
        looking={loading}
      />
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
