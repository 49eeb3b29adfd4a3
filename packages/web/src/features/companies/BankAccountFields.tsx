import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useController, useWatch } from 'react-hook-form';
import { BANK_NAMES } from '@balcao/schema';
import { bankAccounts } from '@balcao/schema/resources';
import { SelectField } from '../../ui/form';
import { BankAccountCompaniesDocument, type BankAccountRecordQuery } from '../../__generated__/graphql';
import { ResourceField, type FieldSlotProps } from '../resources';

type Account = NonNullable<BankAccountRecordQuery['bankAccount']>;

/** The company an account is saved for: one of the active companies the user may see, by code and name. */
export function CompanySelect({ control, name, readOnly, record }: FieldSlotProps<Account>) {
  const { data } = useQuery(BankAccountCompaniesDocument, { skip: readOnly });
  const options = (data?.bankAccountCompanies.rows ?? []).map((c) => ({
    value: c.id,
    label: `${c.code} — ${c.corporateName}`,
  }));
  // The account's own company stays a choice even when it is now inactive.
  if (record && !options.some((o) => o.value === record.companyId))
    options.push({ value: record.companyId, label: `${record.companyCode} — ${record.companyName}` });
  return (
    <>
      <SelectField
        control={control}
        name={name}
        label="Empresa"
        required
        options={options}
        readOnly={readOnly}
      />
      {!readOnly && data && options.length === 0 && (
        <p className="muted">
          Nenhuma empresa disponível: as contas são cadastradas para as empresas que você representa.
        </p>
      )}
    </>
  );
}

/** The bank code; a known 3-digit code fills the bank name in while it is still empty. */
export function BankCodeField(p: FieldSlotProps<Account>) {
  const code = useWatch({ control: p.control, name: 'bankCode' }) as string | undefined;
  const bankName = useController({ control: p.control, name: 'bankName' });
  const { value, onChange } = bankName.field;
  useEffect(() => {
    const known = BANK_NAMES[code ?? ''];
    if (known && !String(value ?? '').trim()) onChange(known);
  }, [code, value, onChange]);
  return <ResourceField field={bankAccounts.fields.bankCode} {...p} />;
}
