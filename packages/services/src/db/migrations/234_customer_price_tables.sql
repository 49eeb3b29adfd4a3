-- A customer's price table and related price table are references to real tables (they were free
-- text): a code that names a table becomes that table; any other text had no table to price from.
alter table customers add column price_table_id bigint references price_tables (id);
alter table customers add column price_table_related_id bigint references price_tables (id);
update customers c set price_table_id = t.id from price_tables t where lower(t.code) = lower(trim(c.price_table));
update customers c set price_table_related_id = t.id
  from price_tables t where lower(t.code) = lower(trim(c.price_table_related));
alter table customers drop column price_table;
alter table customers drop column price_table_related;
create index customers_price_table on customers (price_table_id) where price_table_id is not null;
create index customers_price_table_related on customers (price_table_related_id)
  where price_table_related_id is not null;
