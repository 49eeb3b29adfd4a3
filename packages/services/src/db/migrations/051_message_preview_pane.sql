-- The message board's "PUT preview pane" (spec/01 §7): whether the user's board page shows the
-- selected message in a pane beside the list. One row per user who changed it; absent = hidden.
create table message_board_settings (
  user_id bigint primary key references users (id) on delete cascade,
  preview_pane boolean not null default false,
  updated_at timestamptz not null default now()
);
