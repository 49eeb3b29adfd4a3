/** A history value as a person reads it: Sim/Não, lists by name, '—' for nothing. */
export function formatValue(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (Array.isArray(v))
    return v.length === 0
      ? '—'
      : v
          .map((x) =>
            x && typeof x === 'object'
              ? String(
                  (x as Record<string, unknown>).name ??
                    (x as Record<string, unknown>).module ??
                    JSON.stringify(x),
                ) + permissionsOf(x)
              : String(x),
          )
          .join(', ');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

function permissionsOf(x: object): string {
  const p = (x as { permissions?: unknown }).permissions;
  return Array.isArray(p) ? ` (${p.join(', ')})` : '';
}
