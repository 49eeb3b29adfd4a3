-- Totals kept on the record their items belong to, one way for every such record (negotiations
-- since 285, orders here): statement triggers on the items call the record's refresh function once
-- per statement with the records its rows touched (an import writes thousands of items at once).
-- Each refresh first locks those records in id order, then sums in a statement of its own: two
-- transactions writing items of one record at once add up (the second waits for the first to end
-- and then reads its items too, where a single UPDATE would have kept its older snapshot's sums).
-- tg_argv: the refresh function (ids bigint[]) and the items' column that names their record.
create function items_totals() returns trigger language plpgsql as $$
declare ids bigint[];
begin
  if tg_op = 'INSERT' then
    execute format('select array(select distinct %I from new_items)', tg_argv[1]) into ids;
  elsif tg_op = 'DELETE' then
    execute format('select array(select distinct %I from old_items)', tg_argv[1]) into ids;
  else
    execute format('select array(select %I from new_items union select %I from old_items)',
                   tg_argv[1], tg_argv[1]) into ids;
  end if;
  execute format('select %I($1)', tg_argv[0]) using ids;
  return null;
end $$;

-- The negotiations' totals through it: their refresh locks its deals first, as every refresh does.
drop trigger negotiation_items_totals_insert on negotiation_items;
drop trigger negotiation_items_totals_update on negotiation_items;
drop trigger negotiation_items_totals_delete on negotiation_items;
drop function negotiation_items_totals();

create or replace function negotiation_totals_refresh(ids bigint[]) returns void language sql as $$
  select 1 from negotiations where id = any(ids) order by id for no key update;
  update negotiations n
     set (total_items, total_amount, total_value, table_amount, floor_amount, funds_amount) = (
           select count(*)::int,
                  coalesce(sum(i.negotiated_price_without_ipi * i.negotiated_quantity), 0),
                  coalesce(sum(round(i.negotiated_price_without_ipi * (1 + i.ipi / 100), 2) * i.negotiated_quantity), 0),
                  coalesce(sum(i.table_price * i.negotiated_quantity), 0),
                  coalesce(sum(i.floor_price * i.negotiated_quantity), 0),
                  coalesce(sum(round(i.negotiated_price_without_ipi * i.negotiated_quantity
                                     * (coalesce(i.perc_price_vpc, 0) + coalesce(i.perc_vpc_fan, 0)) / 100, 2)), 0)
             from negotiation_items i where i.negotiation_id = n.id)
   where n.id = any(ids);
$$;

create trigger negotiation_items_totals_insert after insert on negotiation_items
  referencing new table as new_items for each statement
  execute function items_totals('negotiation_totals_refresh', 'negotiation_id');
create trigger negotiation_items_totals_update after update on negotiation_items
  referencing old table as old_items new table as new_items for each statement
  execute function items_totals('negotiation_totals_refresh', 'negotiation_id');
create trigger negotiation_items_totals_delete after delete on negotiation_items
  referencing old table as old_items for each statement
  execute function items_totals('negotiation_totals_refresh', 'negotiation_id');

-- An order's totals (the sums of orders.sql.ts's ITEM_SQL per item), so that the order grid sorts
-- and pages by them through an index instead of summing every listed order's items
-- (tests/bench/order-list.mjs), and reads its page without a join over the items.
alter table orders
  add column total_items int not null default 0,
  add column total_amount numeric(17, 2) not null default 0,
  add column total_value numeric(17, 2) not null default 0,
  add column table_amount numeric(17, 2) not null default 0,
  add column invoiced_value numeric(17, 2) not null default 0;

create function order_totals_refresh(ids bigint[]) returns void language sql as $$
  select 1 from orders where id = any(ids) order by id for no key update;
  update orders o
     set (total_items, total_amount, total_value, table_amount, invoiced_value) = (
           select count(*)::int,
                  coalesce(sum(i.price * i.quantity), 0),
                  coalesce(sum(round(i.price * (1 + i.ipi / 100), 2) * i.quantity), 0),
                  coalesce(sum(i.table_price * i.quantity), 0),
                  coalesce(sum(round(i.price * (1 + i.ipi / 100), 2) * i.invoiced_quantity), 0)
             from order_items i where i.order_id = o.id)
   where o.id = any(ids);
$$;

create trigger order_items_totals_insert after insert on order_items
  referencing new table as new_items for each statement
  execute function items_totals('order_totals_refresh', 'order_id');
create trigger order_items_totals_update after update on order_items
  referencing old table as old_items new table as new_items for each statement
  execute function items_totals('order_totals_refresh', 'order_id');
create trigger order_items_totals_delete after delete on order_items
  referencing old table as old_items for each statement
  execute function items_totals('order_totals_refresh', 'order_id');

-- The orders there are: their items summed once, grouped (a million orders in one pass).
update orders o
   set (total_items, total_amount, total_value, table_amount, invoiced_value) =
       (t.items, t.amount, t.value, t.table_amount, t.invoiced)
  from (select i.order_id, count(*)::int as items, sum(i.price * i.quantity) as amount,
               sum(round(i.price * (1 + i.ipi / 100), 2) * i.quantity) as value,
               sum(i.table_price * i.quantity) as table_amount,
               sum(round(i.price * (1 + i.ipi / 100), 2) * i.invoiced_quantity) as invoiced
          from order_items i group by i.order_id) t
 where t.order_id = o.id;

-- The grid's sort orders on the order's own columns, each with the id (the list's tie-breaker). The
-- number's, the day's and the totals' carry the representatives' rule's columns
-- (domains/sales/representativeRule.ts), so that a representative's page, however deep, is found
-- in the index alone, its rule checked there, without reading the orders it skips.
create index orders_rule_by_id on orders (id) include (representative_id, regional_manager_id, customer_id);
drop index orders_issue_date;
create index orders_issue_date on orders (issue_date, id)
  include (representative_id, regional_manager_id, customer_id);
create index orders_total_value on orders (total_value, id)
  include (representative_id, regional_manager_id, customer_id);
create index orders_total_amount on orders (total_amount, id)
  include (representative_id, regional_manager_id, customer_id);
create index orders_order_type on orders (order_type, id);
create index orders_delivery_date on orders (delivery_date, id);
create index orders_totvs_code_order on orders (totvs_code, id);
