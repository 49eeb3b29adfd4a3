-- Receivables (títulos a receber, issue 18; spec/02 §2 Financial titlesReceive, §3 conditionPayment):
-- what an invoiced order's customer owes, one title per installment of the order's payment
-- condition, due that many days after the invoice. Issued by the services when an order is invoiced
-- (domains/financial/receivables.issue.ts: the invoiced value not yet issued), or by hand by finance
-- (origin MANUAL). Paid when finance records its payment day. Money is numeric(15, 2), never float.
create table receivables (
  id bigint generated always as identity primary key,
  order_id bigint not null references orders (id),
  customer_id bigint not null references customers (id),
  origin text not null default 'MANUAL' check (origin in ('INVOICE', 'MANUAL')),
  installment text,
  invoice_date date not null,
  due_date date not null,
  value numeric(15, 2) not null check (value > 0),
  payment_date date,
  description text,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- The list opens by due date; the record rule reaches a title through its order.
create index receivables_due on receivables (due_date, id);
create index receivables_order on receivables (order_id);
create index receivables_customer on receivables (customer_id, due_date);
create index receivables_updated_order on receivables (updated_at, id);
-- The titles still open, by due date: what is overdue today is found without reading the paid ones.
create index receivables_open_due on receivables (due_date, id) where payment_date is null;
