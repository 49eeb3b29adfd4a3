import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEADLINE_STATUSES, ROLE_CODES, deadlineStatus, transition } from '@balcao/schema';
import { createTestApp } from '../../test/testApp.js';
import { listQuery } from '../../lib/list.js';
import { loadDirectory, loadExecution } from './executions.store.js';
import { deadlineStatusSql, listTasks } from './tasks.queries.js';

/**
 * The "my queue" SQL must list a step for exactly the users rule 4 of schema/workflow/rules.ts lets
 * act on it (answer or save a draft), with the directory the engine itself loads. fast-check makes
 * the cases: role members (some inactive), substitutes in force or not, requester, assignee.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let pool: number[] = [];
let typeId = 0;
let versionId = 0;
let taskId = 0;

beforeAll(async () => {
  t = await createTestApp();
  pool = (
    await t.db.query<{ id: number }>(
      `select id from users where user_name in ('admin', 'vendedor', 'aprovador', 'financeiro', 'semperfil', 'gerente')
        order by id`,
    )
  ).rows.map((r) => Number(r.id));
  const task = await t.db.query<{ id: number; versionId: number; typeId: number }>(
    `select k.id, k.version_id as "versionId", v.type_id as "typeId" from workflow_tasks k
       join workflow_versions v on v.id = k.version_id where k.title = 'Aprovação do gerente regional'`,
  );
  ({ id: taskId, versionId, typeId } = task.rows[0]!);
});
afterAll(() => t.close());

const user = () => fc.constantFrom(...pool);
const scenario = () =>
  fc.record({
    roles: fc.subarray([...ROLE_CODES], { minLength: 1 }),
    members: fc.array(fc.tuple(fc.constantFrom(...ROLE_CODES), user()), { maxLength: 8 }),
    inactive: fc.subarray(pool, { maxLength: 2 }),
    substitutes: fc.array(fc.record({ user: user(), sub: user(), inForce: fc.boolean() }), { maxLength: 4 }),
    requester: user(),
    assignee: fc.option(user(), { nil: null }),
    // The approval mode an alçada chose at start (APPROVER tasks go to its approvers), or none.
    mode: fc.option(
      fc.record({
        approvers: fc.subarray(pool, { maxLength: 3 }),
        role: fc.option(fc.constantFrom('APPROVER', 'REGIONAL_MANAGER', 'BOARD', 'PRESIDENCY'), {
          nil: null,
        }),
      }),
      { nil: null },
    ),
  });

describe('my queue and rule 4 agree', () => {
  it('for random directories and steps, the queue lists the step for exactly those who may act on it', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(scenario(), async (c) => {
        const db = t.db;
        const now = new Date();
        const hour = 3_600_000;
        await db.query('delete from workflow_role_members');
        for (const [code, u] of c.members)
          await db.query(
            `insert into workflow_role_members (role_id, user_id) select id, $2 from workflow_roles
              where code = $1 on conflict do nothing`,
            [code, u],
          );
        await db.query(
          'update users set active = not (id = any($1::bigint[])) where id = any($2::bigint[])',
          [c.inactive, pool],
        );
        await db.query('delete from workflow_substitutes');
        for (const s of c.substitutes.filter((x) => x.user !== x.sub))
          await db.query(
            'insert into workflow_substitutes (user_id, substitute_id, starts_at, ends_at) values ($1, $2, $3, $4)',
            [
              s.user,
              s.sub,
              new Date(now.getTime() + (s.inForce ? -hour : hour)),
              new Date(now.getTime() + 2 * hour),
            ],
          );
        await db.query('update workflow_tasks set roles = $2 where id = $1', [taskId, c.roles]);
        await db.query("delete from workflow_executions where register_id like 'PROP-%'");
        await db.query("delete from approval_modes where code like 'PROP-%'");
        const registerId = `PROP-${run++}`;
        let modeId: number | null = null;
        if (c.mode) {
          const m = await db.query<{ id: number }>(
            'insert into approval_modes (code, description, role_code) values ($1, $1, $2) returning id',
            [registerId, c.mode.role],
          );
          modeId = Number(m.rows[0]!.id);
          for (const a of c.mode.approvers)
            await db.query('insert into approval_mode_approvers (mode_id, user_id) values ($1, $2)', [
              modeId,
              a,
            ]);
        }
        const exec = await db.query<{ id: number }>(
          `insert into workflow_executions (type_id, version_id, register_id, requester_id, status, current_task,
                                            approval_mode_id)
           values ($1, $2, $3, $4, 'IN_PROGRESS', 1, $5) returning id`,
          [typeId, versionId, registerId, c.requester, modeId],
        );
        const executionId = Number(exec.rows[0]!.id);
        await db.query(
          `insert into workflow_steps (execution_id, seq, task_id, task_index, round, status, assignee_id, opened_at, due_at)
           values ($1, 1, $2, 1, 1, 'OPEN', $3, $4, $5)`,
          [executionId, taskId, c.assignee, now, new Date(now.getTime() + 48 * hour)],
        );

        const loaded = await loadExecution(db, executionId);
        const dir = await loadDirectory(
          db,
          loaded.taskRoles,
          loaded.state.requesterId,
          now,
          loaded.approvalModeId,
        );
        const step = loaded.state.steps.length - 1;
        for (const u of pool) {
          const mayAct = transition(loaded.state, { kind: 'SAVE_DRAFT', step, values: null }, u, dir, now).ok;
          const page = await listTasks(db, 'mine', u, listQuery.parse({ q: registerId }), now);
          expect({ user: u, inQueue: page.totalRegisters === 1 }).toEqual({ user: u, inQueue: mayAct });
        }
      }),
      { numRuns: 60 },
    );
    // 60 runs of real SQL: a few seconds alone, several times that on a loaded 2-core machine.
  }, 90_000);

  it('the SQL deadline status is deadlineStatus() of schema for any dates', async () => {
    const date = fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          status: fc.constantFrom('OPEN' as const, 'DONE' as const, 'CANCELLED' as const),
          openedAt: fc.option(date, { nil: null }),
          dueAt: fc.option(date, { nil: null }),
          completedAt: fc.option(date, { nil: null }),
          assigneeId: fc.option(fc.constant(1), { nil: null }),
          now: date,
        }),
        async ({ now, ...step }) => {
          const { rows } = await t.db.query<{ d: string }>(
            `select ${deadlineStatusSql(now)} as d from (select $1::text as status, $2::timestamptz as opened_at,
               $3::timestamptz as due_at, $4::timestamptz as completed_at, $5::bigint as assignee_id) s`,
            [step.status, step.openedAt, step.dueAt, step.completedAt, step.assigneeId],
          );
          expect(DEADLINE_STATUSES).toContain(rows[0]!.d);
          expect(rows[0]!.d).toBe(deadlineStatus(step, now));
        },
      ),
      { numRuns: 200 },
    );
  });
});
