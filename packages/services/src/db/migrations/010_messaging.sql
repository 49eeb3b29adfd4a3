-- Notifications (spec/01 §3): the body (title, content, link, param, module) and one row per
-- recipient with its own fixed flag, visibility and snooze (shown again at visible_at).
create table notification_bodies (
  id bigint generated always as identity primary key,
  title text not null,
  content text not null,
  link text,
  param text,
  module text,
  created_at timestamptz not null default now()
);

create table notifications (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  body_id bigint not null references notification_bodies (id) on delete cascade,
  type text not null default 'INFO',
  fixed boolean not null default false,
  hidden boolean not null default false,
  start_date timestamptz not null default now(),
  delay int,
  visible_at timestamptz not null default now()
);
create index notifications_user on notifications (user_id, visible_at) where not hidden;
create index notifications_snoozed on notifications (visible_at) where not hidden and delay is not null;

create table notification_mute (
  user_id bigint primary key references users (id) on delete cascade,
  muted boolean not null default false
);

-- Per user and process (access name) how notifications reach him.
create table notification_configs (
  id bigint generated always as identity primary key,
  user_id bigint not null references users (id) on delete cascade,
  access_name text not null,
  instant_notice boolean not null default false,
  send_email boolean not null default false,
  hide_notifications boolean not null default false,
  resend boolean not null default false,
  resend_days_before int not null default 0 check (resend_days_before between 0 and 10),
  resend_hours_before int not null default 0 check (resend_hours_before between 0 and 24),
  days_before_highlight int not null default 0 check (days_before_highlight between 0 and 10),
  updated_at timestamptz not null default now(),
  unique (user_id, access_name)
);

-- Mail that would have been sent when no SMTP server is configured (or that failed).
create table mail_outbox (
  id bigint generated always as identity primary key,
  to_address text not null,
  subject text not null,
  body text not null,
  status text not null default 'PENDING',
  error text,
  created_at timestamptz not null default now()
);

-- Message board: a message, the sending (messages_sent) and one received copy per recipient.
create table messages (
  id bigint generated always as identity primary key,
  sender_id bigint not null references users (id),
  subject text not null,
  content text not null,
  type int not null default 0,
  active boolean not null default true,
  pinned boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table messages_sent (
  id bigint generated always as identity primary key,
  message_id bigint not null references messages (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table messages_received (
  id bigint generated always as identity primary key,
  sent_id bigint not null references messages_sent (id) on delete cascade,
  user_id bigint not null references users (id) on delete cascade,
  reading_at timestamptz,
  deleted boolean not null default false,
  unique (sent_id, user_id)
);
create index messages_received_user on messages_received (user_id) where not deleted;
