import type { createTestApp } from '../../test/testApp.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let tables = 0;

/**
 * A new inactive price table (nothing overlaps an inactive table) coded `<tag>-<n>-`: a search for
 * its code finds it alone, one for the tag finds every table of the tag.
 */
export async function priceTableOf(t: TestApp, tag: string, scope = { states: ['AC'], group: null }) {
  const { rows } = await t.db.query<{ id: number }>(
    `insert into price_tables (code, description, valid_from, valid_to, states, customer_group, active)
     values ($1, $2, '2026-01-01', '2026-12-31', $3, $4, false) returning id`,
    [`${tag}-${++tables}-`, `Tabela ${tag}`, scope.states, scope.group],
  );
  return Number(rows[0]!.id);
}

/** The id of a demo product by its code. */
export async function productOf(t: TestApp, code: string) {
  const { rows } = await t.db.query<{ id: number }>('select id from products where code = $1', [code]);
  return Number(rows[0]!.id);
}

/** The draft release described by `tag` (made when there is none): a test's products share it. */
export async function releaseOf(t: TestApp, tag: string) {
  const found = await t.db.query<{ id: number }>('select id from product_releases where description = $1', [
    tag,
  ]);
  if (found.rows[0]) return Number(found.rows[0].id);
  const { rows } = await t.db.query<{ id: number }>(
    `insert into product_releases (description, order_group) values ($1, 'GT') returning id`,
    [tag],
  );
  return Number(rows[0]!.id);
}
