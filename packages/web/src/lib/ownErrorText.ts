/**
 * The one rule for failure toasts: an operation whose screen shows its own failure text (the
 * spec's 'Erro ao …' texts, the sign-in form's) declares so in its Apollo context, and the error
 * link then shows no toast of its own for it, so a failure is told once. Session expiry is still
 * the link's to handle.
 *
 * Usage: `useMutation(SaveReminderDocument, OWN_ERROR_TEXT)`, or `{ ...OWN_ERROR_TEXT, other options }`.
 */
export const OWN_ERROR_TEXT = { context: { ownErrorText: true } };

/** Whether an operation's context says its screen shows its own failure text. */
export const showsOwnErrorText = (context: Record<string, unknown> | undefined): boolean =>
  context?.ownErrorText === true;
