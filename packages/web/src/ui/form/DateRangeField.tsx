import { type Control, type FieldPath, type FieldValues, useFormState } from 'react-hook-form';
import { TextField } from './TextField';

type Props<T extends FieldValues> = {
  control: Control<T>;
  /** The range object: its `from` and `to` are the two dates (zod `dateRange`). */
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  readOnly?: boolean;
};

/** A period as two DD/MM/AAAA dates; both are required and the end comes on or after the start. */
export function DateRangeField<T extends FieldValues>(p: Props<T>) {
  const { errors } = useFormState({ control: p.control, name: p.name });
  // A refine on the whole range lands on `to`; anything left on the object itself shows here.
  const own = (errors as Record<string, { message?: string } | undefined>)[p.name]?.message;
  return (
    <fieldset className="date-range-field" aria-label={p.label}>
      <legend className="bp6-label">{p.label}</legend>
      <div className="date-range-ends">
        <TextField
          control={p.control}
          name={`${p.name}.from` as FieldPath<T>}
          label="Data inicial"
          mask="date"
          required={p.required}
          readOnly={p.readOnly}
        />
        <TextField
          control={p.control}
          name={`${p.name}.to` as FieldPath<T>}
          label="Data final"
          mask="date"
          required={p.required}
          readOnly={p.readOnly}
        />
      </div>
      {own && (
        <p className="bp6-form-helper-text bp6-intent-danger" role="alert">
          {own}
        </p>
      )}
    </fieldset>
  );
}
