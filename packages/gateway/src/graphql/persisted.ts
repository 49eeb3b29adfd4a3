import type { ApolloServerOptions } from '@apollo/server';
import { Kind, parse, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import manifest from '../__generated__/persisted-documents.json' with { type: 'json' };
import type { GatewayContext } from '../context.js';
import { asksForSchema } from './introspection.js';

type ApqCache = NonNullable<
  NonNullable<Exclude<ApolloServerOptions<GatewayContext>['persistedQueries'], false>>['cache']
>;

export type PersistedOperation = {
  source: string;
  operationName: string | null;
  /** Absent when the document fails parsing, validation or compiling: Apollo then answers its errors. */
  compiled?: CompiledQuery;
};

/** What Apollo's APQ store keeps of texts other clients register beside the manifest's (bytes). */
const REGISTERED_MAX = 16 * 1024 * 1024;

/**
 * The web app's operations by their hash (codegen.ts writes the manifest), read at start; each is
 * parsed, validated (the same rules and limits as Apollo's) and compiled by graphql-jit once, when
 * first asked (compiling all of them would add seconds to every start). The fast path
 * answers a POST carrying one of these hashes (APQ's `extensions.persistedQuery.sha256Hash`) from
 * its compiled form; Apollo finds the same texts in its APQ store (`apqCache`), so whatever the fast
 * path leaves to it, and a development gateway, gives the same answer. A hash outside the manifest
 * is Apollo's: PersistedQueryNotFound, after which the client sends its text with its hash, as other
 * tools may. A document asking for the schema is left out, so that its text, which the introspection
 * check reads, has to come.
 */
export class PersistedDocuments {
  private readonly byHash = new Map<string, PersistedOperation | string>();
  private readonly rules: readonly ValidationRule[];

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly limits: { validationRules: ValidationRule[]; maxTokens: number },
    documents: Record<string, string> = manifest,
  ) {
    this.rules = [...specifiedRules, ...limits.validationRules];
    for (const [hash, source] of Object.entries(documents))
      if (!asksForSchema(source)) this.byHash.set(hash, source);
  }

  get size() {
    return this.byHash.size;
  }

  /** The operation an APQ `extensions` value names, if it is one of the manifest's. */
  find(extensions: unknown): PersistedOperation | undefined {
    if (!extensions || typeof extensions !== 'object') return undefined;
    const persisted = (extensions as { persistedQuery?: { version?: unknown; sha256Hash?: unknown } })
      .persistedQuery;
    if (persisted?.version !== 1 || typeof persisted.sha256Hash !== 'string') return undefined;
    const found = this.byHash.get(persisted.sha256Hash);
    if (typeof found !== 'string') return found;
    const operation = precompile(this.schema, found, this.rules, this.limits.maxTokens);
    this.byHash.set(persisted.sha256Hash, operation);
    return operation;
  }

  private source(hash: string) {
    const found = this.byHash.get(hash);
    return typeof found === 'string' ? found : found?.source;
  }

  /** Apollo's APQ store: the manifest's texts, then those other clients register (bounded). */
  apqCache(): ApqCache {
    const registered = new LRUCache<string, string>({
      maxSize: REGISTERED_MAX,
      sizeCalculation: (text) => text.length || 1,
    });
    const hashOf = (key: string) => key.slice(key.indexOf(':') + 1);
    return {
      get: async (key) => this.source(hashOf(key)) ?? registered.get(key),
      set: async (key, value, options) => {
        registered.set(key, value, options?.ttl ? { ttl: options.ttl * 1000 } : undefined);
      },
      delete: async (key) => registered.delete(key),
    };
  }
}

function precompile(
  schema: GraphQLSchema,
  source: string,
  rules: readonly ValidationRule[],
  maxTokens: number,
): PersistedOperation {
  let document;
  try {
    document = parse(source, { maxTokens });
  } catch {
    return { source, operationName: null };
  }
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operationName = operation?.name?.value ?? null;
  if (validate(schema, document, rules).length > 0) return { source, operationName };
  const compiled = compileQuery(schema, document, operationName ?? undefined);
  return isCompiledQuery(compiled) ? { source, operationName, compiled } : { source, operationName };
}
