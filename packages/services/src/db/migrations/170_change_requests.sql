-- Registration change requests (issue 6): a change to a record that goes through a workflow and is
-- saved only when approved (a company's "alteração cadastral"). Fields:
--   entity, record_id  the record (the history's entity names: 'company'…);
--   changes            { field: { from, to } }: the fields it changes, the value each had when it
--                      was asked for and the value asked for (the record's own field names);
--   requested_by       who asked; only he may correct a pending request (the workflow returns it
--                      to him);
--   status             PENDING while its workflow runs; APPLIED when approved (the values are
--                      saved in the same transaction); CANCELLED when the workflow is deactivated.
create table change_requests (
  id bigint generated always as identity primary key,
  entity text not null,
  record_id bigint not null,
  changes jsonb not null,
  requested_by bigint not null references users (id),
  requested_at timestamptz not null default now(),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPLIED', 'CANCELLED')),
  decided_at timestamptz
);
-- One pending request a record: a second one would race the first one's approval.
create unique index change_requests_pending on change_requests (entity, record_id) where status = 'PENDING';
