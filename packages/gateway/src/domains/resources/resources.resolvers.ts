import { operationNames, RESOURCES, type ResourceDef } from '@balcao/schema/resources';
import type { ListInput, Resolvers } from '../../__generated__/resolvers.js';
import type { GatewayContext } from '../../context.js';

type Ctx = GatewayContext;
type Args<T> = T & Record<string, unknown>;

/**
 * The resolvers of one kit area, derived from its definition like its generated SDL: each field
 * one call of its upstream client. The SDL (and so what clients may ask and receive) is the
 * generated one; these only pass the calls through.
 */
export function resourceResolvers(def: ResourceDef): Resolvers {
  const n = operationNames(def);
  const client = (ctx: Ctx) => ctx.upstream.resources(def);
  const Mutation: Record<string, unknown> = {
    [n.create]: (_: unknown, a: Args<{ input: Record<string, unknown> }>, ctx: Ctx) =>
      client(ctx).create(a.input),
    [n.update]: (_: unknown, a: Args<{ id: string; input: Record<string, unknown> }>, ctx: Ctx) =>
      client(ctx).update(a.id, a.input),
  };
  if (def.changeRequest)
    Mutation[n.requestChange] = (
      _: unknown,
      a: Args<{ id: string; input: Record<string, unknown> }>,
      ctx: Ctx,
    ) => client(ctx).requestChange(a.id, a.input);
  if (def.remove)
    Mutation[n.remove] = (_: unknown, a: Args<{ id: string }>, ctx: Ctx) => client(ctx).remove(a.id);
  if (def.active === 'toggle')
    Mutation[n.setActive] = (_: unknown, a: Args<{ id: string; active: boolean }>, ctx: Ctx) =>
      client(ctx).setActive(a.id, a.active);
  return {
    Query: {
      [def.plural]: (_: unknown, a: Args<{ input?: ListInput | null }>, ctx: Ctx) =>
        client(ctx).list(a.input),
      [def.name]: (_: unknown, a: Args<{ id: string }>, ctx: Ctx) => client(ctx).get(a.id),
    },
    Mutation,
  } as Resolvers;
}

/** Every kit area's resolvers. */
export const resourcesResolvers: Resolvers[] = RESOURCES.map(resourceResolvers);
