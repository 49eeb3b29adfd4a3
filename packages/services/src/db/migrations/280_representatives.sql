-- Representatives (spec/02 §3 Representative and Contract): a company (CNPJ) or person (CPF) who
-- sells under contract, linked to the user who signs in; his registration parameters and contracts.
create table representatives (
  id bigint generated always as identity primary key,
  name text not null,
  trade_name text,
  person_type text not null check (person_type in ('PJ', 'PF')),
  -- 14 digits (PJ) or 11 digits (PF), no mask.
  cnpj text,
  cpf text,
  representative_type text not null,
  representative_group text not null,
  status text not null default 'PRE_REGISTRATION'
    check (status in ('PRE_REGISTRATION', 'IN_CONSULTATION', 'IN_APPROVAL', 'ACTIVE', 'DISTRATO', 'INACTIVE')),
  contact_name text,
  email text not null,
  phone text,
  -- The user who signs in as him: one representative per user.
  user_id bigint references users (id) on delete set null,
  regional_manager_id bigint references users (id) on delete set null,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index representatives_cnpj_key on representatives (cnpj);
create unique index representatives_cpf_key on representatives (cpf);
create unique index representatives_user_key on representatives (user_id);
create index representatives_manager on representatives (regional_manager_id);
create index representatives_status on representatives (status, name);

-- One set of registration parameters per representative; percentages with 2 decimals.
create table representative_parameters (
  id bigint generated always as identity primary key,
  representative_id bigint not null references representatives (id) on delete cascade,
  payment_schedule text not null,
  commission boolean not null default false,
  commission_emission text not null,
  commission_percentage numeric(5, 2) not null,
  min_commission numeric(5, 2) not null,
  max_commission numeric(5, 2) not null,
  manual_commission boolean not null default false,
  child_line text,
  formula text,
  function text,
  updated_at timestamptz not null default now(),
  check (min_commission <= commission_percentage and commission_percentage <= max_commission)
);
create unique index representative_parameters_representative_key on representative_parameters (representative_id);

-- A representative's contracts: money in numeric, exact to the cent.
create table representative_contracts (
  id bigint generated always as identity primary key,
  representative_id bigint not null references representatives (id) on delete cascade,
  gross_value numeric(15, 2) not null check (gross_value > 0),
  net_value numeric(15, 2) not null check (net_value > 0),
  irrf_value numeric(15, 2),
  start_contract date not null,
  end_contract date not null,
  call_number text,
  contract_percentage numeric(5, 2),
  fan_current numeric(5, 2),
  fan_previous numeric(5, 2),
  goal_budget numeric(15, 2),
  other_funds numeric(15, 2),
  updated_at timestamptz not null default now(),
  check (net_value <= gross_value),
  check (end_contract > start_contract)
);
create index representative_contracts_representative on representative_contracts (representative_id, start_contract);
