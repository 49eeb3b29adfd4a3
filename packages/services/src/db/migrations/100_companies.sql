-- Companies (/administrative/companies): the head offices ("matrizes") customers belong to, and
-- their bank accounts (/financial/banks). Customers (issue 6) reference companies.id as their
-- matrix; a representative sees a company when he owns it or owns one of its customers.
create table companies (
  id bigint generated always as identity primary key,
  -- The matrix code the ERP knows it by (bank data "matrix code").
  code text not null,
  -- 14 digits, no mask.
  cnpj text not null,
  corporate_name text not null,
  trade_name text,
  state_registration text,
  email text,
  phone text,
  -- The representative who owns the company's relationship (a user).
  representative_id bigint references users (id) on delete set null,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index companies_code_key on companies (lower(code));
create unique index companies_cnpj_key on companies (cnpj);
create index companies_representative on companies (representative_id);

create table bank_accounts (
  id bigint generated always as identity primary key,
  company_id bigint not null references companies (id) on delete cascade,
  -- Febraban code, 3 digits.
  bank_code text not null,
  bank_name text not null,
  agency_code text not null,
  account_code text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index bank_accounts_key on bank_accounts (company_id, bank_code, agency_code, account_code);
