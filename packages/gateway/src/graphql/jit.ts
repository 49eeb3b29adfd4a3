import type { GatewayInterface } from '@apollo/server-gateway-interface';
import { GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { isCompiledQuery } from 'graphql-jit';
import type { OperationCache } from './operations.js';

/**
 * Apollo Server executes through this instead of graphql-js: each operation is compiled once by
 * graphql-jit, after Apollo has parsed and validated it, and the compiled function runs on every
 * later request. Apollo 5 takes a custom executor only through its gateway interface.
 */
export function jitExecutor(schema: GraphQLSchema, operations: OperationCache): GatewayInterface {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async load() {
      return {
        executor: async (rc) => {
          const compiled = operations.compile(rc.document, rc.source, rc.operationName);
          if (!isCompiledQuery(compiled)) return compiled;
          const result = await compiled.query(undefined, rc.context, rc.request.variables ?? {});
          return 'data' in result ? result : badVariables(result);
        },
      };
    },
    async stop() {},
  };
}

/**
 * A result without data is graphql-jit refusing the variables. Its errors carry no code, so they
 * get BAD_USER_INPUT, as graphql-js's coercion errors do under Apollo (which answers them with 400).
 */
function badVariables(result: ExecutionResult): ExecutionResult {
  return {
    errors: (result.errors ?? []).map((e) =>
      Object.assign(new GraphQLError(e.message, { extensions: { code: 'BAD_USER_INPUT' } }), {
        locations: e.locations,
      }),
    ),
  };
}
