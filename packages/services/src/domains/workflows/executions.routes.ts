import { z } from 'zod';
import { MSG } from '@balcao/schema';
import { validationFailed } from '../../errors.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readableExecution } from './executions.access.js';
import { contextFor } from './executions.context.js';
import { act, start, stepOf, type Engine } from './executions.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const typeRef = {
  workflowTypeId: z.coerce.number().int().positive().optional(),
  workflowTypeCode: z.string().max(60).optional(),
};
const stepBody = z.object({ stepId: z.number().int().positive() });
const answerBody = z.object({
  executionWorkflowId: z.number().int().positive(),
  stepId: z.number().int().positive(),
  actionId: z.number().int().positive(),
  values: z.record(z.string(), z.unknown()).optional(),
  items: z
    .array(z.object({ id: z.string().max(100), approved: z.boolean() }))
    .max(1000)
    .optional(),
});

/**
 * Executions. Who may act is decided per execution by the rules (schema/workflow/rules.ts: role
 * holders, assignee, substitutes, managers, presidency), so these routes check record access
 * through them instead of a module; deactivation needs PAINEL_WORKFLOW INATIVAR. Every route reads
 * the execution under the record's access rule first (executions.access.ts), so nobody acts on, or
 * learns of, an execution whose record he may not read.
 */
export const executionsRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  const tags = ['workflows'];
  const ctx = (
    req: { auth: { userId: number }; accessSet: Parameters<typeof contextFor>[1]['accessSet'] },
    id: number,
  ) => contextFor(engine, { userId: req.auth.userId, accessSet: req.accessSet }, { executionWorkflowId: id });
  /** Acts on an execution the caller may read, then answers its context. */
  const actOn = async (
    req: { auth: { userId: number }; accessSet: Parameters<typeof contextFor>[1]['accessSet'] },
    id: number,
    build: Parameters<typeof act>[3],
  ) => {
    await readableExecution(engine, { userId: req.auth.userId, accessSet: req.accessSet }, id);
    await act(engine, id, req.auth.userId, build);
    return ctx(req, id);
  };

  app.get('/workflows/context', {
    schema: {
      tags,
      querystring: z.object({
        registerId: z.string().max(100).optional(),
        executionWorkflowId: z.coerce.number().int().positive().optional(),
        ...typeRef,
      }),
    },
    handler: (req) => contextFor(engine, { userId: req.auth.userId, accessSet: req.accessSet }, req.query),
  });
  app.get('/workflows/executionWorkflow/:id', {
    schema: { tags, params: idParams },
    handler: (req) => ctx(req, req.params.id),
  });
  app.post('/workflows/startExecution', {
    schema: {
      tags,
      body: z.object({
        registerId: z.string().min(1).max(100).optional(),
        executionWorkflowId: z.number().int().positive().optional(),
        // The record's value: picks the type's alçada (jurisdiction) and so its approvers.
        amount: z
          .string()
          .regex(/^\d{1,16}(\.\d{1,2})?$/, MSG.numberRequired)
          .nullish(),
        ...typeRef,
      }),
    },
    handler: async (req, reply) => {
      const { executionWorkflowId, registerId } = req.body;
      if (executionWorkflowId) {
        // An existing execution (returned for correction): the requester resubmits his task.
        return actOn(req, executionWorkflowId, (l) => {
          const seq = l.state.steps.length - 1;
          const task = l.state.tasks[l.state.steps[seq]?.taskIndex ?? 0]!;
          const submit = task.actions.find((a) => a.effect === 'ADVANCE') ?? task.actions[0];
          return { kind: 'ANSWER', step: seq, actionId: submit?.id ?? 0 };
        });
      }
      if (!registerId) throw validationFailed([{ field: 'registerId', messages: [MSG.required] }]);
      const id = await start(
        engine,
        { userId: req.auth.userId, accessSet: req.accessSet },
        { ...req.body, registerId },
      );
      return reply.status(201).send(await ctx(req, id));
    },
  });
  // A task's answer; the presidency's goes through a route of its own, as PRESIDENCY_ANSWER.
  const answerRoute = (url: string, kind: 'ANSWER' | 'PRESIDENCY_ANSWER') =>
    app.post(url, {
      schema: { tags, body: answerBody },
      handler: async (req) => {
        const { executionWorkflowId, stepId, actionId, values, items } = req.body;
        return actOn(req, executionWorkflowId, (l) => ({
          kind,
          step: stepOf(l, stepId),
          actionId,
          values,
          items,
        }));
      },
    });
  answerRoute('/workflows/updateExecution', 'ANSWER');
  answerRoute('/workflows/updateExecutionPresidency', 'PRESIDENCY_ANSWER');
  app.put('/workflows/updateDraft/:id', {
    schema: { tags, params: idParams, body: stepBody.extend({ values: z.record(z.string(), z.unknown()) }) },
    handler: (req) =>
      actOn(req, req.params.id, (l) => ({
        kind: 'SAVE_DRAFT',
        step: stepOf(l, req.body.stepId),
        values: req.body.values,
      })),
  });
  app.post('/workflows/agreeWithExecutionWorkflow', {
    schema: { tags, body: stepBody.extend({ executionWorkflowId: z.number().int().positive() }) },
    handler: async (req) => {
      const { executionWorkflowId, stepId } = req.body;
      return actOn(req, executionWorkflowId, (l) => ({
        kind: 'AGREE',
        step: stepOf(l, stepId),
      }));
    },
  });
  const stepAction = (path: string, kind: 'ASSUME' | 'MANAGER_ASSUME' | 'MANAGER_LEAVE') =>
    app.put(`/workflows/${path}/:id`, {
      schema: { tags, params: idParams, body: stepBody },
      handler: (req) =>
        actOn(req, req.params.id, (l) => ({
          kind,
          step: stepOf(l, req.body.stepId),
        })),
    });
  stepAction('assumeExecutionWorkflow', 'ASSUME');
  stepAction('managerAssumeExecutionWorkflow', 'MANAGER_ASSUME');
  stepAction('managerLeaveExecutionWorkflow', 'MANAGER_LEAVE');
  app.put('/workflows/executionWorkflow/:id/deactivate', {
    schema: { tags, params: idParams },
    config: { access: { module: 'PAINEL_WORKFLOW', action: 'INATIVAR' } },
    handler: (req) => actOn(req, req.params.id, () => ({ kind: 'DEACTIVATE' })),
  });
};
