import { Button, Callout } from '@blueprintjs/core';
import { MSG } from '@balcao/schema';

export type ConflictChange = { label: string; value: string };

/** A stale write (409): what the other person changed, and a way to load the current version. */
export function ConflictNotice({ changes, onReload }: { changes: ConflictChange[]; onReload: () => void }) {
  return (
    <Callout intent="warning" role="alert" className="form-summary" title={MSG.staleWrite}>
      {changes.length > 0 && (
        <ul className="conflict-changes">
          {changes.map((c) => (
            <li key={c.label}>
              {c.label}: agora <strong>{c.value}</strong>
            </li>
          ))}
        </ul>
      )}
      <Button intent="warning" icon="refresh" text="Recarregar" onClick={onReload} />
    </Callout>
  );
}

/** The record as it is now, from a CONFLICT error's extensions; null for any other error. */
export function conflictCurrent(error: unknown): Record<string, unknown> | null {
  const errors =
    (error as { errors?: { extensions?: { code?: string; current?: unknown } }[] })?.errors ?? [];
  const e = errors.find((x) => x.extensions?.code === 'CONFLICT');
  return e ? ((e.extensions?.current as Record<string, unknown>) ?? {}) : null;
}
