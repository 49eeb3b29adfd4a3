-- Customers (/client/customer, issue 6): the registration of spec/02 §3 and its sub-records.
-- A customer belongs to a matrix (companies.id) and is owned by a representative (a user); who
-- may read it is decided in domains/customers/access.ts.
create table customers (
  id bigint generated always as identity primary key,
  company_id bigint not null references companies (id),
  representative_id bigint references users (id) on delete set null,
  status text not null default 'PRE_REGISTRATION'
    check (status in ('PRE_REGISTRATION', 'IN_APPROVAL', 'ACTIVE', 'INACTIVE')),
  person_type text not null check (person_type in ('PJ', 'PF')),
  -- Identity and contact. CNPJ 14 and CPF 11 digits, no mask.
  cnpj text,
  cpf text,
  state_registration text,
  corporate_name text not null,
  short_name text not null,
  commercial_phone text,
  billing_phone text,
  billing_email text,
  invoice_email text,
  business_email text,
  site text,
  initial_contact text,
  cep text,
  street text,
  number text,
  complement text,
  district text,
  city text,
  uf text,
  -- Figures (money is numeric).
  employees int check (employees >= 0),
  suggested_limit numeric(15, 2),
  social_capital numeric(15, 2),
  revenue_last_12_months numeric(15, 2),
  implantation_date date,
  -- Classification and tax.
  risk_class text,
  price_table text,
  price_table_related text,
  crm_table text,
  customer_group text,
  carrier text,
  bank_instruction text,
  tax_regime text,
  icms_taxpayer text,
  suframa text,
  crc text,
  activity_branch text,
  -- Flags.
  issues_bank_slip boolean not null default false,
  generates_debit_notice boolean not null default false,
  calculates_fine boolean not null default false,
  receives_nfe boolean not null default false,
  simple_client boolean not null default false,
  receives_sci_information boolean not null default false,
  standard_income boolean not null default false,
  check_serasa boolean not null default false,
  check_supplier boolean not null default false,
  do_not_retain_icms boolean not null default false,
  icms_substitute boolean not null default false,
  ipi_suspension_optant boolean not null default false,
  buys_specific_brand boolean not null default false,
  withholds_tax boolean not null default false,
  retention_agent boolean not null default false,
  non_cumulative_100 boolean not null default false,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((person_type = 'PJ' and cnpj is not null) or (person_type = 'PF' and cpf is not null))
);
create unique index customers_cnpj_key on customers (cnpj) where cnpj is not null;
create index customers_cpf on customers (cpf) where cpf is not null;
create index customers_company on customers (company_id);
create index customers_representative on customers (representative_id, status);
create index customers_status_name on customers (status, corporate_name, id);
create index customers_name_order on customers (corporate_name, id);
create index customers_short_name_order on customers (lower(short_name), id);
create index customers_updated_order on customers (updated_at, id);
create index customers_name_search on customers using gin (f_unaccent(lower(corporate_name)) gin_trgm_ops);
create index customers_short_name_search on customers using gin (f_unaccent(lower(short_name)) gin_trgm_ops);
create index customers_cnpj_search on customers using gin (cnpj gin_trgm_ops);
create index customers_city_search on customers using gin (f_unaccent(lower(city)) gin_trgm_ops);
-- CNPJ lookup: a customer's matrix is the company whose CNPJ has the same 8-digit root.
create index companies_cnpj_root on companies (left(cnpj, 8));

-- Fiscal parameters: rates, and the CFOP codes per product family × region × variant below.
create table customer_fiscal_parameters (
  customer_id bigint primary key references customers (id) on delete cascade,
  icms_rate numeric(5, 2),
  ipi_rate numeric(5, 2),
  pis_rate numeric(5, 2),
  cofins_rate numeric(5, 2),
  st_margin numeric(5, 2),
  tax_base_reduction numeric(5, 2),
  special_regime text,
  updated_at timestamptz not null default now()
);
create table customer_cfops (
  customer_id bigint not null references customers (id) on delete cascade,
  family text not null
    check (family in ('TV', 'NOTEBOOK', 'MICROWAVE', 'MINISYSTEM', 'ARCON', 'MONITOR', 'SMART', 'TABLET', 'DESKTOP')),
  region text not null check (region in ('MANAUS', 'AG_SC', 'AG_SP')),
  variant text not null check (variant in ('ST', 'VPC')),
  code text not null check (code ~ '^[0-9]{4}$'),
  primary key (customer_id, family, region, variant)
);

create table customer_business_hierarchy (
  customer_id bigint primary key references customers (id) on delete cascade,
  board text,
  region text,
  regional_manager_id bigint references users (id) on delete set null,
  supervisor text,
  channel text,
  segment text,
  updated_at timestamptz not null default now()
);

create table customer_registration (
  customer_id bigint primary key references customers (id) on delete cascade,
  credit_limit numeric(15, 2),
  payment_condition text,
  payment_term_days int,
  discount_percent numeric(5, 2),
  freight_type text check (freight_type in ('CIF', 'FOB')),
  minimum_order_value numeric(15, 2),
  credit_risk text,
  updated_at timestamptz not null default now()
);

create table customer_nature_operations (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  operation text not null,
  nature_code text not null,
  description text
);
create index customer_nature_operations_customer on customer_nature_operations (customer_id, id);

-- Documents: the file lives in the files store; alias is the document type code.
create table customer_documents (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  alias text not null,
  title text not null,
  observation text,
  file_id bigint not null references files (id),
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index customer_documents_customer on customer_documents (customer_id, id);

-- Record access reads the customer-registration executions a user takes part in.
create index workflow_executions_requester on workflow_executions (requester_id);
create index workflow_steps_answered on workflow_steps (answered_by) where answered_by is not null;
create index workflow_steps_execution_assignee on workflow_steps (assignee_id, execution_id);
