import { Checkbox } from '@blueprintjs/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A yes/no checkbox bound to a boolean form field (Space toggles it from the keyboard). */
export function CheckboxField<T extends FieldValues>(p: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
  help?: string;
}) {
  const { field } = useController({ control: p.control, name: p.name });
  return (
    <Checkbox
      label={p.label}
      checked={Boolean(field.value)}
      disabled={p.readOnly}
      inputRef={field.ref}
      name={field.name}
      title={p.help}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
