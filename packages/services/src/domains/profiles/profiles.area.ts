import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GrantDTO } from '@balcao/schema';
import { accessCode, accessOf, profiles, resourceSchema } from '@balcao/schema/resources';
import type { Db } from '../../db/db.js';
import { resourceArea, write, type KitOptions, type ResourceArea } from '../../kit/area.js';
import type { Part } from '../../kit/links.js';

const HOLDERS = 'from user_profiles up where up.profile_id = p.id';

/** Its grants, one row per module with its actions; read as MODULE:ACTION codes. */
const grants: Part = {
  read: `coalesce((select json_agg(g.module || ':' || a.action order by g.module, a.n)
    from profile_grants g cross join unnest(g.actions) with ordinality as a(action, n)
    where g.profile_id = p.id), '[]')`,
  write: async (tx, id, codes) => {
    const byModule = new Map<string, string[]>();
    for (const code of codes as string[]) {
      const { module, action } = accessOf(code);
      byModule.set(module, [...(byModule.get(module) ?? []), action]);
    }
    await tx.query('delete from profile_grants where profile_id = $1', [id]);
    for (const [module, actions] of byModule)
      await tx.query('insert into profile_grants (profile_id, module, actions) values ($1, $2, $3)', [
        id,
        module,
        actions,
      ]);
  },
};

/** Its exceptions, one row per module and action. */
const exceptions: Part = {
  read: `coalesce((select json_agg(e.name || ':' || e.permission order by e.name, e.permission)
    from profile_exceptions e where e.profile_id = p.id), '[]')`,
  write: async (tx, id, codes) => {
    await tx.query('delete from profile_exceptions where profile_id = $1', [id]);
    const pairs = (codes as string[]).map(accessOf);
    await tx.query(
      `insert into profile_exceptions (profile_id, name, permission)
       select $1, unnest($2::text[]), unnest($3::text[]) on conflict do nothing`,
      [id, pairs.map((x) => x.module), pairs.map((x) => x.action)],
    );
  },
};

/** A save's grants, checked as the profile's body checks them. */
const GRANTS = resourceSchema(profiles, 'body').shape.grants as z.ZodType<string[]>;
const bulkBody = z.object({
  profiles: z
    .array(
      z.object({
        id: z.number().int().positive(),
        active: z.boolean().optional(),
        grants: GRANTS.optional(),
      }),
    )
    .min(1)
    .max(500),
});

/** The spec's bulk update (PUT bulk): several profiles' status and grants at once, each in its history. */
const bulkRoutes: FastifyPluginAsyncZod<KitOptions & { area: ResourceArea }> = async (app, { db, area }) => {
  app.put('/profiles/bulk', {
    schema: { tags: [profiles.rest], body: bulkBody },
    config: { access: { module: profiles.module, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        const saved = [];
        for (const item of req.body.profiles)
          saved.push(
            await area.store.changed(tx, item.id, req.auth.userId, async () => {
              if (item.active !== undefined)
                await tx.query('update profiles set active = $2 where id = $1', [item.id, item.active]);
              if (item.grants) await grants.write(tx, item.id, item.grants);
            }),
          );
        return saved;
      }),
  });
};

/**
 * Profiles on the kit: their grants and exceptions are parts kept in profile_grants and
 * profile_exceptions; a user's accesses read them on his next request (accesses.repo.ts).
 */
export const profilesArea: ResourceArea = resourceArea(
  profiles,
  {
    table: 'profiles',
    alias: 'p',
    columns: {
      moduleCount: `(select count(*)::int from profile_grants g where g.profile_id = p.id and cardinality(g.actions) > 0)`,
      userCount: `(select count(*)::int ${HOLDERS})`,
    },
    parts: { grants, exceptions },
  },
  { extraRoutes: bulkRoutes },
);

/** A demo profile as the seed declares it (seed/profiles.seed.ts): its grants by module. */
export type DemoProfile = { name: string; description?: string; global?: boolean; grants: GrantDTO[] };

/** A demo profile, made as an administrator would, by no one. */
export const seedProfile = (db: Db, p: DemoProfile) =>
  db.transaction((tx) =>
    write(
      profilesArea,
      tx,
      {
        caller: null,
        before: null,
        input: {
          name: p.name,
          description: p.description ?? '',
          global: p.global ?? false,
          grants: p.grants.flatMap((g) => g.permissions.map((a) => accessCode(g.module, a))),
          exceptions: [],
        },
      },
      null,
    ),
  );
