import { DEADLINE_STATUSES, FINANCIAL_RECORD_PATH, MSG, deadlineStatus, workflowLink } from '@balcao/schema';
import { validationFailed } from '../../errors.js';
import type { Db } from '../../db/db.js';
import { list, type ListQuery, type ListSpec } from '../../lib/list.js';
import { recordNameSearch, recordNames } from '../search/recordNames.js';

/**
 * Steps seen from one user. "Me" is the user and everyone he substitutes today; an open step is in
 * my queue when it is assigned to me, or unassigned and I hold one of its task's roles (rule 4 of
 * schema/workflow/rules.ts, as SQL so that the list can page and count). Roles are read as
 * loadDirectory reads them (active members; REQUESTER is the requester alone; APPROVER is the
 * approval mode's approvers when the execution's alçada chose one), and
 * queue.property.test.ts holds the two together. With a deadline-status filter the list also
 * reaches the steps I held or answered (completed, late, not completed; a task left in my roles'
 * queue when its execution was deactivated is not completed too) and the tasks my roles will
 * receive later in running executions (programmed).
 */
const ME = `(select :1::bigint union select s.user_id from workflow_substitutes s
             where s.substitute_id = :1 and s.starts_at <= now() and s.ends_at >= now())`;
const IN_ROLE = `(('REQUESTER' = any(k.roles) and e.requester_id in ${ME})
   or exists (select 1 from workflow_role_members m join workflow_roles r on r.id = m.role_id
               join users mu on mu.id = m.user_id and mu.active
               where r.code <> 'REQUESTER' and r.code = any(k.roles) and m.user_id in ${ME}
                 and not (r.code = 'APPROVER' and e.approval_mode_id is not null))
   or ('APPROVER' = any(k.roles) and e.approval_mode_id is not null and (
         exists (select 1 from approval_mode_approvers ma join users mu on mu.id = ma.user_id and mu.active
                  where ma.mode_id = e.approval_mode_id and ma.user_id in ${ME})
      or exists (select 1 from approval_modes am join workflow_roles r on r.code = am.role_code
                  join workflow_role_members m on m.role_id = r.id join users mu on mu.id = m.user_id and mu.active
                  where am.id = e.approval_mode_id and m.user_id in ${ME}))))`;
const HELD = `(s.assignee_id in ${ME} or s.answered_by in ${ME})`;
const SCOPES = {
  mine: `(s.status = 'OPEN' and (s.assignee_id in ${ME} or (s.assignee_id is null and ${IN_ROLE})))
      or (s.status in ('DONE', 'CANCELLED') and ${HELD})
      or (s.status = 'CANCELLED' and s.assignee_id is null and ${IN_ROLE})
      or (s.status = 'PROGRAMMED' and ${IN_ROLE})`,
  assumed: `s.status <> 'PROGRAMMED' and s.assignee_id in ${ME}`,
  pending: `s.status in ('OPEN', 'PROGRAMMED') and s.assignee_id is null and ${IN_ROLE}`,
} as const;
export type TaskScope = keyof typeof SCOPES;

/**
 * Real steps, plus one row per task not reached yet of each running execution (status PROGRAMMED,
 * no dates). Such a row has no step id: it gets a negative id from its execution and task order,
 * unique because a version holds at most 1000 tasks.
 */
const STEPS = `(select s.id, s.execution_id, s.task_id, s.round, s.status, s.assignee_id, s.answered_by,
                       s.opened_at, s.due_at, s.completed_at
                  from workflow_steps s
                union all
                select -(e.id * 1000 + f.execution_order), e.id, f.id, o.round, 'PROGRAMMED', null, null,
                       null, null, null
                  from workflow_executions e
                  join workflow_steps o on o.execution_id = e.id and o.status = 'OPEN'
                  join workflow_tasks c on c.id = o.task_id
                  join workflow_tasks f on f.version_id = e.version_id and f.execution_order > c.execution_order
                 where e.status = 'IN_PROGRESS')`;

/** deadlineStatus() of schema/workflow/deadline.ts in SQL, at `now` (the test-property keeps them equal). */
export const deadlineStatusSql = (now: Date) => {
  const at = `'${now.toISOString()}'::timestamptz`;
  return `(case when s.status = 'CANCELLED' then 'NOT_COMPLETED'
    when s.status = 'DONE' then
      case when s.due_at is null or s.completed_at is null or s.completed_at <= s.due_at
           then 'COMPLETED' else 'COMPLETED_LATE' end
    when s.opened_at is null then 'PROGRAMMED'
    when s.due_at is not null and ${at} > s.due_at then 'OVERDUE'
    when s.assignee_id is null then 'WAITING' else 'RUNNING' end)`;
};

