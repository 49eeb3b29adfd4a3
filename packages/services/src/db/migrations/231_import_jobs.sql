-- The import kit (issue 15 'Safe imports'): one row per file sent, whoever sent it, what it did.
-- kind: the import's kind (PRICE_TABLE_ITEMS...); target_id: the record the rows went into, if any;
-- error_file_id: the error report (the rows as sent plus the reason), when a row was refused.
create table import_jobs (
  id bigint generated always as identity primary key,
  kind text not null,
  target_id bigint,
  user_id bigint not null references users (id),
  file_id bigint references files (id) on delete set null,
  file_name text not null,
  description text,
  mode text not null check (mode in ('FILE', 'BATCH')),
  dry_run boolean not null,
  status text not null default 'RUNNING'
    check (status in ('RUNNING', 'VALIDATED', 'INVALID', 'DONE', 'PARTIAL', 'CANCELLED', 'FAILED')),
  total_rows int not null default 0,
  processed_rows int not null default 0,
  inserted int not null default 0,
  updated int not null default 0,
  error_rows int not null default 0,
  error_file_id bigint references files (id) on delete set null,
  message text,
  -- Asked to stop: the instance running it reads this between chunks of rows.
  cancel_requested boolean not null default false,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index import_jobs_history on import_jobs (kind, target_id, created_at desc, id desc);
create index import_jobs_user on import_jobs (user_id);
