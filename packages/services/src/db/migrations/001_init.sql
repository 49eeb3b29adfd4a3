create table users (
  id bigint generated always as identity primary key,
  user_name text not null,
  name text not null,
  email text not null,
  phone text,
  password_hash text not null,
  active boolean not null default true,
  file_id bigint,
  file_path text,
  show_modal_rankings boolean not null default false,
  password_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_user_name_key on users (lower(user_name));
create unique index users_email_key on users (lower(email));

create table profiles (
  id bigint generated always as identity primary key,
  name text not null unique,
  description text,
  active boolean not null default true,
  global boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table profile_grants (
  profile_id bigint not null references profiles (id) on delete cascade,
  module text not null,
  actions text[] not null,
  primary key (profile_id, module)
);

create table profile_exceptions (
  profile_id bigint not null references profiles (id) on delete cascade,
  name text not null,
  permission text not null,
  primary key (profile_id, name, permission)
);

create table user_profiles (
  user_id bigint not null references users (id) on delete cascade,
  profile_id bigint not null references profiles (id) on delete cascade,
  primary key (user_id, profile_id)
);
create index user_profiles_profile on user_profiles (profile_id);

create table favorites (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  path text not null,
  title text not null,
  unique (user_id, path)
);

create table revoked_tokens (
  jti text primary key,
  expires_at timestamptz not null
);

create table login_attempts (
  id bigint generated always as identity primary key,
  user_name text not null,
  address text not null,
  success boolean not null,
  at timestamptz not null default now()
);
create index login_attempts_user on login_attempts (lower(user_name), at);
create index login_attempts_address on login_attempts (address, at);

create table access_log (
  id bigint generated always as identity primary key,
  user_id bigint,
  method text not null,
  route text not null,
  status int not null,
  at timestamptz not null default now()
);
create index access_log_user on access_log (user_id, at);
