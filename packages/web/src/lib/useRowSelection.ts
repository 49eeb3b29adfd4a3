import { useState } from 'react';

/** Which of a list's rows are ticked, by id: one row on or off, all or none. */
export function useRowSelection(rows: readonly { id: string }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const setAll = (on: boolean) => setSelected(on ? new Set(rows.map((r) => r.id)) : new Set());
  return { selected, allSelected, toggle, setAll, clear: () => setAll(false) };
}
