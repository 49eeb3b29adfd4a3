-- The sales dashboard's rollups (401), faster to read and safe with writers at once:
-- * the customer's UF kept on the rows (the region filter and view join no customers),
-- * sales_rollup_family_totals: the families' figures per month × representative × regional manager
--   × UF (a few thousand rows at a million orders), what admin and a representative read instead of
--   the customer grain; kept from the customer-grain rows by their differences,
-- * one row per key (unique indexes, nulls equal), written by INSERT … ON CONFLICT; a statement
--   recomputes a customer's months only while it holds that customer's advisory lock, so that two
--   orders invoiced or changed at once each count once (the second waits and reads the first's),
-- * while a bulk seed sets balcao.sales_rollup to 'deferred' in its transaction the triggers do
--   nothing, and sales_rollup_rebuild() builds all three once after it (one GROUP BY each).
alter table sales_rollup add column uf text;
alter table sales_rollup_families add column uf text;

create table sales_rollup_family_totals (
  month date not null,
  representative_id bigint,
  regional_manager_id bigint,
  uf text,
  family text not null,
  orders int not null,
  value numeric(17, 2) not null
);
create unique index sales_rollup_family_totals_key on sales_rollup_family_totals
  (month, representative_id, regional_manager_id, uf, family) nulls not distinct;
create index sales_rollup_family_totals_representative on sales_rollup_family_totals (representative_id, month);
create index sales_rollup_family_totals_manager on sales_rollup_family_totals (regional_manager_id, month);

-- Every figure from the orders at once: what a bulk seed and this migration end with.
create or replace function sales_rollup_rebuild() returns void language plpgsql as $fn$
begin
  lock table sales_rollup, sales_rollup_families, sales_rollup_family_totals in exclusive mode;
  delete from sales_rollup;
  delete from sales_rollup_families;
  delete from sales_rollup_family_totals;
  with o as (select o.id, date_trunc('month', o.issue_date)::date as month, o.customer_id,
                    o.representative_id as rep, o.regional_manager_id as mgr, c.uf
               from orders o join customers c on c.id = o.customer_id
              where o.active and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')),
       i as (select i.order_id, p.family, round(i.price * (1 + i.ipi / 100), 2) * i.quantity as value
               from order_items i join products p on p.id = i.product_id
              where i.order_id in (select id from o)),
       ot as (select order_id, sum(value) as value from i group by 1),
       a as (insert into sales_rollup (month, customer_id, representative_id, regional_manager_id, uf, orders, value)
             select o.month, o.customer_id, o.rep, o.mgr, o.uf, count(*), coalesce(sum(ot.value), 0)
               from o left join ot on ot.order_id = o.id group by 1, 2, 3, 4, 5),
       f as (insert into sales_rollup_families (month, customer_id, representative_id, regional_manager_id, uf, family, orders, value)
             select o.month, o.customer_id, o.rep, o.mgr, o.uf, i.family, count(distinct o.id), sum(i.value)
               from o join i on i.order_id = o.id group by 1, 2, 3, 4, 5, 6
             returning month, representative_id, regional_manager_id, uf, family, orders, value)
  insert into sales_rollup_family_totals (month, representative_id, regional_manager_id, uf, family, orders, value)
  select month, representative_id, regional_manager_id, uf, family, sum(orders), sum(value)
    from f group by 1, 2, 3, 4, 5;
end
$fn$;

select sales_rollup_rebuild();
drop index sales_rollup_key;
drop index sales_rollup_families_key;
create unique index sales_rollup_key on sales_rollup
  (customer_id, month, representative_id, regional_manager_id) nulls not distinct;
create unique index sales_rollup_families_key on sales_rollup_families
  (customer_id, month, representative_id, regional_manager_id, family) nulls not distinct;

-- Recomputes the rows of the given (customer, month) pairs from the orders and moves the totals by
-- the difference. Locks first: each customer's (sorted), under a shared lock of the whole; a
-- statement of more than 32 customers (a bulk one) takes the whole alone instead.
create or replace function sales_rollup_refresh(customers bigint[], months date[]) returns void
language plpgsql as $fn$
declare one bigint; many int;
begin
  select count(distinct x) into many from unnest(customers) x;
  if many > 32 then
    perform pg_advisory_xact_lock(hashtextextended('sales_rollup', 0));
  else
    perform pg_advisory_xact_lock_shared(hashtextextended('sales_rollup', 0));
    for one in select distinct x from unnest(customers) x order by 1 loop
      perform pg_advisory_xact_lock(hashtextextended('sales_rollup', one));
    end loop;
  end if;
  with k as (select distinct c, m from unnest(customers, months) k(c, m)),
       o as (select o.id, k.m as month, o.customer_id, o.representative_id as rep, o.regional_manager_id as mgr, cu.uf
               from k join orders o on o.customer_id = k.c and o.issue_date >= k.m
                                   and o.issue_date < (k.m + interval '1 month')
               join customers cu on cu.id = o.customer_id
              where o.active and o.status in ('APPROVED', 'PARTIALLY_INVOICED', 'INVOICED')),
       i as (select i.order_id, p.family, round(i.price * (1 + i.ipi / 100), 2) * i.quantity as value
               from o join order_items i on i.order_id = o.id join products p on p.id = i.product_id),
       ot as (select order_id, sum(value) as value from i group by 1),
       nr as (select o.month, o.customer_id, o.rep, o.mgr, o.uf, count(*)::int as orders,
                     coalesce(sum(ot.value), 0) as value
                from o left join ot on ot.order_id = o.id group by 1, 2, 3, 4, 5),
       nf as (select o.month, o.customer_id, o.rep, o.mgr, o.uf, i.family, count(distinct o.id)::int as orders,
                     sum(i.value) as value
                from o join i on i.order_id = o.id group by 1, 2, 3, 4, 5, 6),
       gone as (delete from sales_rollup r using k where r.customer_id = k.c and r.month = k.m
                   and not exists (select 1 from nr where nr.customer_id = r.customer_id and nr.month = r.month
                                      and nr.rep is not distinct from r.representative_id
                                      and nr.mgr is not distinct from r.regional_manager_id)),
       put as (insert into sales_rollup as r (month, customer_id, representative_id, regional_manager_id, uf, orders, value)
               select month, customer_id, rep, mgr, uf, orders, value from nr
               on conflict (customer_id, month, representative_id, regional_manager_id)
               do update set uf = excluded.uf, orders = excluded.orders, value = excluded.value
               where (r.uf, r.orders, r.value) is distinct from (excluded.uf, excluded.orders, excluded.value)),
       old as (select r.* from sales_rollup_families r join k on r.customer_id = k.c and r.month = k.m),
       gone_f as (delete from sales_rollup_families r using k where r.customer_id = k.c and r.month = k.m
                     and not exists (select 1 from nf where nf.customer_id = r.customer_id and nf.month = r.month
                                        and nf.rep is not distinct from r.representative_id
                                        and nf.mgr is not distinct from r.regional_manager_id
                                        and nf.family = r.family)),
       put_f as (insert into sales_rollup_families as r (month, customer_id, representative_id, regional_manager_id, uf, family, orders, value)
                 select month, customer_id, rep, mgr, uf, family, orders, value from nf
                 on conflict (customer_id, month, representative_id, regional_manager_id, family)
                 do update set uf = excluded.uf, orders = excluded.orders, value = excluded.value
                 where (r.uf, r.orders, r.value) is distinct from (excluded.uf, excluded.orders, excluded.value)),
       d as (select month, representative_id as rep, regional_manager_id as mgr, uf, family, -orders as orders, -value as value
               from old
             union all
             select month, rep, mgr, uf, family, orders, value from nf)
  -- In key order, so that two statements moving the same totals take their rows in the same order.
  insert into sales_rollup_family_totals as t (month, representative_id, regional_manager_id, uf, family, orders, value)
  select month, rep, mgr, uf, family, sum(orders), sum(value) from d
   group by 1, 2, 3, 4, 5 having sum(orders) <> 0 or sum(value) <> 0 order by 1, 2, 3, 4, 5
  on conflict (month, representative_id, regional_manager_id, uf, family)
  do update set orders = t.orders + excluded.orders, value = t.value + excluded.value;
  delete from sales_rollup_family_totals t
   where t.month in (select distinct m from unnest(months) m) and t.orders = 0 and t.value = 0;
end
$fn$;

-- The triggers of 401, idle while a bulk seed defers the rollups to its rebuild.
create or replace function sales_rollup_orders() returns trigger language plpgsql as $fn$
declare cs bigint[]; ms date[];
begin
  if current_setting('balcao.sales_rollup', true) = 'deferred' then return null; end if;
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

create or replace function sales_rollup_items() returns trigger language plpgsql as $fn$
declare cs bigint[]; ms date[];
begin
  if current_setting('balcao.sales_rollup', true) = 'deferred' then return null; end if;
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

-- A customer whose UF changed: his rows move to his new region.
create or replace function sales_rollup_customers() returns trigger language plpgsql as $fn$
declare cs bigint[]; ms date[];
begin
  if current_setting('balcao.sales_rollup', true) = 'deferred' then return null; end if;
  select array_agg(r.customer_id), array_agg(r.month) into cs, ms
    from sales_rollup r
   where r.customer_id in (select n.id from new_rows n join old_rows o on o.id = n.id
                            where n.uf is distinct from o.uf);
  if cs is not null then perform sales_rollup_refresh(cs, ms); end if;
  return null;
end
$fn$;

create trigger customers_sales_rollup_update after update on customers
  referencing new table as new_rows old table as old_rows for each statement execute function sales_rollup_customers();

analyze sales_rollup;
analyze sales_rollup_families;
analyze sales_rollup_family_totals;
