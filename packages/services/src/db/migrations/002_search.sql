-- Accent- and case-insensitive substring search for every list (lib/list.ts), served by trigram indexes.
create extension if not exists unaccent;
create extension if not exists pg_trgm;
create or replace function f_unaccent(text) returns text language sql immutable parallel safe strict as $fn$ select public.unaccent('public.unaccent'::regdictionary, $1) $fn$;
create index users_name_search on users using gin (f_unaccent(lower(name)) gin_trgm_ops);
create index users_user_name_search on users using gin (f_unaccent(lower(user_name)) gin_trgm_ops);
create index users_email_search on users using gin (f_unaccent(lower(email)) gin_trgm_ops);
create index users_name_order on users (name, id);
create index profiles_name_search on profiles using gin (f_unaccent(lower(name)) gin_trgm_ops);
