import type { ResourceDef } from '@balcao/schema/resources';
import { SelectField } from '../../ui/form';
import type { FieldSlotProps } from './ui';

/**
 * A reference field's choice (a `ref` field's widget): the records `options` offers, and the
 * record's own current one, named by its `ref.show` field, even when it is no longer offered.
 */
export function RefSelect<Rec>({
  def,
  options,
  control,
  name,
  readOnly,
  record,
}: FieldSlotProps<Rec> & { def: ResourceDef; options: { value: string; label: string }[] }) {
  const f = def.fields[name]!;
  const own = record as Record<string, unknown> | null;
  const current = own?.[name];
  return (
    <SelectField
      control={control}
      name={name}
      label={f.form?.label ?? f.label}
      required={Boolean(f.required)}
      options={options}
      current={
        current == null
          ? null
          : { value: String(current), label: String(own?.[f.ref?.show ?? name] ?? current) }
      }
      readOnly={readOnly}
    />
  );
}
