import { useSubscription } from '@apollo/client/react';
import { NotificationCountDocument } from '../../__generated__/graphql';

/** The user's notification count from the real-time channel; null until the first event. */
export function useNotificationCount(): number | null {
  const { data } = useSubscription(NotificationCountDocument);
  return data?.notificationCount ?? null;
}
