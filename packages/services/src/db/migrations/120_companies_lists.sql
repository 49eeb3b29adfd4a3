-- The companies and bank accounts lists (lib/list.ts): accent-insensitive search served by trigram
-- indexes, and the default orders walking an index (with id, the list's tie-breaker).
create index companies_corporate_name_search on companies using gin (f_unaccent(lower(corporate_name)) gin_trgm_ops);
create index companies_trade_name_search on companies using gin (f_unaccent(lower(coalesce(trade_name, ''))) gin_trgm_ops);
create index companies_corporate_name_order on companies (corporate_name, id);
create index bank_accounts_bank_name_search on bank_accounts using gin (f_unaccent(lower(bank_name)) gin_trgm_ops);
create index bank_accounts_company on bank_accounts (company_id, id);
