import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APPROVER_ROLES, MSG, approvalModeBaseSchema } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { assertFresh, notFound, validationFailed } from '../../errors.js';
import { idParams } from './workflows.schemas.js';

const M = 'MODO_DE_APROVACAO';
const SELECT = `m.id, m.code as "approverCode", m.description as "approverDescription", m.role_code as "roleCode",
  m.active, m.updated_at as "updatedAt",
  coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by u.name)
    from approval_mode_approvers a join users u on u.id = a.user_id where a.mode_id = m.id), '[]') as approvers`;
const LIST: ListSpec = {
  select: SELECT,
  from: 'approval_modes m',
  columns: {
    approverCode: { sql: 'm.code', type: 'text', search: true, sort: true },
    approverDescription: { sql: 'm.description', type: 'text', search: true, sort: true },
    roleCode: { sql: 'm.role_code', type: 'text', sort: true, filter: true },
    active: { sql: 'm.active', type: 'boolean', sort: true, filter: true },
  },
  defaultOrder: { by: 'approverCode', sort: 'ASC' },
  tieBreaker: 'm.id',
};
const body = approvalModeBaseSchema
  .extend({
    roleCode: z.enum(APPROVER_ROLES).nullish(),
    approvers: z.array(z.number().int().positive()).max(50).default([]),
    updatedAt: z.string().optional(),
  })
  .refine((v) => !!v.roleCode || v.approvers.length > 0, {
    message: MSG.approvalModeNeedsApprover,
    path: ['approvers'],
  });
type Body = z.infer<typeof body>;
type Mode = { id: number; updatedAt: Date | string; approvers: { id: number }[] };

const find = async (db: Db, id: number) => {
  const { rows } = await db.query<Mode>(`select ${SELECT} from approval_modes m where m.id = $1`, [id]);
  if (!rows[0]) throw notFound('Modo de aprovação não encontrado');
  return { ...rows[0], id: Number(rows[0].id) };
};

async function write(db: Db, id: number | null, b: Body) {
  const dup = await db.query('select 1 from approval_modes where lower(code) = lower($1) and id <> $2', [
    b.approverCode,
    id ?? 0,
  ]);
  if (dup.rows.length)
    throw validationFailed([{ field: 'approverCode', messages: [MSG.approvalModeCodeTaken] }]);
  const known = await db.query<{ n: number }>(
    'select count(*)::int as n from users where id = any($1) and active',
    [b.approvers],
  );
  if (known.rows[0]!.n !== new Set(b.approvers).size)
    throw validationFailed([{ field: 'approvers', messages: [MSG.userNotFound] }]);
  const values = [b.approverCode, b.approverDescription, b.roleCode ?? null];
  const saved = id
    ? await db.query<{ id: number }>(
        'update approval_modes set code = $2, description = $3, role_code = $4, updated_at = now() where id = $1 returning id',
        [id, ...values],
      )
    : await db.query<{ id: number }>(
        'insert into approval_modes (code, description, role_code) values ($1, $2, $3) returning id',
        values,
      );
  const modeId = Number(saved.rows[0]!.id);
  await db.query('delete from approval_mode_approvers where mode_id = $1', [modeId]);
  await db.query(
    'insert into approval_mode_approvers (mode_id, user_id) select $1, unnest($2::bigint[]) on conflict do nothing',
    [modeId, b.approvers],
  );
  return modeId;
}

/** Approval modes (MODO_DE_APROVACAO): list, create (201), edit (200, stale → 409), inactivate. */
export const approvalModesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['approvalModes'];
  app.get('/approval-modes', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => list(db, LIST, req.query),
  });
  app.get('/approval-modes/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => find(db, req.params.id),
  });
  app.post('/approval-modes', {
    schema: { tags, body },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      const created = await db.transaction(async (tx) => {
        const after = await find(tx, await write(tx, null, req.body));
        await recordChange(tx, {
          entity: 'approvalMode',
          entityId: after.id,
          action: 'create',
          userId: req.auth.userId,
          after,
        });
        return after;
      });
      return reply.status(201).send(created);
    },
  });
  app.put('/approval-modes/:id', {
    schema: { tags, params: idParams, body },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        await tx.query('select 1 from approval_modes where id = $1 for update', [req.params.id]);
        const before = await find(tx, req.params.id);
        assertFresh(req.body.updatedAt, before);
        const after = await find(tx, await write(tx, req.params.id, req.body));
        await recordChange(tx, {
          entity: 'approvalMode',
          entityId: after.id,
          action: 'update',
          userId: req.auth.userId,
          before,
          after,
        });
        return after;
      }),
  });
  app.put('/approval-modes/:id/inactivate', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'INATIVAR' } },
    handler: (req) =>
      db.transaction(async (tx) => {
        const before = await find(tx, req.params.id);
        await tx.query('update approval_modes set active = false, updated_at = now() where id = $1', [
          req.params.id,
        ]);
        const after = await find(tx, req.params.id);
        await recordChange(tx, {
          entity: 'approvalMode',
          entityId: after.id,
          action: 'update',
          userId: req.auth.userId,
          before,
          after,
        });
        return after;
      }),
  });
};
