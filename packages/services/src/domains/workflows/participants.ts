/**
 * The register ids of the `typeCode` executions that user `:1` takes part in (the lib/list `where`
 * form): the requester, whoever holds, held, answered or acted on a step, and, while a step waits
 * unassumed, the members and managers of its roles (so an approver opens the record from his
 * task); where the execution's alçada chose an approval mode, its approvers and its role's members
 * in place of the generic approvers (as the task queue reads them, tasks.queries.ts). A record domain's access rule adds `<record id>::text in (…)` to its own: one
 * uncorrelated subquery (a hashed set the planner builds once), not a lookup per record row.
 */
export const participantRegisterIds = (typeCode: string) => {
  if (!/^[A-Z0-9_]+$/.test(typeCode)) throw new Error(`not a workflow type code: ${typeCode}`);
  return `select e.register_id from workflow_executions e
    join workflow_types t on t.id = e.type_id and t.code = '${typeCode}'
    join workflow_steps s on s.execution_id = e.id
    join workflow_tasks k on k.id = s.task_id
   where e.requester_id = :1 or s.assignee_id = :1 or s.answered_by = :1 or s.acted_for = :1
      or s.held_before_manager = :1
      or (s.status = 'OPEN' and exists (
            select 1 from workflow_roles r
              left join workflow_role_members m on m.role_id = r.id and m.user_id = :1
             where r.code = any(k.roles) and (m.user_id is not null or r.manager_user_id = :1)
               and not (r.code = 'APPROVER' and e.approval_mode_id is not null)))
      or (s.status = 'OPEN' and 'APPROVER' = any(k.roles) and e.approval_mode_id is not null and (
            exists (select 1 from approval_mode_approvers ma
                     where ma.mode_id = e.approval_mode_id and ma.user_id = :1)
         or exists (select 1 from approval_modes am join workflow_roles r on r.code = am.role_code
                      left join workflow_role_members m on m.role_id = r.id and m.user_id = :1
                     where am.id = e.approval_mode_id and (m.user_id is not null or r.manager_user_id = :1))))`;
};
