-- Financial, second slice (issue 18): a budget's prices, and the budget a negotiation spends from.

-- A budget's prices (spec/02 §7 'POST create budget price'): a product at a price and quantity with
-- the VPC and FAN percentages it carries; what they take from the budget is computed, in numeric.
create table budget_prices (
  id bigint generated always as identity primary key,
  budget_id bigint not null references budgets (id) on delete cascade,
  product_id bigint not null references products (id),
  quantity int not null check (quantity > 0),
  price numeric(15, 2) not null check (price > 0),
  perc_vpc numeric(5, 2) check (perc_vpc between 0 and 100),
  perc_fan numeric(5, 2) check (perc_fan between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (budget_id, product_id)
);

-- The budget an approved negotiation spends its value_budget from (moveFunds, origin NEG-000001).
alter table negotiations add column budget_id bigint references budgets (id);
create index negotiations_budget on negotiations (budget_id) where budget_id is not null;
