import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
  ApolloServerPluginSchemaReportingDisabled,
  ApolloServerPluginUsageReportingDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { FormatError } from './errors.js';
import { jitExecutor } from './jit.js';
import type { OperationCache } from './operations.js';
import type { PersistedDocuments } from './persisted.js';

/** Armor's token limit, which it applies while parsing (persisted.ts applies it the same way). */
export const MAX_TOKENS = 2000;

/** Query limits applied on HTTP and on the WebSocket path alike. */
export function armorProtection() {
  return new ApolloArmor({
    maxDepth: { n: 8 },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: MAX_TOKENS },
    // Armor rewrites every error's message for this, which the compiled executor's errors refuse;
    // Apollo's own option below removes the suggestions from validation errors instead.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

export function createApollo(
  schema: GraphQLSchema,
  opts: {
    production: boolean;
    logger: FastifyBaseLogger;
    operations: OperationCache;
    persisted: PersistedDocuments;
    formatError: FormatError;
    plugins?: ApolloServerPlugin<GatewayContext>[];
  },
) {
  const armor = armorProtection();
  const plugins: ApolloServerPlugin<GatewayContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<GatewayContext>[]),
    // Reporting, tracing and cache-control hints cost time on every request and serve nothing here.
    ApolloServerPluginUsageReportingDisabled(),
    ApolloServerPluginSchemaReportingDisabled(),
    ApolloServerPluginInlineTraceDisabled(),
    ApolloServerPluginCacheControlDisabled(),
    ...(opts.plugins ?? []),
  ];
  if (opts.production) plugins.push(ApolloServerPluginLandingPageDisabled());
  return new ApolloServer<GatewayContext>({
    // Parsed and validated by Apollo (documents cached by hash), executed by graphql-jit.
    gateway: jitExecutor(schema, opts.operations),
    plugins,
    validationRules: armor.validationRules as ValidationRule[],
    allowBatchedHttpRequests: false,
    // APQ: the web app's manifest, then what other clients register.
    persistedQueries: { cache: opts.persisted.apqCache() },
    // Compact JSON: Apollo pretty-prints by default, which costs time on every response.
    stringifyResult: (result) => JSON.stringify(result),
    // In production only a signed-in caller reaches it (introspection.ts, before Apollo).
    introspection: true,
    hideSchemaDetailsFromClientErrors: opts.production,
    includeStacktraceInErrorResponses: !opts.production,
    logger: opts.logger,
    formatError: opts.formatError,
  });
}
