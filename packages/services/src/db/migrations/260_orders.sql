-- Orders (issue 16; spec/02 §2 /sales/orders, §3 Negotiation / order columns, §4, §7 and §8 Orders).
-- A representative's order for one of his customers, from an approved negotiation or from the
-- price table valid today; who may read it is decided in domains/orders/access.ts. Money is
-- numeric(15, 2) and percents numeric(7, 2), never float.
create table orders (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id),
  negotiation_id bigint references negotiations (id),
  representative_id bigint references users (id) on delete set null,
  regional_manager_id bigint references users (id) on delete set null,
  responsible_approval text,
  status text not null default 'DRAFT'
    check (status in ('DRAFT', 'IN_APPROVAL', 'RETURNED', 'APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')),
  erp_status text not null default 'NOT_SENT' check (erp_status in ('NOT_SENT', 'SENT', 'FAILED')),
  active boolean not null default true,
  establishment_code text not null,
  order_type text not null,
  origin_order text not null,
  crm_code text,
  totvs_code text unique,
  condition_payment text not null,
  type_freight text not null,
  logistic_company text,
  customer_order_code text,
  remittance_order_code text,
  issue_date date not null,
  delivery_date date,
  completion_date date,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index orders_representative on orders (representative_id, id);
create index orders_regional_manager on orders (regional_manager_id, id);
create index orders_customer on orders (customer_id);
create index orders_negotiation on orders (negotiation_id);
create index orders_status on orders (status, id);
create index orders_issue_date on orders (issue_date, id);
create index orders_updated_order on orders (updated_at, id);
create index orders_customer_order_code on orders (customer_order_code);
create index orders_remittance_order_code on orders (remittance_order_code);

-- Its items: the bound (negotiated price and quantity, or the table's floor), the table price and
-- the product's IPI as they were when the item was saved; its fate in the approval, whether it
-- reached the ERP, and how much of it was invoiced (never above what was ordered).
create table order_items (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id) on delete cascade,
  product_id bigint not null references products (id),
  quantity int not null check (quantity > 0),
  price numeric(15, 2) not null check (price > 0),
  table_price numeric(15, 2) not null check (table_price > 0),
  min_price numeric(15, 2) not null check (min_price > 0),
  max_quantity int check (max_quantity > 0),
  ipi numeric(5, 2) not null default 0,
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  sent_to_erp boolean not null default false,
  invoiced_quantity int not null default 0 check (invoiced_quantity >= 0 and invoiced_quantity <= quantity),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index order_items_key on order_items (order_id, product_id);
create index order_items_updated_order on order_items (updated_at, id);
