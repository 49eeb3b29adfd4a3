-- Alçadas (jurisdictions) of a workflow type: an execution whose amount falls in [min, max] (a null
-- bound is open) routes its APPROVER tasks to an approval mode's approvers. The mode is resolved
-- once, when the execution starts, and kept on it (docs/workflow-rules.md, "Who is who").
create table workflow_jurisdictions (
  id bigint generated always as identity primary key,
  type_id bigint not null references workflow_types (id) on delete cascade,
  description text not null,
  min_amount numeric(18, 2),
  max_amount numeric(18, 2),
  approval_mode_id bigint not null references approval_modes (id),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_amount is null or max_amount is null or min_amount <= max_amount)
);
create index workflow_jurisdictions_type on workflow_jurisdictions (type_id) where active;

alter table workflow_executions
  add column amount numeric(18, 2),
  add column jurisdiction_id bigint references workflow_jurisdictions (id) on delete set null,
  add column approval_mode_id bigint references approval_modes (id);
