import { CombinedGraphQLErrors } from '@apollo/client';
import { MSG } from '@balcao/schema';

/**
 * The text a workflow action failure shows beside the panel. FORBIDDEN and CONFLICT are left to the
 * screen by the error link; the services word them (spec/02 §6 for the 403).
 */
export function actionErrorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    if (code === 'FORBIDDEN') return MSG.noPermission;
    if (first?.message) return first.message;
  }
  return MSG.requestFailed;
}
