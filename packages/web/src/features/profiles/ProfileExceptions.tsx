import { useMemo, useState } from 'react';
import { Button, Card, HTMLSelect } from '@blueprintjs/core';
import { ACTION_LABELS, ACTIONS, type Action } from '@balcao/schema';
import type { ProfileFormQuery } from '../../__generated__/graphql';

type Exception = { name: string; permission: Action };

/** A profile's exceptions: actions taken away from a module even when the profile grants them. */
export function ProfileExceptions({
  modules,
  exceptions,
  setExceptions,
  readOnly,
}: {
  modules: ProfileFormQuery['accessModules'];
  exceptions: Exception[];
  setExceptions: (update: (x: Exception[]) => Exception[]) => void;
  readOnly: boolean;
}) {
  const [newException, setNewException] = useState({ name: '', permission: 'VISUALIZAR' as Action });
  const labelOf = useMemo(() => new Map(modules.map((m) => [m.name, m.label])), [modules]);
  return (
    <Card className="form-card">
      <h2>Exceções</h2>
      <p className="muted">Uma exceção retira uma ação de um módulo mesmo que este perfil a conceda.</p>
      {exceptions.length === 0 && <p className="muted">Nenhuma exceção.</p>}
      <ul className="exceptions" aria-label="Exceções">
        {exceptions.map((e, i) => (
          <li key={`${e.name}-${e.permission}`}>
            {labelOf.get(e.name) ?? e.name}: {ACTION_LABELS[e.permission as Action] ?? e.permission}
            {!readOnly && (
              <Button
                variant="minimal"
                size="small"
                icon="cross"
                aria-label={`Remover exceção ${labelOf.get(e.name) ?? e.name}: ${ACTION_LABELS[e.permission as Action]}`}
                onClick={() => setExceptions((x) => x.filter((_, j) => j !== i))}
              />
            )}
          </li>
        ))}
      </ul>
      {!readOnly && (
        <div className="exception-add">
          <HTMLSelect
            aria-label="Módulo da exceção"
            value={newException.name}
            onChange={(e) => setNewException((n) => ({ ...n, name: e.target.value }))}
            options={[
              { value: '', label: 'Módulo…' },
              ...modules.map((m) => ({ value: m.name, label: m.label })),
            ]}
          />
          <HTMLSelect
            aria-label="Ação da exceção"
            value={newException.permission}
            onChange={(e) => setNewException((n) => ({ ...n, permission: e.target.value as Action }))}
            options={ACTIONS.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
          />
          <Button
            icon="add"
            text="Adicionar exceção"
            disabled={
              !newException.name ||
              exceptions.some((e) => e.name === newException.name && e.permission === newException.permission)
            }
            onClick={() => setExceptions((x) => [...x, { ...newException }])}
          />
        </div>
      )}
    </Card>
  );
}
