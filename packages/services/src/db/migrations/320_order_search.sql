-- The order grid's search over a million orders (issue 16, tests/bench/order-list.mjs): the text the
-- grid searches (number, negotiation, CRM, TOTVS and order codes, customer, representative), kept on
-- the order as f_unaccent(lower(…)) behind a trigram index, instead of eight expressions over four
-- joined tables read for every order. Kept by triggers: on the order's own writes, and on a
-- customer's or a user's rename for their orders.
alter table orders add column search_text text;

create or replace function order_search_text(o orders) returns text language sql stable as $fn$
  select f_unaccent(lower(concat_ws(' ', 'PED-' || lpad(o.id::text, 6, '0'),
    case when o.negotiation_id is not null then 'NEG-' || lpad(o.negotiation_id::text, 6, '0') end,
    o.crm_code, o.totvs_code, o.customer_order_code, o.remittance_order_code,
    (select c.corporate_name from customers c where c.id = o.customer_id),
    (select u.name from users u where u.id = o.representative_id))))
$fn$;

create or replace function orders_search_text() returns trigger language plpgsql as $fn$
begin new.search_text := order_search_text(new); return new; end
$fn$;

create trigger orders_search_text before insert or update of negotiation_id, crm_code, totvs_code,
  customer_order_code, remittance_order_code, customer_id, representative_id on orders
  for each row execute function orders_search_text();

create or replace function orders_search_rename() returns trigger language plpgsql as $fn$
begin if tg_table_name = 'customers' then update orders o set search_text = order_search_text(o) where o.customer_id = new.id; else update orders o set search_text = order_search_text(o) where o.representative_id = new.id; end if; return null; end
$fn$;

create trigger customers_order_search after update of corporate_name on customers
  for each row when (old.corporate_name is distinct from new.corporate_name)
  execute function orders_search_rename();
create trigger users_order_search after update of name on users
  for each row when (old.name is distinct from new.name)
  execute function orders_search_rename();

update orders o set search_text = order_search_text(o);
create index orders_search on orders using gin (search_text gin_trgm_ops);
