-- Each services node keeps the sessions it has checked, with their access sets (auth/sessionCache.ts).
-- A change to anything a session check or an access set reads tells every node to forget them: one
-- notification per statement, sent at commit, heard by every node's listening connections.
create function notify_sessions_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('balcao_sessions', '');
  return null;
end $$;

create trigger users_sessions_changed
  after update of active, sessions_valid_after, sessions_kept_jti, password_changed_at or delete or truncate
  on users for each statement execute function notify_sessions_changed();
-- Revoked tokens: only a new one matters (those deleted had expired, and an expired token is refused
-- before its session is looked up).
create trigger revoked_tokens_sessions_changed
  after insert or update on revoked_tokens
  for each statement execute function notify_sessions_changed();
-- What an access set reads: every change to it.
do $$
declare t text;
begin
  foreach t in array array['profiles', 'profile_grants', 'profile_exceptions', 'user_profiles'] loop
    execute format('create trigger %I after insert or update or delete or truncate on %I
                    for each statement execute function notify_sessions_changed()', t || '_sessions_changed', t);
  end loop;
end $$;
