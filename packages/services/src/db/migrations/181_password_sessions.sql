-- A password change ends the user's other sessions: tokens issued before this instant no longer
-- count, but for the one that made the change.
alter table users add column sessions_valid_after timestamptz;
alter table users add column sessions_kept_jti text;
