import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { MSG } from '@balcao/schema';
import { notify } from '../../lib/toaster';
import { OWN_ERROR_TEXT } from '../../lib/ownErrorText';
import { MarkMessagesReadDocument, MessagePreviewDocument } from '../../__generated__/graphql';

/**
 * One message as its preview shows it (dialog or pane). spec/01 §4: opening it marks the first
 * received copy read when it has no readingAt; `onRead` follows that.
 */
export function useMessagePreview(id: string, onRead?: () => void) {
  const { data, loading, error } = useQuery(MessagePreviewDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [markRead] = useMutation(MarkMessagesReadDocument, OWN_ERROR_TEXT);
  const marked = useRef<string | null>(null);
  const message = data?.message;

  useEffect(() => {
    const copy = message?.messagesSent[0]?.messageReceived[0];
    if (!message || !copy || copy.readingAt || marked.current === message.id) return;
    marked.current = message.id;
    markRead({ variables: { ids: [message.id], read: true } }).then(
      () => onRead?.(),
      () => notify.error(MSG.markReadFailed),
    );
  }, [message, markRead, onRead]);

  return { message, loading, error };
}
