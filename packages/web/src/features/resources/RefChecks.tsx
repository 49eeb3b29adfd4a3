import type { ResourceDef } from '@balcao/schema/resources';
import { CheckGroupField } from '../../ui/form';
import type { FieldSlotProps } from './ui';

/**
 * A reference list's choice (a `refList` field's widget): a checkbox for each record `options`
 * offers, the ones already chosen among them.
 */
export function RefChecks<Rec>({
  def,
  options,
  control,
  name,
  readOnly,
}: FieldSlotProps<Rec> & { def: ResourceDef; options: { value: string; label: string }[] }) {
  const f = def.fields[name]!;
  return (
    <CheckGroupField
      control={control}
      name={name}
      label={f.form?.label ?? f.label}
      options={options}
      readOnly={readOnly}
      help={f.form?.help}
    />
  );
}
