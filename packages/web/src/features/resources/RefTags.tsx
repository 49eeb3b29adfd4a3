import { Fragment, useState, type ReactNode } from 'react';
import { FormGroup, Tag } from '@blueprintjs/core';
import { useController } from 'react-hook-form';
import type { ResourceDef } from '@balcao/schema/resources';
import type { Picked } from '../../ui/form';
import type { FieldSlotProps } from './ui';

/**
 * A reference list chosen by search (a `refList` field's widget where its records are too many for
 * checkboxes: users): the chosen ones as removable tags, named by `known` (the record's own) or as
 * they were picked, and the area's picker, given `add`, below them.
 */
export function RefTags<Rec>({
  def,
  control,
  name,
  readOnly,
  known,
  empty,
  picker,
}: FieldSlotProps<Rec> & {
  def: ResourceDef;
  known: readonly Picked[];
  /** What the field says while it holds none ('Nenhum aprovador incluído.'). */
  empty: string;
  picker: (add: (p: Picked) => void) => ReactNode;
}) {
  const f = def.fields[name]!;
  const label = f.form?.label ?? f.label;
  const { field, fieldState } = useController({ control, name });
  const ids: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [picked, setPicked] = useState<Picked[]>([]);
  const nameOf = (id: string) => [...known, ...picked].find((p) => String(p.id) === id)?.name ?? id;
  const add = (p: Picked) => {
    if (ids.includes(String(p.id))) return;
    setPicked((all) => [...all, p]);
    field.onChange([...ids, String(p.id)]);
  };
  const error = fieldState.error?.message;
  return (
    <FormGroup label={label} helperText={error} intent={error ? 'danger' : 'none'}>
      {ids.length === 0 && <p className="muted">{empty}</p>}
      <div className="ref-tags" role="list" aria-label={label}>
        {ids.map((id) => (
          <Tag
            key={id}
            role="listitem"
            onRemove={readOnly ? undefined : () => field.onChange(ids.filter((x) => x !== id))}
          >
            {nameOf(id)}
          </Tag>
        ))}
      </div>
      {/* Remounted after each pick, so that its search starts empty again. */}
      {!readOnly && <Fragment key={picked.length}>{picker(add)}</Fragment>}
    </FormGroup>
  );
}
