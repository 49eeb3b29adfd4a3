-- Substitutes on the record kit: every write moves updated_at (the stale-save check).
alter table workflow_substitutes add column updated_at timestamptz not null default now();