const spec = (
  scope: TaskScope,
  userId: number,
  now: Date,
  byDeadline: boolean,
  nameSearch: NonNullable<ListSpec['columns'][string]['searchSql']>,
  financial: boolean,
): ListSpec => ({
  select: `s.id, e.id as "executionWorkflowId", e.register_id as "registerId", t.id as "workflowTypeId",
           t.title as "workflowTitle", t.record_path as "recordPath", k.title as "taskTitle",
           not exists (select 1 from workflow_tasks k0 where k0.version_id = k.version_id
                        and k0.execution_order < k.execution_order) as "firstTask", s.round,
           s.status, s.assignee_id as "assigneeId", a.name as "assignee", rq.name as "requester",
           s.opened_at as "openedAt", s.due_at as "dueAt", s.completed_at as "completedAt"`,
  from: `${STEPS} s join workflow_executions e on e.id = s.execution_id
         join workflow_types t on t.id = e.type_id join workflow_tasks k on k.id = s.task_id
         join users rq on rq.id = e.requester_id left join users a on a.id = s.assignee_id`,
  columns: {
    workflowTitle: { sql: 't.title', type: 'text', search: true, sort: true },
    taskTitle: { sql: 'k.title', type: 'text', search: true, sort: true },
    registerId: { sql: 'e.register_id', type: 'text', search: true, sort: true },
    // The Registro column shows the record's name: the search finds the task by it too.
    registerName: { sql: 'null', type: 'text', search: true, searchSql: nameSearch },
    requester: { sql: 'rq.name', type: 'text', search: true, sort: true },
    assignee: { sql: 'a.name', type: 'text', sort: true },
    openedAt: { sql: 's.opened_at', type: 'date', sort: true, filter: true },
    dueAt: { sql: 's.due_at', type: 'date', sort: true, filter: true },
    workflowTypeId: { sql: 't.id', type: 'number', filter: true },
    assumed: { sql: '(s.assignee_id is not null)', type: 'boolean', filter: true },
    overdue: { sql: '(s.due_at < now())', type: 'boolean', filter: true },
    deadlineStatus: {
      sql: deadlineStatusSql(now),
      type: 'enum',
      filter: true,
      filterSql: `${deadlineStatusSql(now)} = any(:values)`,
    },
  },
  defaultOrder: { by: 'dueAt', sort: 'ASC' },
  tieBreaker: 's.id',
  where: [
    { sql: `(${SCOPES[scope]})`, params: [userId] },
    // Without a deadline-status filter a queue holds only what may be acted on now.
    ...(byDeadline ? [] : [{ sql: "s.status = 'OPEN'", params: [] }]),
    // The finance team's queue (/financial/tasks): the financial workflow types' tasks alone.
    ...(financial ? [{ sql: `t.record_path ~ '${FINANCIAL_RECORD_PATH}'`, params: [] }] : []),
  ],
});

type TaskRow = {
  id: number;
  assigneeId: number | null;
  status: 'OPEN' | 'DONE' | 'CANCELLED' | 'PROGRAMMED';
  openedAt: Date | string | null;
  dueAt: Date | string | null;
  completedAt: Date | string | null;
};

/** A page of tasks, each with its deadline status from the one rule in schema. */
export async function listTasks(
  db: Db,
  scope: TaskScope,
  userId: number,
  query: ListQuery,
  now: Date,
  financial = false,
) {
  const wanted = query.deadlineStatus;
  const values =
    wanted === undefined ? [] : (Array.isArray(wanted) ? wanted : wanted.split(',')).filter(Boolean);
  if (values.some((v) => !(DEADLINE_STATUSES as readonly string[]).includes(v)))
    throw validationFailed([{ field: 'deadlineStatus', messages: [MSG.invalidValue] }]);
  const nameSearch = query.q?.trim()
    ? await recordNameSearch(db, 't.record_path', 'e.register_id')
    : () => 'false';
  const page = await list<TaskRow & Record<string, unknown>>(
    db,
    spec(scope, userId, now, values.length > 0, nameSearch, financial),
    query,
  );
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  const names = await namesOf(db, page.rows);
  return {
    totalRegisters: page.totalRegisters,
    rows: page.rows.map((r) => {
      const openedAt = date(r.openedAt);
      const dueAt = date(r.dueAt);
      const completedAt = date(r.completedAt);
      const timing = r.status === 'PROGRAMMED' ? 'OPEN' : r.status;
      return {
        ...r,
        id: Number(r.id),
        executionWorkflowId: Number(r.executionWorkflowId),
        registerName: names.get(`${String(r.recordPath)} ${String(r.registerId)}`) ?? null,
        workflowTypeId: Number(r.workflowTypeId),
        assigneeId: r.assigneeId === null ? null : Number(r.assigneeId),
        openedAt: openedAt?.toISOString() ?? null,
        dueAt: dueAt?.toISOString() ?? null,
        completedAt: completedAt?.toISOString() ?? null,
        link: workflowLink(
          r.recordPath as string | null,
          String(r.registerId),
          Number(r.executionWorkflowId),
          r.firstTask ? 0 : undefined,
        ),
        deadlineStatus: deadlineStatus(
          { status: timing, openedAt, dueAt, completedAt, assigneeId: r.assigneeId },
          now,
        ),
      };
    }),
  };
}

/** The names of a page's records, by record route and id (one query per area on the page). */
async function namesOf(db: Db, rows: Record<string, unknown>[]) {
  const byPath = new Map<string | null, string[]>();
  for (const r of rows) {
    const path = (r.recordPath as string | null) ?? null;
    byPath.set(path, [...(byPath.get(path) ?? []), String(r.registerId)]);
  }
  const names = new Map<string, string>();
  for (const [path, ids] of byPath)
    for (const [id, name] of await recordNames(db, path, ids)) names.set(`${String(path)} ${id}`, name);
  return names;
}

/** Users holding open tasks, with how many (the transfer screen's source list). */
export async function usersWithTask(db: Db) {
  const { rows } = await db.query<{ id: number; name: string; userName: string; tasks: number }>(
    `select u.id, u.name, u.user_name as "userName", count(*)::int as tasks
       from workflow_steps s join users u on u.id = s.assignee_id
      where s.status = 'OPEN' group by u.id order by u.name limit 1000`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}
