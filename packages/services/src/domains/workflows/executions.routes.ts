import { z } from 'zod';
import { MSG } from '@balcao/schema';
import { validationFailed } from '../../errors.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
 * through them instead of a module; deactivation needs PAINEL_WORKFLOW INATIVAR.
 */
export const executionsRoutes: FastifyPluginAsyncZod<{ engine: Engine }> = async (app, { engine }) => {
  const tags = ['workflows'];
  const ctx = (
    req: { auth: { userId: number }; accessSet: Parameters<typeof contextFor>[1]['accessSet'] },
    id: number,
  ) => contextFor(engine, { userId: req.auth.userId, accessSet: req.accessSet }, { executionWorkflowId: id });

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
        await act(engine, executionWorkflowId, req.auth.userId, (l) => {
          const seq = l.state.steps.length - 1;
          const task = l.state.tasks[l.state.steps[seq]?.taskIndex ?? 0]!;
          const submit = task.actions.find((a) => a.effect === 'ADVANCE') ?? task.actions[0];
          return { kind: 'ANSWER', step: seq, actionId: submit?.id ?? 0 };
        });
        return ctx(req, executionWorkflowId);
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
  app.post('/workflows/updateExecution', {
    schema: { tags, body: answerBody },
    handler: async (req) => {
      const { executionWorkflowId, stepId, actionId, values, items } = req.body;
      await act(engine, executionWorkflowId, req.auth.userId, (l) => ({
        kind: 'ANSWER',
        step: stepOf(l, stepId),
        actionId,
        values,
        items,
      }));
      return ctx(req, executionWorkflowId);
    },
  });
  app.post('/workflows/updateExecutionPresidency', {
    schema: { tags, body: answerBody },
    handler: async (req) => {
      const { executionWorkflowId, stepId, actionId, values, items } = req.body;
      await act(engine, executionWorkflowId, req.auth.userId, (l) => ({
        kind: 'PRESIDENCY_ANSWER',
        step: stepOf(l, stepId),
        actionId,
        values,
        items,
      }));
      return ctx(req, executionWorkflowId);
    },
  });
  app.put('/workflows/updateDraft/:id', {
    schema: { tags, params: idParams, body: stepBody.extend({ values: z.record(z.string(), z.unknown()) }) },
    handler: async (req) => {
      await act(engine, req.params.id, req.auth.userId, (l) => ({
        kind: 'SAVE_DRAFT',
        step: stepOf(l, req.body.stepId),
        values: req.body.values,
      }));
      return ctx(req, req.params.id);
    },
  });
  app.post('/workflows/agreeWithExecutionWorkflow', {
    schema: { tags, body: stepBody.extend({ executionWorkflowId: z.number().int().positive() }) },
    handler: async (req) => {
      const { executionWorkflowId, stepId } = req.body;
      await act(engine, executionWorkflowId, req.auth.userId, (l) => ({
        kind: 'AGREE',
        step: stepOf(l, stepId),
      }));
      return ctx(req, executionWorkflowId);
    },
  });
  const stepAction = (path: string, kind: 'ASSUME' | 'MANAGER_ASSUME' | 'MANAGER_LEAVE') =>
    app.put(`/workflows/${path}/:id`, {
      schema: { tags, params: idParams, body: stepBody },
      handler: async (req) => {
        await act(engine, req.params.id, req.auth.userId, (l) => ({
          kind,
          step: stepOf(l, req.body.stepId),
        }));
        return ctx(req, req.params.id);
      },
    });
  stepAction('assumeExecutionWorkflow', 'ASSUME');
  stepAction('managerAssumeExecutionWorkflow', 'MANAGER_ASSUME');
  stepAction('managerLeaveExecutionWorkflow', 'MANAGER_LEAVE');
  app.put('/workflows/executionWorkflow/:id/deactivate', {
    schema: { tags, params: idParams },
    config: { access: { module: 'PAINEL_WORKFLOW', action: 'INATIVAR' } },
    handler: async (req) => {
      await act(engine, req.params.id, req.auth.userId, () => ({ kind: 'DEACTIVATE' }));
      return ctx(req, req.params.id);
    },
  });
};
