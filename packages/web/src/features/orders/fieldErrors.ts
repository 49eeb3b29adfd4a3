/** A VALIDATION_FAILED's field errors by field ('items.0.invoicedQuantity' → its first message). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors =
    (
      error as {
        errors?: { extensions?: { code?: string; fieldErrors?: { field: string; messages: string[] }[] } }[];
      }
    )?.errors ?? [];
  return Object.fromEntries(
    errors
      .filter((e) => e.extensions?.code === 'VALIDATION_FAILED')
      .flatMap((e) => e.extensions?.fieldErrors ?? [])
      .map((f) => [f.field, f.messages[0] ?? '']),
  );
}
