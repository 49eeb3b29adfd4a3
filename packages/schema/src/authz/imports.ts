import type { ImportDefinition } from '../imports/model.js';
import type { GraphqlEntry, RestEntry, RouteKey } from './types.js';

/**
 * The entries of an import kind, derived as the services' import kit registers its routes
 * (services imports/imports.routes.ts): importing needs the kind's module × IMPORTACAO_EM_MASSA,
 * its history and error reports module × VISUALIZAR; a cancel is the importer's own.
 */
export function importRest(def: ImportDefinition): Record<RouteKey, RestEntry> {
  const base = `/services/imports/${def.rest}`;
  const run = { module: def.module, action: 'IMPORTACAO_EM_MASSA' as const };
  const view = { module: def.module, action: 'VISUALIZAR' as const };
  return {
    [`POST ${base}`]: { need: run },
    [`GET ${base}/jobs`]: { need: view },
    [`GET ${base}/jobs/:id`]: { need: view },
    [`POST ${base}/jobs/:id/cancel`]: { need: run, rule: 'own' },
    [`GET ${base}/jobs/:id/errors`]: { need: view },
    [`GET ${base}/template`]: { need: run },
  };
}

/** The import kit's GraphQL fields, each checked as the route of the first kind. */
export function importGraphql(defs: readonly ImportDefinition[]) {
  const def = defs[0]!;
  const base = `/services/imports/${def.rest}`;
  const args = { kind: def.kind };
  const Query: Record<string, GraphqlEntry> = {
    importJobs: { rest: `GET ${base}/jobs`, args },
    importJob: { rest: `GET ${base}/jobs/:id`, args },
  };
  const Mutation: Record<string, GraphqlEntry> = {
    cancelImport: { rest: `POST ${base}/jobs/:id/cancel`, args },
  };
  return { Query, Mutation };
}
