import { memo, useCallback, useRef, useState } from 'react';
import { Checkbox, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useController, useWatch } from 'react-hook-form';
import { ACTION_LABELS, ACTIONS, MODULES, MSG } from '@balcao/schema';
import { accessCode } from '@balcao/schema/resources';
import type { FieldSlotProps } from '../resources';

type Module = (typeof MODULES)[number];
type SetCodes = (codes: string[], on?: boolean) => void;

/**
 * One module's row. Memoised on what it shows (which of its actions are ticked, whether the boxes
 * are fixed): a tick redraws one row of the 70, not the 700 boxes.
 */
const MatrixRow = memo(function MatrixRow({
  module: m,
  ticked,
  fixed,
  onSet,
}: {
  module: Module;
  /** One character per action of ACTIONS: '1' ticked, '0' not. */
  ticked: string;
  fixed: boolean;
  onSet: SetCodes;
}) {
  const codes = ACTIONS.map((a) => accessCode(m.name, a));
  return (
    <tr>
      <th scope="row">
        <button
          type="button"
          className="matrix-row-toggle"
          disabled={fixed}
          onClick={() => onSet(codes)}
          title="Marcar ou desmarcar todas as ações deste módulo"
        >
          {m.label}
        </button>
      </th>
      {ACTIONS.map((a, i) => (
        <td key={a}>
          <Checkbox
            className="matrix-cell"
            aria-label={`${m.label}: ${ACTION_LABELS[a]}`}
            checked={ticked[i] === '1'}
            disabled={fixed}
            onChange={(e) => onSet([codes[i]!], e.currentTarget.checked)}
          />
        </td>
      ))}
    </tr>
  );
});

/**
 * A profile's grants (its `grants` field) as the module × action matrix: filter the modules, tick a
 * cell, or a whole row by its name. With 'Acesso total' (its `global` field) every box shows ticked
 * and fixed, as the profile may do everything; the grants ticked before come back if it is turned off.
 */
export function PermissionMatrix<Rec>({ control, name, readOnly }: FieldSlotProps<Rec>) {
  const { field } = useController({ control, name });
  const global = Boolean(useWatch({ control, name: 'global' }));
  const granted = new Set<string>(Array.isArray(field.value) ? (field.value as string[]) : []);
  const fixed = Boolean(readOnly) || global;
  const [filter, setFilter] = useState('');
  const wanted = filter.trim().toLowerCase();
  const shown = MODULES.filter((m) => !wanted || `${m.label} ${m.name}`.toLowerCase().includes(wanted));
  // The rows keep one callback: it reads the grants and onChange of the latest render.
  const latest = useRef({ granted, onChange: field.onChange });
  latest.current = { granted, onChange: field.onChange };
  /** Ticks or unticks the codes; without `on`, a whole row: all ticked unless all already are. */
  const onSet = useCallback<SetCodes>((codes, on) => {
    const { granted: now, onChange } = latest.current;
    const tick = on ?? !codes.every((c) => now.has(c));
    const next = new Set(now);
    for (const c of codes)
      if (tick) next.add(c);
      else next.delete(c);
    onChange([...next]);
  }, []);
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
              <MatrixRow
                key={m.name}
                module={m}
                ticked={ACTIONS.map((a) => (global || granted.has(accessCode(m.name, a)) ? '1' : '0')).join(
                  '',
                )}
                fixed={fixed}
                onSet={onSet}
              />
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </>
  );
}
