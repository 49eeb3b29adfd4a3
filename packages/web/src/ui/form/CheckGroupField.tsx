import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Several of a few options (a table's states), as a group of checkboxes bound to an array field. */
export function CheckGroupField<T extends FieldValues>(p: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: string; label: string }[];
  readOnly?: boolean;
  help?: string;
}) {
  const { field, fieldState } = useController({ control: p.control, name: p.name });
  const chosen = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  const error = fieldState.error?.message;
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange(p.options.map((o) => o.value).filter((v) => next.has(v)));
  };
  return (
    <FormGroup
      label={p.label}
      helperText={error ?? (!p.readOnly ? p.help : undefined)}
      intent={error ? 'danger' : 'none'}
      className="check-group"
    >
      <div role="group" aria-label={p.label} className="check-group-options">
        {p.options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={chosen.has(o.value)}
            disabled={p.readOnly}
            inline
            onChange={(e) => toggle(o.value, e.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        ))}
      </div>
    </FormGroup>
  );
}
