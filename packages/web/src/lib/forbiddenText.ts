/**
 * The services' own words for a refusal (403: the spec's record-access and permission texts), which
 * a screen shows instead of its generic failure text; null for any other error.
 */
export function forbiddenText(error: unknown): string | null {
  const errors = (error as { errors?: { message: string; extensions?: { code?: string } }[] })?.errors ?? [];
  return errors.find((e) => e.extensions?.code === 'FORBIDDEN')?.message ?? null;
}
