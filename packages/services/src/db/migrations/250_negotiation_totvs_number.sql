-- A negotiation's TOTVS number is its business key (issue 15, negotiations import): one deal per
-- number, so that a file sent again updates the deals of its numbers instead of repeating them.
create unique index negotiations_totvs_number on negotiations (totvs_negotiation_number)
  where totvs_negotiation_number is not null;
