import { z } from 'zod';
import { MSG } from '@balcao/schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuery } from '../../lib/list.js';
import { validationFailed } from '../../errors.js';
import { transfer, type Engine } from './executions.service.js';
import * as repo from './tasks.repo.js';
import { listTasks, usersWithTask } from './tasks.queries.js';
import { idParams, taskBody } from './workflows.schemas.js';

const M = 'PAINEL_WORKFLOW';

/** Task definitions (PAINEL_WORKFLOW), the task queues (painel, assumidas, pendentes) and transfers. */
export const tasksRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  const { db } = engine;
  const tags = ['tasks'];
  app.get('/tasks/version/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'VISUALIZAR' } },
    handler: (req) => repo.tasksOfVersion(db, req.params.id),
  });
  app.post('/tasks', {
    schema: { tags, body: taskBody.extend({ versionId: z.number().int().positive() }) },
    config: { access: { module: M, action: 'INCLUIR' } },
    handler: async (req, reply) =>
      reply.status(201).send(await repo.createTask(db, req.body, req.auth.userId)),
  });
  app.put('/tasks/:id', {
    schema: { tags, params: idParams, body: taskBody },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) => repo.updateTask(db, req.params.id, req.body, req.auth.userId),
  });
  app.delete('/tasks/:id', {
    schema: { tags, params: idParams },
    config: { access: { module: M, action: 'EXCLUIR' } },
    handler: async (req) => {
      await repo.deleteTask(db, req.params.id, req.auth.userId);
      return { success: true };
    },
  });
  app.post('/tasks/execution-order', {
    schema: {
      tags,
      body: z.object({
        versionId: z.number().int().positive(),
        taskIds: z.array(z.number().int().positive()).min(1).max(200),
      }),
    },
    config: { access: { module: M, action: 'EDITAR' } },
    handler: (req) => repo.reorderTasks(db, req.body.versionId, req.body.taskIds, req.auth.userId),
  });

  const queue = (path: string, scope: 'mine' | 'assumed' | 'pending', module: string) =>
    app.get(path, {
      schema: { tags, querystring: listQuery },
      config: { access: { module, action: 'VISUALIZAR' } },
      handler: (req) => listTasks(db, scope, req.auth.userId, req.query, engine.now()),
    });
  queue('/tasks/mine', 'mine', 'PAINEL_DE_TAREFAS');
  queue('/tasks/assumed', 'assumed', 'TAREFAS_ASSUMIDAS');
  queue('/tasks/pending', 'pending', 'TAREFAS_PENDENTES');
  // /financial/tasks: the finance team's queue, the task panel's of the financial workflow types.
  app.get('/tasks/financial', {
    schema: { tags, querystring: listQuery },
    config: { access: { module: 'TAREFAS_FINANCEIRO', action: 'VISUALIZAR' } },
    handler: (req) => listTasks(db, 'mine', req.auth.userId, req.query, engine.now(), true),
  });

  app.get('/tasks/users-with-task', {
    schema: { tags },
    config: { access: { module: 'TRANSFERENCIA_DE_TAREFAS', action: 'VISUALIZAR' } },
    handler: async () => {
      const rows = await usersWithTask(db);
      return { rows, totalRegisters: rows.length };
    },
  });
  app.post('/tasks/transfer', {
    schema: {
      tags,
      body: z.object({ fromUserId: z.number().int().positive(), toUserId: z.number().int().positive() }),
    },
    config: { access: { module: 'TRANSFERENCIA_DE_TAREFAS', action: 'EDITAR' } },
    handler: async (req) => {
      const to = await db.query('select 1 from users where id = $1 and active', [req.body.toUserId]);
      if (!to.rows.length) throw validationFailed([{ field: 'toUserId', messages: [MSG.userNotFound] }]);
      const executions = await transfer(engine, req.auth.userId, req.body.fromUserId, req.body.toUserId);
      return { executions, message: MSG.tasksTransferred };
    },
  });
};
