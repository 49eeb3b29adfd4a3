-- A deal's issue date is the business day it was issued on, kept as issued: counted in the business's
-- time zone (BUSINESS_TIME_ZONE) when the deal is written, not recomputed from created_at by every
-- read. The deals already there keep the day they showed, counted in São Paulo.
alter table negotiations add column issue_date date;
update negotiations set issue_date = (created_at at time zone 'America/Sao_Paulo')::date;
alter table negotiations alter column issue_date set not null;
