import type { Resolvers } from '../../__generated__/resolvers.js';

export const remindersResolvers: Resolvers = {
  Query: {
    reminders: (_, __, { upstream }) => upstream.reminders.list(),
  },
  Mutation: {
    createReminder: (_, { content }, { upstream }) => upstream.reminders.create(content ?? ''),
    saveReminder: (_, { id, content, showContent }, { upstream }) =>
      upstream.reminders.save(id, {
        ...(content != null ? { content } : {}),
        ...(showContent != null ? { showContent } : {}),
      }),
    removeReminder: (_, { id }, { upstream }) => upstream.reminders.remove(id),
  },
};
