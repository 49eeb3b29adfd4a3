import type { Resolvers } from '../../__generated__/resolvers.js';
import { countOf, eventStream, SESSION_OVER, sessionExpired } from '../../realtime/subscriptions.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_, { page, pageSize, q }, { upstream }) =>
      upstream.notifications.list(page ?? 1, pageSize ?? 5, q),
    notificationCount: (_, __, { upstream }) => upstream.notifications.count(),
    notificationsMuted: (_, __, { upstream }) => upstream.notifications.muted(),
    notificationConfigs: (_, __, { upstream }) => upstream.notifications.configs(),
    notificationProcesses: (_, __, { upstream }) => upstream.notifications.processes(),
    mailOutbox: (_, { page, pageSize }, { upstream }) =>
      upstream.notifications.outbox(page ?? 1, pageSize ?? 50),
  },
  Mutation: {
    setNotificationsMuted: (_, { muted }, { upstream }) => upstream.notifications.setMuted(muted),
    setNotificationFixed: (_, { id, fixed }, { upstream }) => upstream.notifications.setFixed(id, fixed),
    hideNotification: (_, { id }, { upstream }) => upstream.notifications.hide(id),
    deleteNotifications: (_, { ids }, { upstream }) => upstream.notifications.remove(ids),
    snoozeNotification: (_, { id, delay }, { upstream }) => upstream.notifications.snooze(id, delay),
    sendNotification: (_, { input }, { upstream }) => upstream.notifications.send(input),
    createNotificationConfig: (_, { accessName }, { upstream }) =>
      upstream.notifications.createConfig(accessName),
    updateNotificationConfig: (_, { id, input }, { upstream }) =>
      upstream.notifications.updateConfig(id, input),
    deleteNotificationConfig: (_, { id }, { upstream }) => upstream.notifications.deleteConfig(id),
    resetNotificationConfigs: (_, __, { upstream }) => upstream.notifications.resetConfigs(),
  },
  Subscription: {
    notificationCount: {
      subscribe: (_, __, { sockets, token }) => eventStream(sockets, token, 'notification'),
      resolve: countOf,
    },
    messageCount: {
      subscribe: (_, __, { sockets, token }) => eventStream(sockets, token, 'messages'),
      resolve: countOf,
    },
    ordersImportProgress: {
      subscribe: (_, __, { sockets, token }) => eventStream(sockets, token, 'ordersImportProgress'),
      resolve: (payload: unknown) => {
        if (payload === SESSION_OVER) throw sessionExpired();
        return payload as { percent: number };
      },
    },
  },
};
