import type { ImportProgress, Resolvers } from '../../__generated__/resolvers.js';
import { eventStream, SESSION_OVER, sessionExpired } from '../../realtime/subscriptions.js';

/** The import kit: a kind's history, one job, its cancel, and the importer's progress. */
export const importsResolvers: Resolvers = {
  Query: {
    importJobs: (_, { kind, target, input }, { upstream }) => upstream.imports.jobs(kind, target, input),
    importJob: (_, { kind, id }, { upstream }) => upstream.imports.job(kind, id),
  },
  Mutation: {
    cancelImport: (_, { kind, id }, { upstream }) => upstream.imports.cancel(kind, id),
  },
  Subscription: {
    importProgress: {
      subscribe: (_, __, { sockets, token }) => eventStream(sockets, token, 'importProgress'),
      resolve: (payload: unknown) => {
        if (payload === SESSION_OVER) throw sessionExpired();
        return payload as ImportProgress;
      },
    },
  },
};
