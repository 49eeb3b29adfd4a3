import type { Control, FieldValues } from 'react-hook-form';
import type { FieldDef } from '@balcao/schema/resources';
import { CheckboxField, CheckGroupField, SelectField, TextField, type Mask } from '../../ui/form';

const MASK: Partial<Record<FieldDef['type'], Mask>> = {
  cpf: 'cpf',
  cnpj: 'cnpj',
  phone: 'phone',
  cep: 'cep',
  money: 'money',
  percent: 'percent',
  date: 'date',
  datetime: 'datetime',
};

/** A definition field's widget by its type: masked text, e-mail, a flag, one or several of its options. */
export function ResourceField({
  field: f,
  name,
  control,
  readOnly,
}: {
  field: FieldDef;
  name: string;
  control: Control<FieldValues>;
  readOnly: boolean;
}) {
  const label = f.form?.label ?? f.label;
  const help = f.form?.help;
  if (f.type === 'boolean')
    return (
      <>
        <CheckboxField control={control} name={name} label={label} readOnly={readOnly} help={help} />
        {!readOnly && help && <p className="muted">{help}</p>}
      </>
    );
  if (f.type === 'enumList')
    return (
      <CheckGroupField
        control={control}
        name={name}
        label={label}
        options={f.options ?? []}
        readOnly={readOnly}
        help={help}
      />
    );
  if (f.type === 'enum')
    return (
      <SelectField
        control={control}
        name={name}
        label={label}
        // An optional choice may be left empty again: read as its placeholder ('Qualquer usuário').
        options={
          !f.required && f.form?.placeholder
            ? [{ value: '', label: f.form.placeholder }, ...(f.options ?? [])]
            : (f.options ?? [])
        }
        placeholder={f.form?.placeholder}
        required={Boolean(f.required)}
        readOnly={readOnly}
        help={help}
      />
    );
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      required={Boolean(f.required)}
      maxLength={f.max}
      mask={MASK[f.type]}
      type={f.type === 'email' ? 'email' : 'text'}
      placeholder={f.form?.placeholder}
      readOnly={readOnly}
      help={help}
    />
  );
}
