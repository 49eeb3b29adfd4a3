import type { Resolvers } from '../../__generated__/resolvers.js';

export const messagesResolvers: Resolvers = {
  Query: {
    messages: (_, { input }, { upstream }) => upstream.messages.list(input),
    message: (_, { id }, { upstream }) => upstream.messages.get(id),
    messageCount: (_, __, { upstream }) => upstream.messages.count(),
    messageReaders: (_, { id, page, pageSize }, { upstream }) =>
      upstream.messages.readers(id, page ?? 1, pageSize ?? 1000),
    messageRecipients: (_, { q }, { upstream }) => upstream.messages.recipients(q),
    messageBoardPreviewPane: (_, __, { upstream }) => upstream.messages.previewPane(),
  },
  Mutation: {
    saveMessage: (_, { input }, { upstream }) => upstream.messages.save(input),
    markMessagesRead: (_, { ids, read }, { upstream }) => upstream.messages.markRead(ids, read),
    setMessagePinned: (_, { id, pinned }, { upstream }) => upstream.messages.setPinned(id, pinned),
    setMessagesActive: (_, { ids, active }, { upstream }) => upstream.messages.setActive(ids, active),
    removeReceivedMessages: (_, { ids }, { upstream }) => upstream.messages.removeReceived(ids),
    deleteMessages: (_, { ids }, { upstream }) => upstream.messages.remove(ids),
    setMessageBoardPreviewPane: (_, { show }, { upstream }) => upstream.messages.setPreviewPane(show),
  },
};
