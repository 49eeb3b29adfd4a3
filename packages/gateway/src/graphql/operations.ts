import type { DocumentNode, ExecutionResult, GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';

/**
 * Operations compiled by graphql-jit, keyed by their source text and operation name. An entry is
 * only ever made from a document Apollo has already parsed and validated (armor limits included),
 * so finding one means that exact text passed those checks.
 */
export class OperationCache {
  private readonly entries: LRUCache<string, CompiledQuery>;

  constructor(
    private readonly schema: GraphQLSchema,
    max = 1000,
  ) {
    this.entries = new LRUCache({ max });
  }

  static key(source: string, operationName: string | null | undefined) {
    return operationName ? `${operationName}\n${source}` : source;
  }

  get(source: string, operationName: string | null | undefined): CompiledQuery | undefined {
    return this.entries.get(OperationCache.key(source, operationName));
  }

  /** The compiled operation, compiling and keeping it on first use; compile errors are returned. */
  compile(
    document: DocumentNode,
    source: string,
    operationName: string | null,
  ): CompiledQuery | ExecutionResult {
    const key = OperationCache.key(source, operationName);
    const found = this.entries.get(key);
    if (found) return found;
    const compiled = compileQuery(this.schema, document, operationName ?? undefined);
    if (isCompiledQuery(compiled)) this.entries.set(key, compiled);
    return compiled;
  }
}
