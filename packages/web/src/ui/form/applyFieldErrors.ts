type FieldErrors = { field: string; messages: string[] }[];
type SetError = (name: never, error: { type: string; message: string }) => void;

/** Puts a VALIDATION_FAILED's field errors onto a react-hook-form form; true when it found any. */
export function applyFieldErrors(error: unknown, setError: SetError): boolean {
  const errors =
    (error as { errors?: { extensions?: { code?: string; fieldErrors?: FieldErrors } }[] })?.errors ?? [];
  let applied = false;
  for (const e of errors) {
    if (e.extensions?.code !== 'VALIDATION_FAILED') continue;
    for (const f of e.extensions.fieldErrors ?? []) {
      setError(f.field as never, { type: 'server', message: f.messages[0] ?? '' });
      applied = true;
    }
  }
  return applied;
}
