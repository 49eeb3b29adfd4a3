-- Negotiations (issue 15; spec/02 §2 /sales/negotiations, §3 Negotiation / order columns, §4).
-- A representative's deal with one of his customers; who may read it is decided in
-- domains/negotiations/access.ts. Money is numeric(15, 2) and percents numeric(7, 2), never float.
create table negotiations (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id),
  buyer_id bigint references buyers (id) on delete set null,
  representative_id bigint references users (id) on delete set null,
  -- Set when sent to approval: the items' families' regional manager and the alçada that approves.
  regional_manager_id bigint references users (id) on delete set null,
  responsible_approval text,
  status text not null default 'DRAFT' check (status in ('DRAFT', 'IN_APPROVAL', 'APPROVED', 'CONCLUDED')),
  blocked boolean not null default false,
  type_of_funds text not null,
  type_of_payment text not null,
  campaign text,
  reason text not null,
  first_period date not null,
  last_period date not null,
  destination_state text not null,
  condition_payment text,
  expiration_date date,
  totvs_negotiation_number text,
  value_budget numeric(15, 2) check (value_budget >= 0),
  budget_description text,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (last_period >= first_period)
);
create index negotiations_representative on negotiations (representative_id, id);
create index negotiations_regional_manager on negotiations (regional_manager_id, id);
create index negotiations_customer on negotiations (customer_id);
create index negotiations_status on negotiations (status, id);
create index negotiations_updated_order on negotiations (updated_at, id);

-- Its details (items): the price table's price and floor and the product's IPI as they were when
-- the item was saved, so that a later change of the table does not move a deal.
create table negotiation_items (
  id bigint generated always as identity primary key,
  negotiation_id bigint not null references negotiations (id) on delete cascade,
  product_id bigint not null references products (id),
  negotiated_quantity int not null check (negotiated_quantity > 0),
  negotiated_price_without_ipi numeric(15, 2) not null check (negotiated_price_without_ipi > 0),
  perc_price_vpc numeric(7, 2) check (perc_price_vpc between 0 and 100),
  perc_vpc_fan numeric(7, 2) check (perc_vpc_fan between 0 and 100),
  table_price numeric(15, 2) not null check (table_price > 0),
  floor_price numeric(15, 2) not null check (floor_price > 0),
  ipi numeric(5, 2) not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index negotiation_items_key on negotiation_items (negotiation_id, product_id);
create index negotiation_items_updated_order on negotiation_items (updated_at, id);

-- Who is the regional manager of a product family (the lines/families of a deal's items).
create table family_regional_managers (
  family text not null,
  user_id bigint not null references users (id) on delete cascade,
  primary key (family, user_id)
);
