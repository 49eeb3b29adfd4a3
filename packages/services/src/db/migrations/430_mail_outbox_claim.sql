-- Mail leaves the outbox through one services node at a time (lib/once.ts), each row claimed before
-- it is sent: no two nodes send one mail. A node that dies mid-send leaves its row PENDING and
-- claimed, never sent twice.
alter table mail_outbox add column claimed_at timestamptz;
create index mail_outbox_unclaimed on mail_outbox (id) where status = 'PENDING' and claimed_at is null;
