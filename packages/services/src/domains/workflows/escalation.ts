import { MSG, workflowLink } from '@balcao/schema';
import type { Db } from '../../db/db.js';
import type { Notifier } from './notifier.js';
import { nameOfRecord } from '../search/recordNames.js';

/**
 * Overdue open steps escalate once to the managers of their task's roles. Marked escalated in the
 * same statement that selects them, so two services instances never both notify.
 */
export async function escalateOverdue(db: Db, notifier: Notifier, now: Date) {
  const { rows } = await db.query<{
    id: number;
    execution_id: number;
    register_id: string;
    record_path: string | null;
    title: string;
    task: string;
    managers: number[];
  }>(
    `with due as (
       update workflow_steps s set escalated_at = $1
        where s.status = 'OPEN' and s.escalated_at is null and s.due_at < $1
        returning s.id, s.execution_id, s.task_id)
     select due.id, due.execution_id, e.register_id, t.record_path, t.title, k.title as task,
            coalesce((select array_agg(distinct r.manager_user_id) from workflow_roles r
                       where r.code = any(k.roles) and r.manager_user_id is not null), '{}') as managers
       from due join workflow_executions e on e.id = due.execution_id
       join workflow_types t on t.id = e.type_id join workflow_tasks k on k.id = due.task_id`,
    [now],
  );
  for (const r of rows) {
    const name = await nameOfRecord(db, r.record_path, r.register_id);
    for (const manager of r.managers)
      await notifier(Number(manager), {
        title: MSG.workflowTaskOverdueTitle,
        content: `${r.title}: ${r.task} (${name})`,
        link: workflowLink(r.record_path, r.register_id, Number(r.execution_id)),
        param: String(r.execution_id),
        module: 'PAINEL_DE_TAREFAS',
      });
  }
  return rows.length;
}
