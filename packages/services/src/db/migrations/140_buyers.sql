-- Buyers (/client/buyers, issue 6): a customer's purchasing contacts, the people who buy from us
-- for it. Fields:
--   customer_id  the one customer he buys for; who may see a buyer is who may see that customer
--                (domains/customers/access.ts, reused by domains/buyers/access.ts);
--   name         required;
--   cpf          11 digits, no mask, valid; unique per customer (the same person may buy for
--                several customers);
--   email        required: where quotes and orders go;
--   phone        digits only, optional;
--   position     his position or role at the customer (Comprador, Gerente de compras…), optional;
--   main         the customer's main buyer: at most one per customer (setting another moves it);
--   active       an inactive buyer is kept for history and is never the main one;
--   notes        free text, up to 500 characters.
create table buyers (
  id bigint generated always as identity primary key,
  customer_id bigint not null references customers (id) on delete cascade,
  name text not null,
  cpf text not null check (cpf ~ '^\d{11}$'),
  email text not null,
  phone text,
  position text,
  main boolean not null default false,
  active boolean not null default true,
  notes text,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (not (main and not active))
);
create unique index buyers_customer_cpf_key on buyers (customer_id, cpf);
create unique index buyers_main_key on buyers (customer_id) where main;
create index buyers_customer on buyers (customer_id, id);
-- The list (lib/list.ts): its default order walks an index; accent-insensitive search by trigram.
create index buyers_name_order on buyers (name, id);
create index buyers_updated_order on buyers (updated_at, id);
create index buyers_name_search on buyers using gin (f_unaccent(lower(name)) gin_trgm_ops);
create index buyers_email_search on buyers using gin (f_unaccent(lower(email)) gin_trgm_ops);
