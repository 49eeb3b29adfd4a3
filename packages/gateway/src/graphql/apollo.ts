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

/** Query limits applied on HTTP and on the WebSocket path alike. */
export function armorProtection() {
  return new ApolloArmor({
    maxDepth: { n: 8 },
    costLimit: { maxCost: 5000 },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    maxTokens: { n: 2000 },
  }).protect();
}

export function createApollo(
  schema: GraphQLSchema,
  opts: { production: boolean; logger: FastifyBaseLogger; plugins?: ApolloServerPlugin<GatewayContext>[] },
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
    schema,
    plugins,
    validationRules: armor.validationRules as ValidationRule[],
    allowBatchedHttpRequests: false,
    introspection: !opts.production,
    includeStacktraceInErrorResponses: !opts.production,
    logger: opts.logger,
    formatError: (formatted, error) => {
      const code = formatted.extensions?.code;
      if (code === 'INTERNAL_SERVER_ERROR' && formatted.message !== 'Internal server error') {
        opts.logger.error({ err: error }, 'unexpected resolver error');
        return { message: 'Internal server error', extensions: { code } };
      }
      return formatted;
    },
  });
}
