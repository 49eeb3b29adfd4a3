import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../../test/testApp.js';
import { cloneWorkflowType, startGeneric } from '../../test/workflowTypes.js';

type Ctx = {
  executionWorkflowId: number;
  currentStepId: number;
  agreeWithTask: boolean;
  status: string;
  history: { kind: string; actor: string }[];
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let call: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  t = await createTestApp();
  await cloneWorkflowType(t.db);
  call = await signInAs(t, ['vendedor', 'aprovador', 'financeiro', 'semperfil']);
  // A second holder of the approving role, so that someone other than the assignee may agree.
  await t.db.query(
    `insert into workflow_role_members (role_id, user_id)
     select r.id, u.id from workflow_roles r, users u where r.code = 'REGIONAL_MANAGER' and u.user_name = 'financeiro'`,
  );
});
afterAll(() => t.close());

const contextOf = async (who: string, id: number) =>
  (await call(who, 'GET', `/services/workflows/executionWorkflow/${id}`)).json<Ctx>();
const agree = (who: string, c: Ctx) =>
  call(who, 'POST', '/services/workflows/agreeWithExecutionWorkflow', {
    executionWorkflowId: c.executionWorkflowId,
    stepId: c.currentStepId,
  });

describe('agree with a task (rule 8)', () => {
  it('a role holder other than the assignee agrees once; the flow does not move; others are refused', async () => {
    const id = (await startGeneric<Ctx>(call, 'AGREE-1')).executionWorkflowId;
    const ctx = await contextOf('aprovador', id);
    await call('aprovador', 'PUT', `/services/workflows/assumeExecutionWorkflow/${id}`, {
      stepId: ctx.currentStepId,
    });

    // The assignee himself, the requester and an outsider may not agree.
    expect((await contextOf('aprovador', id)).agreeWithTask).toBe(false);
    expect((await agree('aprovador', ctx)).statusCode).toBe(403);
    expect((await agree('vendedor', ctx)).statusCode).toBe(403);
    expect((await agree('semperfil', ctx)).statusCode).toBe(403);

    const other = await contextOf('financeiro', id);
    expect(other.agreeWithTask).toBe(true);
    const res = await agree('financeiro', other);
    expect(res.statusCode).toBe(200);
    const after = res.json<Ctx>();
    expect(after.status).toBe('IN_PROGRESS');
    expect(after.currentStepId).toBe(ctx.currentStepId);
    expect(after.agreeWithTask).toBe(false);
    expect(after.history.at(-1)).toMatchObject({ kind: 'AGREE', actor: 'Beatriz Financeiro' });

    const twice = await agree('financeiro', other);
    expect(twice.statusCode).toBe(409);
  });
});
