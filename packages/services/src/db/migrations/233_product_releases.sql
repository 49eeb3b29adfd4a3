-- Product releases (spec/02 §2 /sales/productreleases, §7 'Products'): a batch of products brought to
-- sale under one order group, approved through the workflow engine (LIBERACAO_PRODUTOS). Its
-- approval's end releases every product of it; files of its order group are kept beside it.
create table product_releases (
  id bigint generated always as identity primary key,
  description text not null,
  order_group text not null,
  status text not null default 'RASCUNHO' check (status in ('RASCUNHO', 'EM_APROVACAO', 'APROVADA')),
  released_at date,
  created_by bigint references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index product_releases_status on product_releases (status, id);
create index product_releases_updated_order on product_releases (updated_at, id);

create table product_release_items (
  id bigint generated always as identity primary key,
  release_id bigint not null references product_releases (id) on delete cascade,
  product_id bigint not null references products (id),
  note text,
  updated_at timestamptz not null default now(),
  unique (release_id, product_id)
);
create index product_release_items_product on product_release_items (product_id);
create index product_release_items_updated_order on product_release_items (updated_at, id);

create table product_release_files (
  release_id bigint not null references product_releases (id) on delete cascade,
  file_id bigint not null references files (id) on delete cascade,
  saved_by bigint references users (id) on delete set null,
  saved_at timestamptz not null default now(),
  primary key (release_id, file_id)
);
