-- The sales dashboard (/financial/salesDashboard, issue 18): its figures over a million orders
-- (tests/bench/sales-dashboard.mjs) come from monthly rollups, not from the orders and their items
-- read on every call. A sale is an active order approved, partially invoiced or invoiced; its value
-- is its items' total with IPI (the order's "Valor total": round(price × (1 + IPI), 2) × quantity).
--
-- sales_rollup: per month (of the order's day), customer, representative and regional manager, the
-- orders and their value. sales_rollup_families: the same per product family (an order counts once
-- in each family it has items of). Both are recomputed for each (customer, month) a statement
-- touches, by statement-level triggers over its transition tables: one set-based recompute per
-- statement (a bulk insert of a million orders included), never a row at a time.
create table sales_rollup (
  month date not null,
  customer_id bigint not null,
  representative_id bigint,
  regional_manager_id bigint,
  orders int not null,
  value numeric(17, 2) not null
);
create index sales_rollup_key on sales_rollup (customer_id, month);
create index sales_rollup_month on sales_rollup (month);
create index sales_rollup_representative on sales_rollup (representative_id, month);
create index sales_rollup_manager on sales_rollup (regional_manager_id, month);

create table sales_rollup_families (
  month date not null,
  customer_id bigint not null,
  representative_id bigint,
  regional_manager_id bigint,
  family text not null,
  orders int not null,
  value numeric(17, 2) not null
);
create index sales_rollup_families_key on sales_rollup_families (customer_id, month);
create index sales_rollup_families_month on sales_rollup_families (month);
create index sales_rollup_families_representative on sales_rollup_families (representative_id, month);
create index sales_rollup_families_manager on sales_rollup_families (regional_manager_id, month);

-- Recomputes the rollups' rows of the given (customer, month) pairs from the orders: the orders
-- joined on their customer and month (a hash join for a bulk statement, the customer's index for
-- one order), their items summed per order.
create or replace function sales_rollup_refresh(customers bigint[], months date[]) returns void
language plpgsql as $fn$
begin
  delete from sales_rollup r using (select distinct c, m from unnest(customers, months) k(c, m)) k
   where r.customer_id = k.c and r.month = k.m;
  delete from sales_rollup_families r using (select distinct c, m from unnest(customers, months) k(c, m)) k
   where r.customer_id = k.c and r.month = k.m;
  with k as (select distinct c, m from unnest(customers, months) k(c, m)),
       o as (select o.id, k.m as month, o.customer_id, o.representative_id, o.regional_manager_id
               from k join orders o on o.customer_id = k.c and date_trunc('month', o.issue_date)::date = k.m
              where o.active and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')),
       i as (select i.order_id, p.family, round(i.price * (1 + i.ipi / 100), 2) * i.quantity as value
               from o join order_items i on i.order_id = o.id join products p on p.id = i.product_id),
       ot as (select order_id, sum(value) as value from i group by 1),
       a as (insert into sales_rollup (month, customer_id, representative_id, regional_manager_id, orders, value)
             select o.month, o.customer_id, o.representative_id, o.regional_manager_id, count(*),
                    coalesce(sum(ot.value), 0)
               from o left join ot on ot.order_id = o.id group by 1, 2, 3, 4)
  insert into sales_rollup_families (month, customer_id, representative_id, regional_manager_id, family, orders, value)
  select o.month, o.customer_id, o.representative_id, o.regional_manager_id, i.family, count(distinct o.id),
         sum(i.value)
    from o join i on i.order_id = o.id group by 1, 2, 3, 4, 5;
end
$fn$;

-- The orders a statement wrote: their (customer, month) before and after, where what the rollups
-- read of them changed.
create or replace function sales_rollup_orders() returns trigger language plpgsql as $fn$
declare cs bigint[]; ms date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(customer_id), array_agg(date_trunc('month', issue_date)::date) into cs, ms from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(customer_id), array_agg(date_trunc('month', issue_date)::date) into cs, ms from old_rows;
  else
    select array_agg(k.c), array_agg(k.m) into cs, ms from (
      select x.c, x.m from new_rows n join old_rows o on o.id = n.id
        cross join lateral (values (n.customer_id, date_trunc('month', n.issue_date)::date),
                                   (o.customer_id, date_trunc('month', o.issue_date)::date)) x(c, m)
       where (n.status, n.active, n.issue_date, n.customer_id, n.representative_id, n.regional_manager_id)
             is distinct from
             (o.status, o.active, o.issue_date, o.customer_id, o.representative_id, o.regional_manager_id)) k;
  end if;
  if cs is not null then perform sales_rollup_refresh(cs, ms); end if;
  return null;
end
$fn$;

create trigger orders_sales_rollup_insert after insert on orders
  referencing new table as new_rows for each statement execute function sales_rollup_orders();
create trigger orders_sales_rollup_update after update on orders
  referencing new table as new_rows old table as old_rows for each statement execute function sales_rollup_orders();
create trigger orders_sales_rollup_delete after delete on orders
  referencing old table as old_rows for each statement execute function sales_rollup_orders();

-- The items a statement wrote: the (customer, month) of their orders, where their figures changed.
create or replace function sales_rollup_items() returns trigger language plpgsql as $fn$
declare cs bigint[]; ms date[];
begin
  if tg_op = 'INSERT' then
    select array_agg(o.customer_id), array_agg(date_trunc('month', o.issue_date)::date) into cs, ms
      from orders o where o.id in (select order_id from new_rows);
  elsif tg_op = 'DELETE' then
    select array_agg(o.customer_id), array_agg(date_trunc('month', o.issue_date)::date) into cs, ms
      from orders o where o.id in (select order_id from old_rows);
  else
    select array_agg(o.customer_id), array_agg(date_trunc('month', o.issue_date)::date) into cs, ms
      from orders o where o.id in (
        select n.order_id from new_rows n join old_rows p on p.id = n.id
         where (n.order_id, n.product_id, n.quantity, n.price, n.ipi) is distinct from
               (p.order_id, p.product_id, p.quantity, p.price, p.ipi)
        union select p.order_id from new_rows n join old_rows p on p.id = n.id where n.order_id <> p.order_id);
  end if;
  if cs is not null then perform sales_rollup_refresh(cs, ms); end if;
  return null;
end
$fn$;

create trigger order_items_sales_rollup_insert after insert on order_items
  referencing new table as new_rows for each statement execute function sales_rollup_items();
create trigger order_items_sales_rollup_update after update on order_items
  referencing new table as new_rows old table as old_rows for each statement execute function sales_rollup_items();
create trigger order_items_sales_rollup_delete after delete on order_items
  referencing old table as old_rows for each statement execute function sales_rollup_items();

-- The orders already there.
select sales_rollup_refresh(array_agg(customer_id), array_agg(date_trunc('month', issue_date)::date))
  from orders;
analyze sales_rollup;
analyze sales_rollup_families;
