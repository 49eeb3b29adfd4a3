import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATED = /\/src\/__generated__\/graphql\.ts$/;
const PREFIX = '\0gql-document:';
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * Codegen writes every typed document into one module. Rollup never splits a module, so the first
 * screen would carry every screen's operations. This serves each document as a module of its own
 * and the generated file as re-exports of them: each screen's chunk gets only what it uses.
 */
export function splitDocuments(): Plugin {
  let documents = new Map<string, string>();
  return {
    name: 'balcao:split-documents',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (GENERATED.test(id)) {
        documents = new Map([...readFileSync(id, 'utf8').matchAll(DOCUMENT)].map((m) => [m[1]!, m[2]!]));
        return [...documents.keys()].map((n) => `export { ${n} } from '${PREFIX}${n}';`).join('\n');
      }
      if (id.startsWith(PREFIX)) {
        const name = id.slice(PREFIX.length);
        return `export const ${name} = ${documents.get(name)};`;
      }
      return null;
    },
    resolveId(source) {
      return source.startsWith(PREFIX) ? source : null;
    },
  };
}
