import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPRESENTATIVE_MSG } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { HttpError, validationFailed } from '../../errors.js';
import type { ResourceArea } from '../../kit/area.js';
import { idParams, recordRoutes } from '../../kit/recordRoute.js';

const reassignBody = z.object({
  assignments: z
    .array(
      z.object({
        customerId: z.coerce.number().int().positive(),
        representativeId: z.coerce.number().int().positive(),
      }),
    )
    .min(1)
    .max(5000),
});

/** The statuses a representative is deactivated from: active, or his contract ended (distrato). */
const DEACTIVATABLE = ['ACTIVE', 'DISTRATO'];

/** His customers: those whose representative is the user he signs in as. */
export async function customersOf(db: Db, representativeId: number) {
  const { rows } = await db.query(
    `select c.id::text as id, c.corporate_name as "corporateName", coalesce(c.cnpj, c.cpf) as document,
            c.city, c.uf, c.status
       from customers c join representatives rp on rp.user_id = c.representative_id
      where rp.id = $1 order by c.corporate_name, c.id limit 5000`,
    [representativeId],
  );
  return rows;
}

/**
 * Deactivates him, in his history: only while active or in distrato. His customers stay his (never
 * without a representative) until each is given another: the answer says how many wait.
 */
export async function deactivate(tx: Db, area: ResourceArea, id: number, actor: number) {
  const { rows } = await tx.query<{ status: string }>(
    'select status from representatives where id = $1 for update',
    [id],
  );
  if (!DEACTIVATABLE.includes(rows[0]!.status))
    throw new HttpError(400, 'BAD_REQUEST', REPRESENTATIVE_MSG.notActive);
  const representative = await area.store.set(tx, id, { status: 'INACTIVE' }, actor);
  const { rows: count } = await tx.query<{ n: number }>(
    `select count(*)::int as n from customers c join representatives rp on rp.user_id = c.representative_id
      where rp.id = $1`,
    [id],
  );
  return { representative, customers: Number(count[0]!.n) };
}

/**
 * Gives each customer the active representative chosen for him, in one statement, with an entry in
 * each customer's history. Every customer must still be his and every target active with a user.
 */
async function reassign(
  tx: Db,
  id: number,
  assignments: { customerId: number; representativeId: number }[],
  actor: number,
) {
  const customerIds = assignments.map((a) => a.customerId);
  const targetIds = assignments.map((a) => a.representativeId);
  const { rows: checked } = await tx.query<{ i: number; his: boolean; target: boolean }>(
    `select a.i::int as i,
            exists (select 1 from customers c join representatives rp on rp.user_id = c.representative_id
                     where c.id = a.customer_id and rp.id = $3) as his,
            exists (select 1 from representatives t where t.id = a.target_id and t.id <> $3
                       and t.status = 'ACTIVE' and t.user_id is not null) as target
       from unnest($1::bigint[], $2::bigint[]) with ordinality as a(customer_id, target_id, i)`,
    [customerIds, targetIds, id],
  );
  const errors = checked.flatMap((r) => [
    ...(r.his
      ? []
      : [{ field: `assignments.${r.i - 1}.customerId`, messages: [REPRESENTATIVE_MSG.reassignNotHis] }]),
    ...(r.target
      ? []
      : [
          {
            field: `assignments.${r.i - 1}.representativeId`,
            messages: [REPRESENTATIVE_MSG.reassignTargetInvalid],
          },
        ]),
  ]);
  if (errors.length) throw validationFailed(errors);
  // His name as each customer's history shows the representative it had.
  const { rows } = await tx.query(
    `with a as (
       select distinct on (customer_id) customer_id, target_id
         from unnest($1::bigint[], $2::bigint[]) as a(customer_id, target_id)
     ), moved as (
       update customers c set representative_id = t.user_id, updated_at = now()
         from a join representatives t on t.id = a.target_id
        where c.id = a.customer_id
        returning c.id, t.user_id as target_user
     )
     insert into audit_log (entity, entity_id, action, user_id, changes)
     select 'customer', m.id, 'update', $3,
            jsonb_build_object('representativeName',
              jsonb_build_object('from', (select u.name from representatives r join users u on u.id = r.user_id
                                           where r.id = $4), 'to', u.name))
       from moved m join users u on u.id = m.target_user
     returning entity_id`,
    [customerIds, targetIds, actor, id],
  );
  return rows.length;
}

/**
 * A representative's deactivation (spec/02 §4, §7 'PUT deactivate by id (200)') and his customers'
 * reassignment: after it, his customers are listed on his page, each to be given another.
 */
export const deactivationRoutes: FastifyPluginAsyncZod<{ db: Db; area: ResourceArea }> = async (
  app,
  { db, area },
) => {
  const tags = ['representatives'];
  const record = recordRoutes(app, db, area, { tags });
  const { module } = area.def;

  record('PUT', '/representatives/:id/deactivate', 'INATIVAR', async (req, id) => {
    const done = await db.transaction((tx) => deactivate(tx, area, id, req.auth.userId));
    return { message: REPRESENTATIVE_MSG.deactivated, ...done };
  });

  record('GET', '/representatives/:id/customers', 'VISUALIZAR', (_req, id) => customersOf(db, id));

  app.post('/representatives/:id/customers/reassign', {
    schema: { tags, params: idParams, body: reassignBody },
    config: { access: { module, action: 'INATIVAR' } },
    handler: async (req) => {
      const { id } = req.params;
      await area.rule.assert(db, req, id);
      const n = await db.transaction((tx) => reassign(tx, id, req.body.assignments, req.auth.userId));
      return { message: REPRESENTATIVE_MSG.reassigned(n), reassigned: n };
    },
  });
};
