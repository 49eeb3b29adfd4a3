import { useState } from 'react';
import { Button, HTMLSelect } from '@blueprintjs/core';
import { useController } from 'react-hook-form';
import { ACTION_LABELS, ACTIONS, MODULES, type Action } from '@balcao/schema';
import { accessCode, profiles } from '@balcao/schema/resources';
import type { FieldSlotProps } from '../resources';

const labelOf = (code: string) =>
  profiles.fields.exceptions.options.find((o) => o.value === code)?.label ?? code;

/** A profile's exceptions (its `exceptions` field): actions taken away from a module even when it grants them. */
export function ProfileExceptions<Rec>({ control, name, readOnly }: FieldSlotProps<Rec>) {
  const { field } = useController({ control, name });
  const codes: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const [module, setModule] = useState('');
  const [action, setAction] = useState<Action>('VISUALIZAR');
  const picked = accessCode(module, action);
  return (
    <>
      <p className="muted">{profiles.fields.exceptions.form.help}</p>
      {codes.length === 0 && <p className="muted">Nenhuma exceção.</p>}
      <ul className="exceptions" aria-label="Exceções">
        {codes.map((c) => (
          <li key={c}>
            {labelOf(c)}
            {!readOnly && (
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={`Remover exceção ${labelOf(c)}`}
                onClick={() => field.onChange(codes.filter((x) => x !== c))}
              />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="exception-add">
          <HTMLSelect
            aria-label="Módulo da exceção"
            value={module}
            onChange={(e) => setModule(e.target.value)}
            options={[
              { value: '', label: 'Módulo…' },
              ...MODULES.map((m) => ({ value: m.name, label: m.label })),
            ]}
          />
          <HTMLSelect
            aria-label="Ação da exceção"
            value={action}
            onChange={(e) => setAction(e.target.value as Action)}
            options={ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
          />
          <Button
            icon="add"
            text="Adicionar exceção"
            disabled={!module || codes.includes(picked)}
            onClick={() => field.onChange([...codes, picked])}
          />
        </div>
      )}
    </>
  );
}
