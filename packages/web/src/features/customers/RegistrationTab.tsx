import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { decimalToText, RISK_CLASSES } from '@balcao/schema';
import { registrationSchema } from '@balcao/schema/customerFields';
import { FormSummary, SelectField, TextField, useAppForm } from '../../ui/form';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { SaveCustomerRegistrationDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import type { Customer } from './customerValues';
import { useSubRecordSave } from './useSubRecordSave';

/** Registration parameters (spec/02 §7 upsertRegistration): credit and commercial terms. */
export function RegistrationTab({
  customer,
  readOnly,
  onReload,
}: {
  customer: Customer;
  readOnly: boolean;
  onReload: () => void;
}) {
  const r = customer.registration;
  const form = useAppForm(registrationSchema, {
    creditLimit: decimalToText(r?.creditLimit),
    paymentCondition: r?.paymentCondition ?? '',
    paymentTermDays: r?.paymentTermDays == null ? '' : String(r.paymentTermDays),
    discountPercent: decimalToText(r?.discountPercent),
    freightType: (r?.freightType as 'CIF' | 'FOB' | undefined) ?? '',
    minimumOrderValue: decimalToText(r?.minimumOrderValue),
    creditRisk: r?.creditRisk ?? '',
  });
  const [save, saving] = useMutation(SaveCustomerRegistrationDocument, OWN_ERROR_TEXT);
  const saver = useSubRecordSave(customer, 'registration', form.serverErrors, onReload);
  const submit = form.submit((v) =>
    saver.run((updatedAt) =>
      save({
        variables: {
          id: customer.id,
          updatedAt,
          input: { ...v, paymentTermDays: v.paymentTermDays == null ? null : String(v.paymentTermDays) },
        },
      }),
    ),
  );
  return (
    <form ref={saver.formRef} onSubmit={submit} noValidate aria-label="Parâmetros de cadastro">
      <FormSummary text={form.summary} />
      {saver.notice}
      <Section title="Parâmetros de cadastro">
        <div className="form-grid">
          <TextField
            control={form.control}
            name="creditLimit"
            label="Limite de crédito"
            mask="money"
            readOnly={readOnly}
          />
          <TextField
            control={form.control}
            name="paymentCondition"
            label="Condição de pagamento"
            readOnly={readOnly}
          />
          <TextField
            control={form.control}
            name="paymentTermDays"
            label="Prazo de pagamento (dias)"
            maxLength={3}
            readOnly={readOnly}
          />
          <TextField
            control={form.control}
            name="discountPercent"
            label="Desconto"
            mask="percent"
            readOnly={readOnly}
          />
          <SelectField
            control={form.control}
            name="freightType"
            label="Tipo de frete"
            readOnly={readOnly}
            options={[
              { value: 'CIF', label: 'CIF' },
              { value: 'FOB', label: 'FOB' },
            ]}
          />
          <TextField
            control={form.control}
            name="minimumOrderValue"
            label="Pedido mínimo"
            mask="money"
            readOnly={readOnly}
          />
          <SelectField
            control={form.control}
            name="creditRisk"
            label="Risco de crédito"
            readOnly={readOnly}
            options={Object.keys(RISK_CLASSES).map((k) => ({ value: k, label: k }))}
          />
        </div>
      </Section>
      {!readOnly && (
        <div className="form-actions">
          <Button type="submit" intent="primary" text="SALVAR" loading={saving.loading} />
        </div>
      )}
    </form>
  );
}
