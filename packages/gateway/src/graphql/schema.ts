import { makeExecutableSchema } from '@graphql-tools/schema';
import { GraphQLScalarType, Kind } from 'graphql';
import { loadTypeDefs } from '@balcao/schema/sdl';
import { authResolvers } from '../domains/auth/auth.resolvers.js';
import { profilesResolvers } from '../domains/profiles/profiles.resolvers.js';
import { usersResolvers } from '../domains/users/users.resolvers.js';

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (v) => (v instanceof Date ? v.toISOString() : String(v)),
  parseValue: (v) => String(v),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

export function buildSchema() {
  return makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      { DateTime, Query: { health: () => true } },
      authResolvers,
      usersResolvers,
      profilesResolvers,
    ],
  });
}
