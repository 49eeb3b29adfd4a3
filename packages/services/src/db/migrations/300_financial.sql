-- Financial, first slice (issue 18; spec/02 §2 Financial, §3 Budget categories, §4, §5, §7 VPC and
-- budgets, §8 VPC, budgets and approvals). Money is numeric(15, 2), never float.

-- Budgets (verbas): a category, optionally a customer; the balance moves only with a movement, in
-- the movement's transaction, under the budget's row lock, and never below zero.
create table budgets (
  id bigint generated always as identity primary key,
  description text not null,
  category text not null check (category in ('BONUS', 'GROWTH', 'FLOW', 'STORE_ACTIONS', 'PRESIDENCY')),
  customer_id bigint references customers (id),
  value numeric(15, 2) not null check (value > 0),
  balance numeric(15, 2) not null default 0 check (balance >= 0),
  spent numeric(15, 2) not null default 0 check (spent >= 0),
  last_movement text,
  active boolean not null default true,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index budgets_category on budgets (category, id);
create index budgets_customer on budgets (customer_id);
create index budgets_updated_order on budgets (updated_at, id);

-- Its schedule (programações de apuração).
create table budget_schedules (
  id bigint generated always as identity primary key,
  budget_id bigint not null references budgets (id) on delete cascade,
  description text not null,
  period_start date not null,
  period_end date not null,
  assessment_date date not null,
  expected_value numeric(15, 2) check (expected_value > 0),
  updated_at timestamptz not null default now(),
  check (period_end >= period_start)
);
create index budget_schedules_budget on budget_schedules (budget_id, assessment_date);

-- Every movement of a budget's balance, with the balance it left.
create table budget_movements (
  id bigint generated always as identity primary key,
  budget_id bigint not null references budgets (id) on delete cascade,
  kind text not null check (kind in ('CREDIT', 'SPEND', 'REFUND')),
  value numeric(15, 2) not null check (value > 0),
  balance_after numeric(15, 2) not null check (balance_after >= 0),
  customer_id bigint references customers (id),
  origin text,
  description text,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index budget_movements_budget on budget_movements (budget_id, created_at);
create index budget_movements_customer on budget_movements (customer_id, created_at);
create index budget_movements_created on budget_movements (created_at);

-- Debit notes (ND) issued against orders, so of the order's customer.
create table debit_notes (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id),
  customer_id bigint not null references customers (id),
  issue_date date not null,
  value numeric(15, 2) not null check (value > 0),
  description text,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index debit_notes_customer on debit_notes (customer_id, id);
create index debit_notes_order on debit_notes (order_id);

-- VPC requests: a customer's, over a period, backed by NDs, approved through the workflow engine.
create table vpc_requests (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id),
  status text not null default 'DRAFT'
    check (status in ('DRAFT', 'IN_APPROVAL', 'RETURNED', 'APPROVED', 'CANCELLED')),
  value numeric(15, 2) not null check (value > 0),
  first_period date not null,
  last_period date not null,
  description text,
  budget_id bigint references budgets (id),
  file_id bigint references files (id) on delete set null,
  approved_at timestamptz,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (last_period >= first_period)
);
create index vpc_requests_customer on vpc_requests (customer_id, first_period);
create index vpc_requests_status on vpc_requests (status, id);
create index vpc_requests_updated_order on vpc_requests (updated_at, id);

-- An ND backs one VPC request at most.
create table vpc_request_debit_notes (
  vpc_request_id bigint not null references vpc_requests (id) on delete cascade,
  debit_note_id bigint not null unique references debit_notes (id),
  primary key (vpc_request_id, debit_note_id)
);
