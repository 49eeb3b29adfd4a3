-- Stored files: the bytes live in the files directory under a server-generated name (path);
-- this row says whose they are and what they were called.
create table files (
  id bigint generated always as identity primary key,
  owner_id bigint references users (id) on delete set null,
  original_name text not null,
  description text,
  mime text not null,
  size bigint not null,
  path text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index files_owner on files (owner_id);

-- One row per setting; the login image is the file named by login_image_file_id.
create table settings (
  key text primary key,
  file_id bigint references files (id) on delete set null,
  updated_at timestamptz not null default now()
);

-- Sticky notes: each user's own.
create table reminders (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  content text not null default '' check (char_length(content) <= 4000),
  show_content boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index reminders_user on reminders (user_id, id);
