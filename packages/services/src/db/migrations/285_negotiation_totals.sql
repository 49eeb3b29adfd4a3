-- A negotiation's totals, kept on the deal as its items change, so that the list sorts and pages
-- by them through an index instead of summing every listed deal's items (tests/bench/negotiation-list.mjs).
-- Each figure is the sum over the items that negotiations.sql.ts's ITEM_SQL gives per item.
alter table negotiations
  add column total_items int not null default 0,
  add column total_amount numeric(17, 2) not null default 0,
  add column total_value numeric(17, 2) not null default 0,
  add column table_amount numeric(17, 2) not null default 0,
  add column floor_amount numeric(17, 2) not null default 0,
  add column funds_amount numeric(17, 2) not null default 0;

create function negotiation_totals_refresh(ids bigint[]) returns void language sql as $$
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

-- Once per statement, over the deals its rows touched (an import writes thousands at once).
create function negotiation_items_totals() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform negotiation_totals_refresh(array(select distinct negotiation_id from new_items));
  elsif tg_op = 'DELETE' then
    perform negotiation_totals_refresh(array(select distinct negotiation_id from old_items));
  else
    perform negotiation_totals_refresh(array(select negotiation_id from new_items
                                             union select negotiation_id from old_items));
  end if;
  return null;
end $$;

create trigger negotiation_items_totals_insert after insert on negotiation_items
  referencing new table as new_items for each statement execute function negotiation_items_totals();
create trigger negotiation_items_totals_update after update on negotiation_items
  referencing old table as old_items new table as new_items
  for each statement execute function negotiation_items_totals();
create trigger negotiation_items_totals_delete after delete on negotiation_items
  referencing old table as old_items for each statement execute function negotiation_items_totals();

select negotiation_totals_refresh(array(select id from negotiations));

create index negotiations_total_value on negotiations (total_value, id);
create index negotiations_total_amount on negotiations (total_amount, id);
