import { actionFor, operationNames, type ResourceDef } from '../resources/kit.js';
import type { Action } from '../permissions.js';
import type { GraphqlEntry, RestEntry, RouteKey } from './types.js';

/**
 * The entries of a record kit area, derived from its definition as the kit derives its routes
 * (services kit/routes.ts) and its GraphQL fields (gateway resources resolvers): the area's module
 * with the route's action, and the area's record rule on every route that names a record.
 */
export function kitRest(def: ResourceDef): Record<RouteKey, RestEntry> {
  const base = `/services/${def.rest}`;
  const need = (action: Action) => ({ module: def.module, action });
  const rule = def.access ? { rule: def.access } : {};
  const entries: Record<RouteKey, RestEntry> = {
    [`GET ${base}`]: { need: need('VISUALIZAR') },
    [`GET ${base}/export`]: { need: need('VISUALIZAR') },
    [`GET ${base}/export/log`]: { need: need('VISUALIZAR') },
    [`GET ${base}/:id`]: { need: need('VISUALIZAR'), ...rule },
    [`POST ${base}`]: { need: need(actionFor(def, 'create')) },
    [`PUT ${base}/:id`]: { need: need('EDITAR'), ...rule },
  };
  if (def.changeRequest) entries[`POST ${base}/:id/change-request`] = { need: need('EDITAR'), ...rule };
  if (def.active === 'toggle') entries[`PATCH ${base}/:id/active`] = { need: need('INATIVAR'), ...rule };
  if (def.remove) entries[`DELETE ${base}/:id`] = { need: need(actionFor(def, 'remove')), ...rule };
  return entries;
}

/** The GraphQL fields of a kit area, each the kit route its resolver calls. */
export function kitGraphql(def: ResourceDef) {
  const base = `/services/${def.rest}`;
  const n = operationNames(def);
  const Query: Record<string, GraphqlEntry> = {
    [def.plural]: { rest: `GET ${base}` },
    [def.name]: { rest: `GET ${base}/:id` },
  };
  const Mutation: Record<string, GraphqlEntry> = {
    [n.create]: { rest: `POST ${base}` },
    [n.update]: { rest: `PUT ${base}/:id` },
  };
  if (def.changeRequest) Mutation[n.requestChange] = { rest: `POST ${base}/:id/change-request` };
  if (def.active === 'toggle') Mutation[n.setActive] = { rest: `PATCH ${base}/:id/active` };
  if (def.remove) Mutation[n.remove] = { rest: `DELETE ${base}/:id` };
  return { Query, Mutation };
}

/** The kit area whose routes live under this path, if any (its own extra routes included). */
export const kitAreaOf = (defs: readonly ResourceDef[], path: string) =>
  defs.find((d) => path === `/services/${d.rest}` || path.startsWith(`/services/${d.rest}/`));
