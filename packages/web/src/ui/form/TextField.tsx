import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatCep, formatCnpj, formatCpf, formatPhone, TEXT_MAX } from '@balcao/schema';

export type Mask = 'phone' | 'cpf' | 'cnpj' | 'cep';

const MASKS: Record<Mask, { format: (v: string) => string; maxLength: number }> = {
  phone: { format: formatPhone, maxLength: 15 },
  cpf: { format: formatCpf, maxLength: 14 },
  cnpj: { format: formatCnpj, maxLength: 18 },
  cep: { format: formatCep, maxLength: 9 },
};

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** spec/02 §9: 100 unless the field says otherwise. */
  maxLength?: number;
  mask?: Mask;
  type?: 'text' | 'email' | 'password';
  readOnly?: boolean;
  autoComplete?: string;
};

/** A labelled text input bound to a react-hook-form field; its error shows under it. */
export function TextField<T extends FieldValues>(p: Props<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const mask = p.mask ? MASKS[p.mask] : null;
  const intent = fieldState.error ? 'danger' : 'none';
  return (
    <FormGroup
      label={p.label}
      labelFor={id}
      labelInfo={p.required ? '(obrigatório)' : undefined}
      intent={intent}
      helperText={fieldState.error?.message}
    >
      <InputGroup
        id={id}
        name={field.name}
        inputRef={field.ref}
        type={p.type ?? 'text'}
        value={(field.value as string | null | undefined) ?? ''}
        maxLength={mask?.maxLength ?? p.maxLength ?? TEXT_MAX}
        readOnly={p.readOnly}
        autoComplete={p.autoComplete}
        intent={intent}
        aria-invalid={Boolean(fieldState.error)}
        onBlur={field.onBlur}
        onValueChange={(v) => field.onChange(mask ? mask.format(v) : v)}
      />
    </FormGroup>
  );
}
