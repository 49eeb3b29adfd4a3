import type { ReactNode } from 'react';
import { Button, Card, FormGroup, InputGroup } from '@blueprintjs/core';
import type { Control } from 'react-hook-form';
import {
  CUSTOMER_FLAGS,
  ICMS_TAXPAYER,
  RISK_CLASSES,
  TAX_REGIMES,
  UFS,
  type CustomerFlag,
} from '@balcao/schema';
import type { CustomerInput } from '@balcao/schema/customerFields';
import { CheckboxField, SelectField, TextField } from '../../ui/form';

const options = (o: Record<string, string>) => Object.entries(o).map(([value, label]) => ({ value, label }));

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
};

/** The registration's field groups (spec/02 §3), in sections. */
export function CustomerMainFields({ control, readOnly, personType, ...m }: Props) {
  const t = (
    name: keyof CustomerInput,
    label: string,
    extra: Partial<
      Pick<Parameters<typeof TextField<CustomerInput>>[0], 'mask' | 'required' | 'maxLength' | 'type'>
    > = {},
  ) => <TextField control={control} name={name} label={label} readOnly={readOnly} {...extra} />;
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
          <SelectField
            control={control}
            name="personType"
            label="Tipo de pessoa"
            required
            readOnly={readOnly}
            options={[
              { value: 'PJ', label: 'Pessoa jurídica' },
              { value: 'PF', label: 'Pessoa física' },
            ]}
          />
          {personType === 'PJ' ? (
            <div className="customer-lookup-row">
              {t('cnpj', 'CNPJ', { mask: 'cnpj', required: true })}
              {lookupButton}
            </div>
          ) : (
            <>
              {t('cpf', 'CPF', { mask: 'cpf', required: true })}
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
          {t('corporateName', 'Razão social', { required: true, maxLength: 120 })}
          {t('shortName', 'Nome reduzido', { required: true, maxLength: 40 })}
          {t('stateRegistration', 'Inscrição estadual', { maxLength: 20 })}
          {t('commercialPhone', 'Telefone comercial', { mask: 'phone' })}
          {t('billingPhone', 'Telefone de cobrança', { mask: 'phone' })}
          {t('billingEmail', 'E-mail de cobrança', { type: 'email', maxLength: 60 })}
          {t('invoiceEmail', 'E-mail de envio de NF', { type: 'email', maxLength: 60 })}
          {t('businessEmail', 'E-mail comercial', { type: 'email', maxLength: 60 })}
          {t('site', 'Site')}
          {t('initialContact', 'Contato inicial')}
        </div>
      </Section>
      <Section title="Endereço">
        <div className="form-grid">
          {t('cep', 'CEP', { mask: 'cep' })}
          {t('street', 'Logradouro', { maxLength: 120 })}
          {t('number', 'Número', { maxLength: 10 })}
          {t('complement', 'Complemento', { maxLength: 60 })}
          {t('district', 'Bairro', { maxLength: 60 })}
          {t('city', 'Cidade', { maxLength: 60 })}
          <SelectField
            control={control}
            name="uf"
            label="UF"
            readOnly={readOnly}
            options={UFS.map((u) => ({ value: u, label: u }))}
          />
        </div>
      </Section>
      <Section title="Números">
        <div className="form-grid">
          {t('employees', 'Número de funcionários', { maxLength: 8 })}
          {t('suggestedLimit', 'Limite sugerido', { mask: 'money' })}
          {t('socialCapital', 'Capital social', { mask: 'money' })}
          {t('revenueLast12Months', 'Faturamento últimos 12 meses', { mask: 'money' })}
          {t('implantationDate', 'Data de implantação', { mask: 'date' })}
        </div>
      </Section>
      <Section title="Classificação e tributação">
        <div className="form-grid">
          <SelectField
            control={control}
            name="riskClass"
            label="Classe de risco"
            readOnly={readOnly}
            options={options(RISK_CLASSES)}
          />
          {t('priceTable', 'Tabela de preço', { maxLength: 40 })}
          {t('priceTableRelated', 'Tabela de preço relacionada', { maxLength: 40 })}
          {t('crmTable', 'Tabela CRM', { maxLength: 40 })}
          {t('customerGroup', 'Grupo de clientes', { maxLength: 60 })}
          {t('carrier', 'Transportadora', { maxLength: 60 })}
          {t('bankInstruction', 'Instrução bancária')}
          <SelectField
            control={control}
            name="taxRegime"
            label="Regime tributário"
            readOnly={readOnly}
            options={options(TAX_REGIMES)}
          />
          <SelectField
            control={control}
            name="icmsTaxpayer"
            label="Contribuinte de ICMS"
            readOnly={readOnly}
            options={options(ICMS_TAXPAYER)}
          />
          {t('suframa', 'SUFRAMA', { maxLength: 9 })}
          {t('crc', 'CRC', { maxLength: 20 })}
          {t('activityBranch', 'Ramo de atividade', { maxLength: 60 })}
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
