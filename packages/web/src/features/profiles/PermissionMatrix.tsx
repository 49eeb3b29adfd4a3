import { useState } from 'react';
import { Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useController, useWatch } from 'react-hook-form';
import { ACTION_LABELS, ACTIONS, MODULES, MSG } from '@balcao/schema';
import { accessCode } from '@balcao/schema/resources';
import type { FieldSlotProps } from '../resources';

/**
 * A profile's grants (its `grants` field) as the module × action matrix: filter the modules, tick a
 * cell, or a whole row by its name. With 'Acesso total' (its `global` field) every box shows ticked
 * and fixed, as the profile may do everything; the grants ticked before come back if it is turned off.
 */
export function PermissionMatrix<Rec>({ control, name, readOnly }: FieldSlotProps<Rec>) {
  const { field } = useController({ control, name });
  const global = Boolean(useWatch({ control, name: 'global' }));
  const granted = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  const fixed = readOnly || global;
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = MODULES.filter((m) => !wanted || `${m.label} ${m.name}`.toLowerCase().includes(wanted));
  const set = (codes: string[], on: boolean) => {
    const next = new Set(granted);
    for (const c of codes)
      if (on) next.add(c);
      else next.delete(c);
    field.onChange([...next]);
  };
  const toggleRow = (module: string) => {
    const codes = ACTIONS.map((a) => accessCode(module, a));
    set(codes, !codes.every((c) => granted.has(c)));
  };
  return (
    <>
      <InputGroup
        className="matrix-filter"
        leftIcon="search"
        type="search"
        placeholder="Filtrar módulos"
        aria-label="Filtrar módulos"
        value={filter}
        onValueChange={setFilter}
      />
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
                {ACTIONS.map((a) => {
                  const code = accessCode(m.name, a);
                  return (
                    <td key={a}>
                      <Checkbox
                        className="matrix-cell"
                        aria-label={`${m.label}: ${ACTION_LABELS[a]}`}
                        checked={global || granted.has(code)}
                        disabled={fixed}
                        onChange={(e) => set([code], e.currentTarget.checked)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
