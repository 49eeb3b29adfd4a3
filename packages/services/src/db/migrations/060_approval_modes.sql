-- Approval modes (/administrative/registerAux/approvalMode): who approves, by code. An approver
-- option (spec/02 §3: approverCode, approverDescription) names a workflow role, named approvers
-- (several may be included, as regional managers are), or both.
create table approval_modes (
  id bigint generated always as identity primary key,
  code text not null,
  description text not null,
  role_code text check (role_code in ('APPROVER', 'REGIONAL_MANAGER', 'BOARD', 'PRESIDENCY')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index approval_modes_code_key on approval_modes (lower(code));

create table approval_mode_approvers (
  mode_id bigint not null references approval_modes (id) on delete cascade,
  user_id bigint not null references users (id),
  primary key (mode_id, user_id)
);
