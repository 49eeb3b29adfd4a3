import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A group of checkboxes bound to an array field; its error (e.g. none chosen) shows under it. */
export function CheckboxGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  disabled,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string[] | undefined) ?? [];
  return (
    <FormGroup
      label={label}
      labelInfo="(obrigatório)"
      intent={fieldState.error ? 'danger' : 'none'}
      helperText={fieldState.error?.message}
    >
      <div className="wf-checks" role="group" aria-label={label}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            disabled={disabled}
            onChange={(e) => {
              const next = e.currentTarget.checked ? [...value, o.value] : value.filter((v) => v !== o.value);
              field.onChange(next);
              field.onBlur();
            }}
          />
        ))}
      </div>
    </FormGroup>
  );
}
