import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { BANK_NAMES, NAME_MAX } from '@balcao/schema';
import { TextField } from '../../ui/form';

type BankValues = { bankCode: string; bankName: string; agencyCode: string; accountCode: string };

/**
 * The four fields of a bank account. A known 3-digit bank code fills the bank name in while it is
 * still empty.
 */
export function BankFields<T extends BankValues>({
  form,
  readOnly,
}: {
  form: UseFormReturn<T>;
  readOnly?: boolean;
}) {
  const f = form as unknown as UseFormReturn<BankValues>;
  const code = useWatch({ control: f.control, name: 'bankCode' });
  useEffect(() => {
    const known = BANK_NAMES[code ?? ''];
    if (known && !f.getValues('bankName').trim()) f.setValue('bankName', known, { shouldValidate: true });
  }, [code, f]);
  return (
    <>
      <TextField
        control={f.control}
        name="bankCode"
        label="Código do banco"
        required
        maxLength={3}
        readOnly={readOnly}
        placeholder="999"
      />
      <TextField
        control={f.control}
        name="bankName"
        label="Banco"
        required
        maxLength={NAME_MAX}
        readOnly={readOnly}
      />
      <TextField
        control={f.control}
        name="agencyCode"
        label="Agência"
        required
        maxLength={7}
        readOnly={readOnly}
        placeholder="1234-5"
      />
      <TextField
        control={f.control}
        name="accountCode"
        label="Conta"
        required
        maxLength={14}
        readOnly={readOnly}
        placeholder="123456-7"
      />
    </>
  );
}
