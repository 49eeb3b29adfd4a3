/**
 * The authorization matrix, entry point '@balcao/schema/authz': every REST route and GraphQL
 * operation with the module × action it needs and the record rule it applies. Read by the
 * services' and the gateway's matrix tests, which call each one as every demo profile.
 */
import { RESOURCES } from '../resources/index.js';
import { REST } from './rest.js';
import { MUTATION, QUERY, SUBSCRIPTION } from './graphql.js';
import { kitGraphql, kitRest } from './kit.js';
import { IMPORTS } from '../imports/model.js';
import { importGraphql, importRest } from './imports.js';
import type { GraphqlEntry, GraphqlRoot, RestEntry, RouteKey } from './types.js';

export * from './types.js';
export { kitAreaOf, kitGraphql } from './kit.js';
export { REST, QUERY, MUTATION, SUBSCRIPTION };

/** The hand-written entries, with every kit area's derived ones over them. */
export const restMatrix = (): Record<RouteKey, RestEntry> =>
  Object.assign({}, REST, ...RESOURCES.map(kitRest), ...IMPORTS.map(importRest)) as Record<
    RouteKey,
    RestEntry
  >;

/** Every GraphQL operation by its root type: the hand-written ones and every kit area's. */
export function graphqlMatrix(): Record<GraphqlRoot, Record<string, GraphqlEntry>> {
  const kit = [...RESOURCES.map(kitGraphql), importGraphql(IMPORTS)];
  return {
    Query: Object.assign({}, QUERY, ...kit.map((k) => k.Query)) as Record<string, GraphqlEntry>,
    Mutation: Object.assign({}, MUTATION, ...kit.map((k) => k.Mutation)) as Record<string, GraphqlEntry>,
    Subscription: { ...SUBSCRIPTION },
  };
}
