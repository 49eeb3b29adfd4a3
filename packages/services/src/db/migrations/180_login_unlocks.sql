-- An administrator's lift of the sign-in lock on an account (users screen): failures before it no
-- longer count against the account.
create table login_unlocks (
  id bigint generated always as identity primary key,
  user_name text not null,
  unlocked_by bigint references users (id) on delete set null,
  at timestamptz not null default now()
);
create index login_unlocks_user on login_unlocks (lower(user_name), at);
create index login_attempts_user_address on login_attempts (lower(user_name), address, at);
