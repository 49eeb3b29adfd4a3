import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { Kind, print, visit, type DocumentNode, type FieldNode } from 'graphql';

const scalars = { DateTime: 'string', JSON: 'unknown' };

/**
 * Persisted queries: each of the web app's operations is sent by its hash alone in production
 * (APQ, `extensions.persistedQuery.sha256Hash`), and the gateway answers the hashes in this
 * manifest from operations it compiled at start. A hash is that of the exact text Apollo Client
 * sends when the gateway asks for it (PersistedQueryNotFound): the document printed with the
 * `__typename` selections its cache adds (web: persistedQueries.test.ts checks they are the same).
 */
const MANIFEST = 'packages/gateway/src/__generated__/persisted-documents.json';
const persisted = new Map<string, string>();
const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
const withTypenames = (document: DocumentNode) =>
  visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      const asked = node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'));
      return asked ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
const persistedHash = (document: DocumentNode) => {
  const text = print(withTypenames(document));
  const hash = createHash('sha256').update(text).digest('hex');
  persisted.set(hash, text);
  return { hash };
};
const writeManifest = () => {
  const sorted = Object.fromEntries([...persisted].sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(MANIFEST, `${JSON.stringify(sorted, null, 2)}\n`);
};

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
        // The hash each operation is sent by (`__meta__.hash`), its text kept for the manifest.
        unstable_onExecutableDocumentNode: persistedHash,
      },
    },
  },
  ignoreNoDocuments: true,
  hooks: { afterAllFileWrite: [writeManifest, 'prettier --write'] },
};

export default config;
