-- Form cache (spec/02 §7): a user's unsaved form data per module and record ('new' for a new one).
create table form_cache (
  user_id bigint not null references users (id) on delete cascade,
  module text not null,
  record_key text not null,
  data jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, module, record_key)
);
