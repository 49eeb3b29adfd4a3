import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', JSON: 'unknown' };

const config: CodegenConfig = {
  // Hand-written SDL, and the record kit's written by `pnpm run gen:resources`.
  schema: ['packages/schema/src/*.graphql', 'packages/schema/src/generated/*.graphql'],
  generates: {
    'packages/gateway/src/__generated__/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        // REST ids are numbers; GraphQL serializes them as ID strings.
        scalars: { ...scalars, ID: { input: 'string', output: 'string | number' } },
        useIndexSignature: true,
        mappers: {},
      },
    },
    'packages/web/src/__generated__/graphql.ts': {
      documents: ['packages/web/src/**/*.graphql'],
      // typescript-operations (v5) emits the enums and inputs the documents use; no 'typescript' plugin here.
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars,
        avoidOptionals: false,
        skipTypename: false,
      },
    },
  },
  ignoreNoDocuments: true,
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
