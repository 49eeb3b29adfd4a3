-- A user's saved view of a grid: columns (order, widths, hidden), sort, page size and filters.
create table grid_views (
  user_id bigint not null references users (id) on delete cascade,
  grid_key text not null,
  view jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, grid_key)
);
