import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import {
  HideNotificationDocument,
  SetNotificationFixedDocument,
  SnoozeNotificationDocument,
} from '../../__generated__/graphql';
import { SnoozeDialog } from './SnoozeDialog';

/**
 * A notification's own actions, the same from the drawer and from the list: fix or unfix, clear,
 * and remind later (the snooze dialog asks the minutes). Each reloads the list, or says it failed;
 * `run` does the same for the caller's other calls.
 */
export function useNotificationActions(refetch: () => Promise<unknown>) {
  const [snoozing, setSnoozing] = useState<string | null>(null);
  const [setFixed] = useMutation(SetNotificationFixedDocument, OWN_ERROR_TEXT);
  const [hide] = useMutation(HideNotificationDocument, OWN_ERROR_TEXT);
  const [snooze] = useMutation(SnoozeNotificationDocument, OWN_ERROR_TEXT);
  const run = (p: Promise<unknown>, failure: string) =>
    p.then(
      () => refetch(),
      () => notify.error(failure),
    );
  const snoozeDialog = snoozing && (
    <SnoozeDialog
      onClose={() => setSnoozing(null)}
      onConfirm={(delay) => {
        const id = snoozing;
        setSnoozing(null);
        void run(snooze({ variables: { id, delay } }), MSG.changeStatusFailed);
      }}
    />
  );
  return {
    run,
    fix: (id: string, fixed: boolean) =>
      void run(setFixed({ variables: { id, fixed } }), MSG.markFixedFailed),
    clear: (id: string) => void run(hide({ variables: { id } }), MSG.deleteMessageFailed),
    snoozeLater: (id: string) => setSnoozing(id),
    snoozeDialog,
  };
}
