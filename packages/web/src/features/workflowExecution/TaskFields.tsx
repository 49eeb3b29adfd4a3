import { FormGroup, InputGroup, TextArea } from '@blueprintjs/core';
import type { TaskField_FieldFragment as Field } from '../../__generated__/graphql';

export const fieldKey = (f: Field) => f.fieldsId ?? `campo${f.index}`;

const LABELS: Record<string, string> = { approvalNote: 'Observação da aprovação' };

/** The fields the current task asks its assignee to fill (the task's component rows). */
export function TaskFields({
  fields,
  values,
  disabled,
  onChange,
}: {
  fields: Field[];
  values: Record<string, string>;
  disabled: boolean;
  onChange: (key: string, value: string) => void;
}) {
  return (
    <>
      {fields.map((f) => {
        const key = fieldKey(f);
        const id = `wf-field-${key}`;
        const label = LABELS[key] ?? key;
        return (
          <FormGroup key={key} label={label} labelFor={id}>
            {f.typeId === 'textarea' ? (
              <TextArea
                id={id}
                fill
                maxLength={1000}
                value={values[key] ?? ''}
                disabled={disabled}
                onChange={(e) => onChange(key, e.target.value)}
              />
            ) : (
              <InputGroup
                id={id}
                maxLength={100}
                value={values[key] ?? ''}
                disabled={disabled}
                onChange={(e) => onChange(key, e.target.value)}
              />
            )}
          </FormGroup>
        );
      })}
    </>
  );
}
