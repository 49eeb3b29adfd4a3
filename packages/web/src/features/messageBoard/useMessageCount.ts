import { useSubscription } from '@apollo/client/react';
import { MessageCountDocument } from '../../__generated__/graphql';

/** The user's unread message count from the real-time channel; null until the first event. */
export function useMessageCount(): number | null {
  const { data } = useSubscription(MessageCountDocument);
  return data?.messageCount ?? null;
}
