-- Exports too large to stream while the user waits: built in the background into the file store;
-- the requester is notified when the file is ready (or when it failed). The file is his alone.
create table export_jobs (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  list text not null,
  format text not null,
  status text not null default 'pending' check (status in ('pending', 'done', 'failed')),
  file_id bigint references files (id) on delete set null,
  created_at timestamptz not null default now(),
  finished_at timestamptz
);
create index export_jobs_user on export_jobs (user_id);
create index export_jobs_file on export_jobs (file_id);
