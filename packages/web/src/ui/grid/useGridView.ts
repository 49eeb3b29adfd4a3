import { useCallback, useState } from 'react';

/** How a user arranged a grid: column order, widths and hidden columns. */
export type GridView = { order: string[]; widths: Record<string, number>; hidden: string[] };

const storageKey = (gridKey: string) => `grid-view:${gridKey}`;

/** The saved view fitted to today's columns: unknown keys dropped, new columns appended. */
export function fitView(saved: Partial<GridView> | null, keys: string[]): GridView {
  const order = (saved?.order ?? []).filter((k) => keys.includes(k));
  for (const k of keys) if (!order.includes(k)) order.push(k);
  const hidden = (saved?.hidden ?? []).filter((k) => keys.includes(k));
  const widths = Object.fromEntries(
    Object.entries(saved?.widths ?? {}).filter(
      ([k, w]) => keys.includes(k) && typeof w === 'number' && w > 20,
    ),
  );
  return { order, widths, hidden: hidden.length >= keys.length ? [] : hidden };
}

function read(gridKey: string): Partial<GridView> | null {
  try {
    return JSON.parse(localStorage.getItem(storageKey(gridKey)) ?? 'null') as Partial<GridView> | null;
  } catch {
    return null;
  }
}

/** The grid's view, kept in this browser per grid; `set(null)` restores the screen's default. */
export function useGridView(gridKey: string, columns: { key: string }[]) {
  const keys = columns.map((c) => c.key);
  const [view, setState] = useState(() => fitView(read(gridKey), keys));
  const set = useCallback(
    (next: GridView | null) => {
      if (next) localStorage.setItem(storageKey(gridKey), JSON.stringify(next));
      else localStorage.removeItem(storageKey(gridKey));
      setState(next ?? fitView(null, keys));
    },
    // keys follow columns, which a screen declares once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [gridKey],
  );
  return [view, set] as const;
}
