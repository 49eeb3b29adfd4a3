-- FAN (issue 18): a customer's FAN over a period, its percentages, approved through the workflow
-- engine from its save; its documents are files of the files module, each with its description.
create table fans (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id),
  status text not null default 'IN_APPROVAL'
    check (status in ('IN_APPROVAL', 'RETURNED', 'APPROVED', 'CANCELLED')),
  start_date date not null,
  end_date date not null,
  percent_fan numeric(5, 2) not null check (percent_fan > 0 and percent_fan <= 100),
  perc_vpc_fan numeric(5, 2) not null check (perc_vpc_fan >= 0 and perc_vpc_fan <= 100),
  description text,
  approved_at timestamptz,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);
-- The negotiations' read: a customer's approved FAN in force on a day.
create index fans_customer on fans (customer_id, status, start_date);
create index fans_updated_order on fans (updated_at, id);

create table fan_documents (
  id bigint generated always as identity primary key,
  fan_id bigint not null references fans (id) on delete cascade,
  description text not null,
  file_id bigint not null references files (id),
  filename text not null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index fan_documents_fan on fan_documents (fan_id, id);
