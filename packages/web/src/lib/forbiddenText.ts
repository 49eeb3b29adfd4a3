/**
 * The services' own words for a refusal (403: the spec's record-access and permission texts), which
 * a screen shows instead of its generic failure text; null for any other error.
 */
export function forbiddenText(error: unknown): string | null {
  const errors = (error as { errors?: { message: string; extensions?: { code?: string } }[] })?.errors ?? [];
  return errors.find((e) => e.extensions?.code === 'FORBIDDEN')?.message ?? null;
}

/**
 * The services' own words for why they refused a change: a 403's text, or a reason of the record's
 * own (BAD_USER_INPUT: a rule the change would break); null for any other error, whose screen shows
 * its generic failure text.
 */
export function refusalText(error: unknown): string | null {
  const errors = (error as { errors?: { message: string; extensions?: { code?: string } }[] })?.errors ?? [];
  return forbiddenText(error) ?? errors.find((e) => e.extensions?.code === 'BAD_USER_INPUT')?.message ?? null;
}

/**
 * A refusal of an action without a form (a deletion): the 403's text, else the reasons a
 * VALIDATION_FAILED gives ('Você não pode excluir o próprio usuário'); null for any other error.
 */
export function actionRefusalText(error: unknown): string | null {
  type Failed = { extensions?: { code?: string; fieldErrors?: { messages: string[] }[] } };
  const errors = (error as { errors?: Failed[] })?.errors ?? [];
  const reasons = errors
    .filter((e) => e.extensions?.code === 'VALIDATION_FAILED')
    .flatMap((e) => e.extensions?.fieldErrors ?? [])
    .flatMap((f) => f.messages);
  return forbiddenText(error) ?? (reasons.length ? reasons.join(' ') : null);
}
