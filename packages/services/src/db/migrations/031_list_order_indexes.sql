-- More of the users list's sort orders, each with id (the tie-breaker the list helper appends), so
-- that a page sorted by e-mail or by date walks an index instead of sorting every row
-- (002 made the one for the default order, by name).
create index users_email_order on users (email, id);
create index users_updated_at_order on users (updated_at, id);
