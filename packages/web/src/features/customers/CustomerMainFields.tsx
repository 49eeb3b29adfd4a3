import type { ReactNode } from 'react';
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Control } from 'react-hook-form';
import {
  CUSTOMER_FLAGS,
  CUSTOMER_LABELS,
  ICMS_TAXPAYER,
  PERSON_TYPE_LABELS,
  RISK_CLASSES,
  TAX_REGIMES,
  UFS,
  type CustomerFlag,
} from '@balcao/schema';
import type { CustomerInput } from '@balcao/schema/customerFields';
import { CheckboxField, SelectField, TextField, type SelectOption } from '../../ui/form';
import { PriceTableField } from './PriceTableField';

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));
const UF_OPTIONS = UFS.map((u) => ({ value: u, label: u }));

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card className="form-card" role="region" aria-label={title}>
    <h2 className="customer-section-title">{title}</h2>
    {children}
  </Card>
);

type Props = {
  control: Control<CustomerInput>;
  readOnly: boolean;
  personType: string;
  matrixLabel: string | null;
  matrixCnpj: string;
  matrixError: string | null;
  onMatrixCnpj: (v: string) => void;
  onLookup: () => void;
  looking: boolean;
  /** The customer's tables now, as people read them. */
  priceTable: SelectOption | null;
  priceTableRelated: SelectOption | null;
};

/** The registration's field groups (spec/02 §3), in sections. */
export function CustomerMainFields({ control, readOnly, personType, ...m }: Props) {
  const t = (
    name: keyof CustomerInput & keyof typeof CUSTOMER_LABELS,
    extra: Partial<
      Pick<Parameters<typeof TextField<CustomerInput>>[0], 'mask' | 'required' | 'maxLength' | 'type'>
    > = {},
  ) => (
    <TextField control={control} name={name} label={CUSTOMER_LABELS[name]} readOnly={readOnly} {...extra} />
  );
  const select = (
    name: keyof CustomerInput & keyof typeof CUSTOMER_LABELS,
    choices: readonly SelectOption[],
    extra: { required?: boolean } = {},
  ) => (
    <SelectField
      control={control}
      name={name}
      label={CUSTOMER_LABELS[name]}
      readOnly={readOnly}
      options={choices}
      {...extra}
    />
  );
  const priceTable = (name: 'priceTableId' | 'priceTableRelatedId', current: SelectOption | null) => (
    <PriceTableField
      control={control}
      name={name}
      label={CUSTOMER_LABELS[name]}
      readOnly={readOnly}
      current={current}
    />
  );
  const lookupButton = !readOnly && (
    <Button
      icon="search"
      text="Buscar CNPJ"
      onClick={m.onLookup}
      loading={m.looking}
      className="customer-lookup"
    />
  );
  return (
    <>
      <Section title="Identificação e contato">
        <div className="form-grid">
          {select('personType', options(PERSON_TYPE_LABELS), { required: true })}
          {personType === 'PJ' ? (
            <div className="customer-lookup-row">
              {t('cnpj', { mask: 'cnpj', required: true })}
              {lookupButton}
            </div>
          ) : (
            <>
              {t('cpf', { mask: 'cpf', required: true })}
              <div className="customer-lookup-row">
                <FormGroup
                  label="CNPJ da matriz"
                  labelFor="customer-matrix-cnpj"
                  intent={m.matrixError ? 'danger' : 'none'}
                  helperText={m.matrixError}
                >
                  <InputGroup
                    id="customer-matrix-cnpj"
                    intent={m.matrixError ? 'danger' : 'none'}
                    value={m.matrixCnpj}
                    readOnly={readOnly}
                    placeholder="99.999.999/9999-99"
                    onValueChange={m.onMatrixCnpj}
                  />
                </FormGroup>
                {lookupButton}
              </div>
            </>
          )}
          <FormGroup label="Matriz" labelFor="customer-matrix">
            <InputGroup
              id="customer-matrix"
              readOnly
              value={m.matrixLabel ?? ''}
              placeholder="Busque pelo CNPJ"
            />
          </FormGroup>
          {t('corporateName', { required: true, maxLength: 120 })}
          {t('shortName', { required: true, maxLength: 40 })}
          {t('stateRegistration', { maxLength: 20 })}
          {t('commercialPhone', { mask: 'phone' })}
          {t('billingPhone', { mask: 'phone' })}
          {t('billingEmail', { type: 'email', maxLength: 60 })}
          {t('invoiceEmail', { type: 'email', maxLength: 60 })}
          {t('businessEmail', { type: 'email', maxLength: 60 })}
          {t('site')}
          {t('initialContact')}
        </div>
      </Section>
      <Section title="Endereço">
        <div className="form-grid">
          {t('cep', { mask: 'cep' })}
          {t('street', { maxLength: 120 })}
          {t('number', { maxLength: 10 })}
          {t('complement', { maxLength: 60 })}
          {t('district', { maxLength: 60 })}
          {t('city', { maxLength: 60 })}
          {select('uf', UF_OPTIONS)}
        </div>
      </Section>
      <Section title="Números">
        <div className="form-grid">
          {t('employees', { maxLength: 8 })}
          {t('suggestedLimit', { mask: 'money' })}
          {t('socialCapital', { mask: 'money' })}
          {t('revenueLast12Months', { mask: 'money' })}
          {t('implantationDate', { mask: 'date' })}
        </div>
      </Section>
      <Section title="Classificação e tributação">
        <div className="form-grid">
          {select('riskClass', options(RISK_CLASSES))}
          {priceTable('priceTableId', m.priceTable)}
          {priceTable('priceTableRelatedId', m.priceTableRelated)}
          {t('crmTable', { maxLength: 40 })}
          {t('customerGroup', { maxLength: 60 })}
          {t('carrier', { maxLength: 60 })}
          {t('bankInstruction')}
          {select('taxRegime', options(TAX_REGIMES))}
          {select('icmsTaxpayer', options(ICMS_TAXPAYER))}
          {t('suframa', { maxLength: 9 })}
          {t('crc', { maxLength: 20 })}
          {t('activityBranch', { maxLength: 60 })}
        </div>
      </Section>
      <Section title="Indicadores">
        <div className="customer-flags" role="group" aria-label="Indicadores">
          {(Object.entries(CUSTOMER_FLAGS) as [CustomerFlag, string][]).map(([name, label]) => (
            <CheckboxField key={name} control={control} name={name} label={label} readOnly={readOnly} />
          ))}
        </div>
      </Section>
    </>
  );
}
