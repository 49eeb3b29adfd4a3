import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/db.js';
import { recordChange } from '../../lib/audit.js';
import { list, listQuery, type ListSpec } from '../../lib/list.js';
import { notFound, validationFailed } from '../../errors.js';
import { idParams, situationBody } from './workflows.schemas.js';

const M = 'CADASTRO_DE_SITUACAO';
const LIST: ListSpec = {
  select: 's.id, s.name, s.description, s.active, s.updated_at as "updatedAt"',
  from: 'situations s',
  columns: {
    name: { sql: 's.name', type: 'text', search: true, sort: true },
    description: { sql: 's.description', type: 'text', search: true, sort: true },
    active: { sql: 's.active', type: 'boolean', sort: true, filter: true },
  },
  defaultOrder: { by: 'name', sort: 'ASC' },
  tieBreaker: 's.id',
};
const find = async (db: Db, id: number) => {
  const { rows } = await db.query('select id, name, description, active from situations where id = $1', [id]);
  if (!rows[0]) throw notFound('Situação não encontrada');
  return rows[0];
};
const nameTaken = () =>
  validationFailed([{ field: 'name', messages: ['Já existe uma situação com este nome'] }]);

/** Situations (spec/02 §7): save answers 201 and update 200, both with no body. */
export const situationsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['situations'];
  app.get('/situations', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => list(db, LIST, req.query),
  });
  app.post('/situations', {
    schema: { tags, body: situationBody },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        const dup = await tx.query('select 1 from situations where lower(name) = lower($1)', [req.body.name]);
        if (dup.rows.length) throw nameTaken();
        const { rows } = await tx.query<{ id: number }>(
          'insert into situations (name, description, active) values ($1, $2, $3) returning id',
          [req.body.name, req.body.description ?? null, req.body.active],
        );
        const after = await find(tx, Number(rows[0]!.id));
        await recordChange(tx, {
          entity: 'situation',
          entityId: Number(rows[0]!.id),
          action: 'create',
          userId: req.auth.userId,
          after,
        });
      });
      return reply.status(201).send();
    },
  });
  app.put('/situations/:id', {
    schema: { tags, params: idParams, body: situationBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: async (req, reply) => {
      await db.transaction(async (tx) => {
        const before = await find(tx, req.params.id);
        const dup = await tx.query('select 1 from situations where lower(name) = lower($1) and id <> $2', [
          req.body.name,
          req.params.id,
        ]);
        if (dup.rows.length) throw nameTaken();
        await tx.query(
          'update situations set name = $2, description = $3, active = $4, updated_at = now() where id = $1',
          [req.params.id, req.body.name, req.body.description ?? null, req.body.active],
        );
        const after = await find(tx, req.params.id);
        await recordChange(tx, {
          entity: 'situation',
          entityId: req.params.id,
          action: 'update',
          userId: req.auth.userId,
          before,
          after,
        });
      });
      return reply.status(200).send();
    },
  });
};
