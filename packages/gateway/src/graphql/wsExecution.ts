import {
  parse,
  subscribe,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type Source,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * How the WebSocket path parses, validates and runs subscriptions. Thousands of sessions send the
 * same few subscription texts, and one event reaches them all: each text is parsed and validated
 * once (the same document object for every session), and each document compiled once by
 * graphql-jit, so that an event costs its subscriber a call of the compiled function, not a
 * graphql-js execution (context building, variable coercion) of its selection.
 */
export function wsExecution(
  check: (schema: GraphQLSchema, document: DocumentNode) => readonly GraphQLError[],
) {
  const documents = new LRUCache<string, DocumentNode>({ max: 500 });
  const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery>>();
  return {
    parse(source: string | Source): DocumentNode {
      if (typeof source !== 'string') return parse(source);
      let doc = documents.get(source);
      if (!doc) documents.set(source, (doc = parse(source)));
      return doc;
    },
    validate(schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
      let errors = checked.get(document);
      if (!errors) checked.set(document, (errors = check(schema, document)));
      return errors;
    },
    /** graphql-jit's subscribe for a document it compiles; graphql-js for one it cannot. */
    async subscribe(args: ExecutionArgs) {
      const name = args.operationName ?? '';
      const forDoc = compiled.get(args.document) ?? new Map<string, CompiledQuery>();
      compiled.set(args.document, forDoc);
      let query = forDoc.get(name);
      if (!query) {
        const made = compileQuery(args.schema, args.document, args.operationName ?? undefined);
        if (!isCompiledQuery(made) || !made.subscribe) return subscribe(args);
        forDoc.set(name, (query = made));
      }
      return query.subscribe!(args.rootValue, args.contextValue, args.variableValues ?? {}) as Promise<
        AsyncIterableIterator<ExecutionResult> | ExecutionResult
      >;
    },
  };
}
