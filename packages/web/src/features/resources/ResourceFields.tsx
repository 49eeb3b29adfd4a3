import { Fragment } from 'react';
import { Card } from '@blueprintjs/core';
import { inputFields, statusText, type ResourceDef } from '@balcao/schema/resources';
import { CheckboxField } from '../../ui/form';
import { ResourceField } from './ResourceField';
import type { ResourceFormState } from './useResourceForm';
import type { ResourceUi } from './ui';

/**
 * A kit form's fields, each by its slot or its type's widget: in cards by section (`cards`), or in
 * one column (a dialog). A field outside change requests is read-only while the change is asked for.
 */
export function ResourceFields<Rec>({
  def,
  ui,
  state: { form, readOnly, byRequest },
  record,
  cards = false,
  omit,
}: {
  def: ResourceDef;
  ui: ResourceUi<never, Rec>;
  /** The form, as useResourceForm keeps it. */
  state: Pick<ResourceFormState, 'form' | 'readOnly' | 'byRequest'>;
  record: Rec | null;
  cards?: boolean;
  /** A field the view sets itself (a child list's reference to its parent). */
  omit?: string;
}) {
  const fields = inputFields(def).filter(([k, f]) => f.form && k !== omit);
  const widget = (key: string) => {
    const f = def.fields[key]!;
    const locked = readOnly || (byRequest && f.change === false);
    const slot = ui.fields?.[key];
    const props = { control: form.control, name: key, readOnly: locked, record };
    return <Fragment key={key}>{slot ? slot(props) : <ResourceField field={f} {...props} />}</Fragment>;
  };
  const status = def.active === 'field' && (
    <CheckboxField control={form.control} name="active" label={statusText(def, true)} readOnly={readOnly} />
  );
  if (!cards)
    return (
      <>
        {fields.map(([k]) => widget(k))}
        {status}
      </>
    );
  const sections = [...new Set(fields.map(([, f]) => f.form?.section ?? ''))];
  return (
    <>
      {sections.map((section) => {
        const own = fields.filter(([, f]) => (f.form?.section ?? '') === section);
        // A reference, or a list of choices (a profile's permission matrix), holds its section alone.
        const single = own.length === 1 && ['ref', 'refList', 'enumList'].includes(own[0]![1].type);
        return (
          <Card key={section} className="form-card">
            {section && <h2>{section}</h2>}
            {single ? (
              widget(own[0]![0])
            ) : (
              <>
                <div className="form-grid">
                  {own.filter(([, f]) => f.type !== 'boolean').map(([k]) => widget(k))}
                </div>
                {own.filter(([, f]) => f.type === 'boolean').map(([k]) => widget(k))}
              </>
            )}
          </Card>
        );
      })}
      {status}
    </>
  );
}
