-- Workflow engine: types, versions, tasks, roles, action titles, situations, executions, substitutes.
-- The transition rules live in packages/schema/src/workflow/rules.ts; these tables only store them.
create table workflow_roles (
  id bigint generated always as identity primary key,
  code text not null unique,
  name text not null,
  -- Overdue tasks of this role escalate to him; he may also assume and leave its tasks.
  manager_user_id bigint references users (id) on delete set null
);

create table workflow_role_members (
  role_id bigint not null references workflow_roles (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  primary key (role_id, user_id)
);
create index workflow_role_members_user on workflow_role_members (user_id);

create table situations (
  id bigint generated always as identity primary key,
  name text not null,
  description text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index situations_name_key on situations (lower(name));

create table workflow_types (
  id bigint generated always as identity primary key,
  code text not null,
  title text not null,
  description text,
  active boolean not null default true,
  -- The record's route (e.g. /client/customer): tasks open at <record_path>/workflow/<registerId>.
  record_path text,
  -- Starting an execution needs this module × WORKFLOW (null: any signed-in user).
  start_module text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index workflow_types_code_key on workflow_types (lower(code));

create table workflow_type_situations (
  type_id bigint not null references workflow_types (id) on delete cascade,
  situation_id bigint not null references situations (id),
  primary key (type_id, situation_id)
);

create table workflow_versions (
  id bigint generated always as identity primary key,
  type_id bigint not null references workflow_types (id) on delete cascade,
  number int not null,
  created_at timestamptz not null default now(),
  unique (type_id, number)
);

create table action_titles (
  id bigint generated always as identity primary key,
  title text not null,
  alias text not null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index action_titles_alias_key on action_titles (lower(alias));

create table workflow_actions (
  id bigint generated always as identity primary key,
  action_title_id bigint not null references action_titles (id) on delete cascade,
  name text not null,
  effect text not null check (effect in ('ADVANCE', 'RETURN', 'APPROVE_ITEMS')),
  execution_order int not null
);
create index workflow_actions_title on workflow_actions (action_title_id, execution_order);

create table workflow_tasks (
  id bigint generated always as identity primary key,
  version_id bigint not null references workflow_versions (id) on delete cascade,
  title text not null,
  execution_order int not null,
  sla_hours int not null check (sla_hours >= 0),
  is_edit boolean not null default false,
  roles text[] not null,
  action_title_id bigint not null references action_titles (id)
);
create unique index workflow_tasks_title_key on workflow_tasks (version_id, lower(title));

-- The components and fields the assignee fills (spec/02 §3 component field rows).
create table workflow_task_fields (
  id bigint generated always as identity primary key,
  task_id bigint not null references workflow_tasks (id) on delete cascade,
  idx int not null,
  form_id text,
  type_id text,
  fields_id text,
  conditionals_id text,
  value text
);
create index workflow_task_fields_task on workflow_task_fields (task_id, idx);

create table workflow_executions (
  id bigint generated always as identity primary key,
  type_id bigint not null references workflow_types (id),
  version_id bigint not null references workflow_versions (id),
  register_id text not null,
  requester_id bigint not null references users (id),
  status text not null check (status in ('IN_PROGRESS', 'COMPLETED', 'DEACTIVATED')),
  current_task int not null,
  -- Bumped by every action: an action computed on an older version answers 409.
  version int not null default 1,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index workflow_executions_running on workflow_executions (type_id, register_id)
  where status = 'IN_PROGRESS';
create index workflow_executions_record on workflow_executions (type_id, register_id, id desc);

create table workflow_steps (
  id bigint generated always as identity primary key,
  execution_id bigint not null references workflow_executions (id) on delete cascade,
  seq int not null,
  task_id bigint not null references workflow_tasks (id),
  task_index int not null,
  round int not null,
  status text not null check (status in ('OPEN', 'DONE', 'CANCELLED')),
  assignee_id bigint references users (id),
  held_before_manager bigint references users (id),
  manager_assumed boolean not null default false,
  answered_by bigint references users (id),
  acted_for bigint references users (id),
  action_id bigint references workflow_actions (id),
  effect text,
  presidency boolean not null default false,
  draft jsonb,
  agreed_by bigint[] not null default '{}',
  rejected_items text[] not null default '{}',
  opened_at timestamptz not null,
  due_at timestamptz not null,
  completed_at timestamptz,
  escalated_at timestamptz,
  unique (execution_id, seq)
);
create index workflow_steps_open on workflow_steps (assignee_id) where status = 'OPEN';
create index workflow_steps_due on workflow_steps (due_at) where status = 'OPEN' and escalated_at is null;

create table workflow_history (
  id bigint generated always as identity primary key,
  execution_id bigint not null references workflow_executions (id) on delete cascade,
  seq int,
  kind text not null,
  actor_id bigint not null references users (id),
  acted_for bigint references users (id),
  action_id bigint references workflow_actions (id),
  at timestamptz not null,
  detail jsonb
);
create index workflow_history_execution on workflow_history (execution_id, id);
create index workflow_history_acted_for on workflow_history (acted_for) where acted_for is not null;

create table workflow_substitutes (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  substitute_id bigint not null references users (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (ends_at >= starts_at),
  check (user_id <> substitute_id)
);
create index workflow_substitutes_user on workflow_substitutes (user_id, starts_at, ends_at);
create index workflow_substitutes_substitute on workflow_substitutes (substitute_id, starts_at, ends_at);

insert into workflow_roles (code, name) values
  ('REQUESTER', 'Solicitante'),
  ('APPROVER', 'Aprovador'),
  ('REGIONAL_MANAGER', 'Gerente regional'),
  ('BOARD', 'Diretoria'),
  ('PRESIDENCY', 'Presidência');
