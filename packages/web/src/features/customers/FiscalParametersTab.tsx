import {
  CFOP_FAMILIES,
  CFOP_REGIONS,
  CFOP_VARIANTS,
  decimalToText,
  type CfopFamily,
  type CfopRegion,
} from '@balcao/schema';
import { fiscalParametersSchema, type FiscalParametersInput } from '@balcao/schema/customerFields';
import { TextField, useAppForm } from '../../ui/form';
import { SaveCustomerFiscalParametersDocument } from '../../__generated__/graphql';
import { Section } from './CustomerMainFields';
import type { Customer } from './customerValues';
import { SubRecordForm, useSubRecordSave, type SubRecordTabProps } from './useSubRecordSave';

type Cfop = Record<string, Record<string, Record<string, string>>>;
const families = Object.entries(CFOP_FAMILIES) as [CfopFamily, string][];
const regions = Object.entries(CFOP_REGIONS) as [CfopRegion, string][];

function defaults(f: Customer['fiscalParameters']): FiscalParametersInput {
  const saved = (f.cfop ?? {}) as Cfop;
  const cfop: Cfop = {};
  for (const [family] of families)
    for (const [region] of regions)
      for (const variant of CFOP_VARIANTS)
        ((cfop[family] ??= {})[region] ??= {})[variant] = saved[family]?.[region]?.[variant] ?? '';
  return {
    icmsRate: decimalToText(f.icmsRate),
    ipiRate: decimalToText(f.ipiRate),
    pisRate: decimalToText(f.pisRate),
    cofinsRate: decimalToText(f.cofinsRate),
    stMargin: decimalToText(f.stMargin),
    taxBaseReduction: decimalToText(f.taxBaseReduction),
    specialRegime: f.specialRegime ?? '',
    cfop,
  };
}

/** Fiscal parameters: rates and the CFOP codes per family × region × ST/VPC, saved by their own call. */
export function FiscalParametersTab(props: SubRecordTabProps) {
  const { customer, readOnly } = props;
  const form = useAppForm(fiscalParametersSchema, defaults(customer.fiscalParameters));
  const saver = useSubRecordSave(
    props,
    'fiscalParameters',
    form,
    SaveCustomerFiscalParametersDocument,
    (v) => ({
      input: v,
    }),
  );
  const pct = (name: keyof FiscalParametersInput, label: string) => (
    <TextField control={form.control} name={name} label={label} mask="percent" readOnly={readOnly} />
  );
  return (
    <SubRecordForm label="Parâmetros fiscais" saver={saver} readOnly={readOnly}>
      <Section title="Alíquotas">
        <div className="form-grid">
          {pct('icmsRate', 'Alíquota de ICMS')}
          {pct('ipiRate', 'Alíquota de IPI')}
          {pct('pisRate', 'Alíquota de PIS')}
          {pct('cofinsRate', 'Alíquota de COFINS')}
          {pct('stMargin', 'MVA (margem ST)')}
          {pct('taxBaseReduction', 'Redução de base de cálculo')}
          <TextField
            control={form.control}
            name="specialRegime"
            label="Regime especial"
            readOnly={readOnly}
          />
        </div>
      </Section>
      <Section title="CFOP por família e região">
        <p className="muted">Manaus: operações internas (5xxx). AG/SC e AG/SP: interestaduais (6xxx).</p>
        {families.map(([family, familyLabel]) => (
          <fieldset key={family} className="customer-cfop-row">
            <legend>{familyLabel}</legend>
            {regions.flatMap(([region, regionLabel]) =>
              CFOP_VARIANTS.map((variant) => (
                <TextField
                  key={`${region}.${variant}`}
                  control={form.control}
                  name={`cfop.${family}.${region}.${variant}` as never}
                  label={`${familyLabel} ${regionLabel} ${variant}`}
                  maxLength={5}
                  readOnly={readOnly}
                  placeholder="0000"
                />
              )),
            )}
          </fieldset>
        ))}
      </Section>
    </SubRecordForm>
  );
}
