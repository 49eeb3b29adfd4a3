import { decimalToText, RISK_CLASSES } from '@balcao/schema';
import { registrationSchema } from '@balcao/schema/customerFields';
import { SelectField, TextField, useAppForm } from '../../ui/form';
import { SaveCustomerRegistrationDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import { SubRecordForm, useSubRecordSave, type SubRecordTabProps } from './useSubRecordSave';

/** Registration parameters (spec/02 §7 upsertRegistration): credit and commercial terms. */
export function RegistrationTab(props: SubRecordTabProps) {
  const { customer, readOnly } = props;
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
  const saver = useSubRecordSave(props, 'registration', form, SaveCustomerRegistrationDocument, (v) => ({
    input: { ...v, paymentTermDays: v.paymentTermDays == null ? null : String(v.paymentTermDays) },
  }));
  return (
    <SubRecordForm label="Parâmetros de cadastro" saver={saver} readOnly={readOnly}>
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
    </SubRecordForm>
  );
}
