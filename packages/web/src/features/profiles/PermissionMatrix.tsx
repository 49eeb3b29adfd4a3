import { useState } from 'react';
import { Card, Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { ACTION_LABELS, ACTIONS, MSG } from '@balcao/schema';
import type { ProfileFormQuery } from '../../__generated__/graphql';

export const grantKey = (module: string, action: string) => `${module}|${action}`;

/**
 * The module × action matrix of a profile: filter the modules, tick a cell, or a whole row by its
 * name. A global profile ('Acesso total') may do everything: every box shows ticked and fixed, and
 * the grants ticked before come back if the switch is turned off.
 */
export function PermissionMatrix({
  modules,
  granted,
  setGranted,
  readOnly,
  global = false,
}: {
  modules: ProfileFormQuery['accessModules'];
  granted: Set<string>;
  setGranted: (update: (g: Set<string>) => Set<string>) => void;
  readOnly: boolean;
  global?: boolean;
}) {
  const fixed = readOnly || global;
  const [filter, setFilter] = useState('');
  const shown = modules.filter(
    (m) => !filter.trim() || `${m.label} ${m.name}`.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const key = grantKey;
  const toggle = (k: string) =>
    setGranted((g) => {
      const next = new Set(g);
      if (next.has(k)) next.delete(k);
      else next.add(k);
      return next;
    });
  const toggleRow = (module: string) => {
    const all = ACTIONS.every((a) => granted.has(key(module, a)));
    setGranted((g) => {
      const next = new Set(g);
      for (const a of ACTIONS)
        if (all) next.delete(key(module, a));
        else next.add(key(module, a));
      return next;
    });
  };
  return (
    <Card className="form-card matrix-card">
      <div className="matrix-head">
        <h2>Permissões por módulo</h2>
        <InputGroup
          leftIcon="search"
          type="search"
          placeholder="Filtrar módulos"
          aria-label="Filtrar módulos"
          value={filter}
          onValueChange={setFilter}
        />
      </div>
      {global && <p className="matrix-global-note">{MSG.globalProfileMatrix}</p>}
      <div className="matrix-scroll">
        <HTMLTable compact striped className="permission-matrix" aria-label="Permissões por módulo">
          <thead>
            <tr>
              <th scope="col">Módulo</th>
              {ACTIONS.map((a) => (
                <th key={a} scope="col">
                  {ACTION_LABELS[a]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((m) => (
              <tr key={m.name}>
                <th scope="row">
                  <button
                    type="button"
                    className="matrix-row-toggle"
                    disabled={fixed}
                    onClick={() => toggleRow(m.name)}
                    title="Marcar ou desmarcar todas as ações deste módulo"
                  >
                    {m.label}
                  </button>
                </th>
                {ACTIONS.map((a) => (
                  <td key={a}>
                    <Checkbox
                      className="matrix-cell"
                      aria-label={`${m.label}: ${ACTION_LABELS[a]}`}
                      checked={global || granted.has(key(m.name, a))}
                      disabled={fixed}
                      onChange={() => toggle(key(m.name, a))}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
