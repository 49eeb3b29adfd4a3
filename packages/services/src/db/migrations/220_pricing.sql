-- Products and price tables (issue 14; spec/02 §2, §7 'Price table' and 'Products').
-- products: the catalogue. family is one of the customer's nine CFOP families; ipi a percent;
-- release_status where the product stands on its way to sale (PENDENTE, EM_APROVACAO, LIBERADO).
create table products (
  id bigint generated always as identity primary key,
  code text not null,
  name text not null,
  family text not null
    check (family in ('TV', 'NOTEBOOK', 'MICROWAVE', 'MINISYSTEM', 'ARCON', 'MONITOR', 'SMART', 'TABLET', 'DESKTOP')),
  line text,
  ean text check (ean ~ '^[0-9]{13}$'),
  ncm text not null check (ncm ~ '^[0-9]{8}$'),
  ipi numeric(5, 2) check (ipi between 0 and 100),
  unit text not null,
  order_group text,
  release_status text not null default 'PENDENTE'
    check (release_status in ('PENDENTE', 'EM_APROVACAO', 'LIBERADO')),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index products_code_key on products (lower(code));
create index products_code_order on products (code, id);
create index products_name_order on products (name, id);
create index products_updated_order on products (updated_at, id);
create index products_name_search on products using gin (f_unaccent(lower(name)) gin_trgm_ops);
create index products_code_search on products using gin (f_unaccent(lower(code)) gin_trgm_ops);

-- price_tables: what products sell for over [valid_from, valid_to] (days, both included) to the
-- customers of its scope: a customer whose state is in `states` (none: every state) and whose
-- group is `customer_group` (none: every group). At least one of the two is set.
create table price_tables (
  id bigint generated always as identity primary key,
  code text not null,
  description text not null,
  valid_from date not null,
  valid_to date not null,
  states text[] not null default '{}',
  customer_group text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (valid_to >= valid_from),
  check (cardinality(states) > 0 or customer_group is not null)
);
create unique index price_tables_code_key on price_tables (lower(code));
create index price_tables_valid on price_tables (valid_from, valid_to) where active;
create index price_tables_order on price_tables (valid_from, id);
create index price_tables_updated_order on price_tables (updated_at, id);

-- An item: the product's price in the table, and either the lowest price or the largest discount a
-- sale may reach. Money is numeric(15, 2), never float.
create table price_table_items (
  id bigint generated always as identity primary key,
  price_table_id bigint not null references price_tables (id) on delete cascade,
  product_id bigint not null references products (id),
  price numeric(15, 2) not null check (price > 0),
  min_price numeric(15, 2) check (min_price > 0 and min_price <= price),
  max_discount numeric(5, 2) check (max_discount between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (min_price is null or max_discount is null)
);
create unique index price_table_items_key on price_table_items (price_table_id, product_id);
-- A customer's price: the items of one product across tables.
create index price_table_items_product on price_table_items (product_id, price_table_id);
create index price_table_items_updated_order on price_table_items (updated_at, id);

create index customers_group on customers (customer_group);
