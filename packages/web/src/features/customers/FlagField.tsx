import { Checkbox } from '@blueprintjs/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** One yes/no flag bound to a boolean form field. */
export function FlagField<T extends FieldValues>(p: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  readOnly?: boolean;
}) {
  const { field } = useController({ control: p.control, name: p.name });
  return (
    <Checkbox
      label={p.label}
      checked={Boolean(field.value)}
      disabled={p.readOnly}
      inputRef={field.ref}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
    />
  );
}
