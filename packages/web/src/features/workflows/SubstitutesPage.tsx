import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { substitutes, type FieldDef } from '@balcao/schema/resources';
import { useCan } from '../../lib/access';
import { UserPicker } from '../../lib/UserPicker';
import { substituteDocs } from '../../__generated__/resources';
import type { SubstituteRecordQuery, SubstitutesListQuery } from '../../__generated__/graphql';
import { ResourcePage, type FieldSlotProps, type ResourceUi } from '../resources';
import { SubstituteActions } from './SubstituteActions';

type Row = SubstitutesListQuery['substitutes']['rows'][number];
type Substitute = NonNullable<SubstituteRecordQuery['substitute']>;

/** A user of the range, picked by name; the record names the one it holds. */
function UserField({ control, name, readOnly, record }: FieldSlotProps<Substitute>) {
  const f: FieldDef = substitutes.fields[name as 'userId' | 'substituteId'];
  const { field, fieldState } = useController({ control, name });
  const [picked, setPicked] = useState(() => String(record?.[f.ref?.show as 'userName'] ?? ''));
  const { value, onChange } = field;
  return (
    <UserPicker
      label={f.form?.help ? `${f.label} (${f.form.help.toLowerCase()})` : f.label}
      value={value ? { id: String(value), name: picked } : null}
      onChange={(u) => {
        onChange(u?.id ?? '');
        setPicked(u?.name ?? '');
      }}
      readOnly={readOnly}
      required={Boolean(f.required)}
      error={fieldState.error?.message}
    />
  );
}

/** The absent user: his own (empty) unless he may name anyone's (SUBSTITUTOS × INCLUIR). */
function AbsentField(p: FieldSlotProps<Substitute>) {
  const can = useCan();
  return can(substitutes.module, 'INCLUIR') ? <UserField {...p} /> : null;
}

const UI: ResourceUi<Row, Substitute> = {
  fields: { userId: (p) => <AbsentField {...p} />, substituteId: (p) => <UserField {...p} /> },
};

/**
 * /administrative/substitutes (and /historic/:id): who acts for whom, when, on the kit; a user
 * names his own substitute. Under the list, what substitutes did, for who may read that report.
 */
export function SubstitutesPage() {
  const can = useCan();
  const { pathname } = useLocation();
  return (
    <>
      <ResourcePage def={substitutes} docs={substituteDocs} ui={UI} dialog />
      {pathname === substitutes.path && can('RELATORIO_SUBSTITUTOS', 'VISUALIZAR') && <SubstituteActions />}
    </>
  );
}
