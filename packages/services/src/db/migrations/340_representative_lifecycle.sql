-- Representatives, what follows his registration (issue 17): a contract's termination (distrato,
-- partial or total) and the commissions set by hand per order line. His deactivation is his status
-- (INACTIVE); his customers keep him until each is given another representative.
create table representative_distratos (
  id bigint generated always as identity primary key,
  representative_id bigint not null references representatives (id) on delete cascade,
  contract_id bigint not null references representative_contracts (id) on delete cascade,
  kind text not null check (kind in ('PARTIAL', 'TOTAL')),
  termination_date date not null,
  reason text not null,
  gross_value numeric(15, 2) not null check (gross_value > 0),
  net_value numeric(15, 2) not null check (net_value > 0),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (net_value <= gross_value)
);
create index representative_distratos_representative on representative_distratos (representative_id, id);
-- One total distrato a contract.
create unique index representative_distratos_total on representative_distratos (contract_id) where kind = 'TOTAL';

-- A commission percentage set by hand on one order line (the commission import), within the
-- representative's minimum and maximum when it was set.
create table representative_commission_overrides (
  order_item_id bigint primary key references order_items (id) on delete cascade,
  percentage numeric(5, 2) not null check (percentage >= 0 and percentage <= 100),
  updated_by bigint references users (id) on delete set null,
  updated_at timestamptz not null default now()
);
