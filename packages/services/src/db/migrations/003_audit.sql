-- Record history: one row per create, update or delete of a record, with what changed.
create table audit_log (
  id bigint generated always as identity primary key,
  entity text not null,
  entity_id bigint not null,
  action text not null check (action in ('create', 'update', 'delete')),
  user_id bigint references users (id) on delete set null,
  at timestamptz not null default clock_timestamp(),
  changes jsonb not null
);
create index audit_log_record on audit_log (entity, entity_id, at desc, id desc);
