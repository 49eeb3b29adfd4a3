import { InputGroup, Tag } from '@blueprintjs/core';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { TEXT_MAX } from '@balcao/schema';
import { CalendarButton } from './CalendarButton';
import { FieldGroup } from './FieldLabel';
import { cleanInput, MASKS, type Mask } from './masks';

export type { Mask };

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** spec/02 §9: 100 unless the field says otherwise. */
  maxLength?: number;
  mask?: Mask;
  /** spec/02 §5: remove special characters as the user types. */
  clean?: boolean;
  /** Help text in a tooltip beside the label. */
  help?: string;
  type?: 'text' | 'email' | 'password';
  readOnly?: boolean;
  autoComplete?: string;
  placeholder?: string;
};

/**
 * A labelled input bound to a react-hook-form field, its error under it: plain text (trimmed when
 * the user leaves it), or masked CPF, CNPJ, CEP, phone, money (R$), percent, date (DD/MM/AAAA) or date and time
 * (DD/MM/AAAA HH:mm), these two with a calendar beside the text.
 */
export function TextField<T extends FieldValues>(p: Props<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const mask = p.mask ? MASKS[p.mask] : null;
  const intent = fieldState.error ? 'danger' : 'none';
  const value = (field.value as string | null | undefined) ?? '';
  const errorId = `${id}-error`;
  return (
    <FieldGroup id={id} field={p} error={fieldState.error} errorId={errorId}>
      <InputGroup
        id={id}
        name={field.name}
        inputRef={field.ref}
        type={p.type ?? 'text'}
        value={value}
        maxLength={mask?.maxLength ?? p.maxLength ?? TEXT_MAX}
        placeholder={p.placeholder ?? mask?.placeholder}
        inputMode={mask?.inputMode}
        leftElement={mask?.prefix ? <Tag minimal>{mask.prefix}</Tag> : undefined}
        rightElement={
          (p.mask === 'date' || p.mask === 'datetime') && !p.readOnly ? (
            <CalendarButton
              value={value}
              withTime={p.mask === 'datetime'}
              label={p.label}
              onPick={(v) => {
                field.onChange(v);
                field.onBlur();
              }}
            />
          ) : mask?.suffix ? (
            <Tag minimal>{mask.suffix}</Tag>
          ) : undefined
        }
        readOnly={p.readOnly}
        autoComplete={p.autoComplete}
        intent={intent}
        aria-invalid={Boolean(fieldState.error)}
        aria-describedby={fieldState.error ? errorId : undefined}
        onBlur={() => {
          if (!mask && p.type !== 'password' && value !== value.trim()) field.onChange(value.trim());
          field.onBlur();
        }}
        onValueChange={(v) => field.onChange(mask ? mask.format(v) : cleanInput(v, Boolean(p.clean)))}
      />
    </FieldGroup>
  );
}
