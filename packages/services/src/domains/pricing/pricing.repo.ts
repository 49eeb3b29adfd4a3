import { displayOf, priceTables } from '@balcao/schema/resources';
import type { Caller } from '../../auth/caller.js';
import type { Db } from '../../db/db.js';
import type { ExportColumn } from '../../lib/exports.js';
import type { ListSpec } from '../../lib/list.js';
import { todaySql } from '../../lib/zone.js';
import { CUSTOMER_ACCESS_SQL, seesAllCustomers } from '../customers/access.js';

/** Table `t` sells today. */
export const validToday = () => `t.active and ${todaySql()} between t.valid_from and t.valid_to`;
/**
 * Table `t` serves customer `c`: it is his price table or his related one, or it reaches him by
 * scope: one of its states (none: all) and its group (none: all).
 */
export const SERVES = `(t.id in (c.price_table_id, c.price_table_related_id)
  or ((cardinality(t.states) = 0 or c.uf = any(t.states))
      and (t.customer_group is null or t.customer_group = c.customer_group)))`;
/** Which serving table prices first: his own table, his related one, then the most specific scope. */
export const SERVES_FIRST = `(t.id = c.price_table_id) is true desc, (t.id = c.price_table_related_id) is true desc,
  (t.customer_group is not null) desc, cardinality(t.states) = 0, cardinality(t.states), t.valid_from desc, t.id`;

/**
 * The tables valid today that serve the caller's customers (who sees every customer: every table
 * valid today), or one customer of his; in the lib/list `where` form.
 */
export function servedWhere(caller: Caller, customerId?: number) {
  const where = [{ sql: validToday(), params: [] as unknown[] }];
  if (customerId)
    where.push({
      sql: `exists (select 1 from customers c where c.id = :1 and ${SERVES})`,
      params: [customerId],
    });
  else if (!seesAllCustomers(caller.accessSet))
    where.push({
      sql: `exists (select 1 from customers c where ${CUSTOMER_ACCESS_SQL} and ${SERVES})`,
      params: [caller.auth.userId],
    });
  return where;
}

const day = (col: string) => `to_char(${col}, 'YYYY-MM-DD')`;

/** Tables as the sales screen lists them. */
export const TABLES: ListSpec = {
  select: `t.id, t.code, t.description, ${day('t.valid_from')} as "validFrom", ${day('t.valid_to')} as "validTo",
    t.states, t.customer_group as "customerGroup",
    (select count(*)::int from price_table_items i where i.price_table_id = t.id) as "itemCount"`,
  from: 'price_tables t',
  columns: {
    code: { sql: 't.code', type: 'text', search: true, sort: true },
    description: { sql: 't.description', type: 'text', search: true, sort: true },
    validTo: { sql: 't.valid_to', type: 'date', sort: true },
  },
  defaultOrder: { by: 'code', sort: 'ASC' },
  tieBreaker: 't.id',
};

/** A table's items, with their product, as the sales screen and the report read them. */
export const ITEMS: ListSpec = {
  select: `i.id, t.id as "tableId", t.code as "tableCode", t.description as "tableDescription",
    ${day('t.valid_from')} as "validFrom", ${day('t.valid_to')} as "validTo", t.states, t.customer_group as "customerGroup",
    p.id as "productId", p.code as "productCode", p.name as "productName", p.family,
    i.price::text as price, i.min_price::text as "minPrice", i.max_discount::text as "maxDiscount"`,
  from: 'price_table_items i join price_tables t on t.id = i.price_table_id join products p on p.id = i.product_id',
  columns: {
    tableCode: { sql: 't.code', type: 'text', sort: true },
    productCode: { sql: 'p.code', type: 'text', search: true, sort: true },
    productName: { sql: 'p.name', type: 'text', search: true, sort: true },
    family: { sql: 'p.family', type: 'enum', filter: true },
    price: { sql: 'i.price', type: 'number', sort: true },
    tableId: { sql: 't.id', type: 'number', filter: true },
  },
  defaultOrder: { by: 'productCode', sort: 'ASC' },
  tieBreaker: 'i.id',
};

export type ItemRow = Record<string, unknown> & { price: string; minPrice: string | null };

const text = (title: string, key: string): ExportColumn<ItemRow> => ({
  title,
  type: 'text',
  value: (r) => r[key] ?? '',
});
const shown = (title: string, key: string): ExportColumn<ItemRow> => ({
  title,
  type: 'text',
  value: (r) => displayOf(priceTables, key, r[key]),
});

/** The report's columns (spec/02 §7 'Price table': GET report as xlsx). */
export const REPORT_COLUMNS: ExportColumn<ItemRow>[] = [
  text('Tabela', 'tableCode'),
  text('Descrição', 'tableDescription'),
  shown('Início da vigência', 'validFrom'),
  shown('Fim da vigência', 'validTo'),
  shown('Estados atendidos', 'states'),
  shown('Grupo de clientes', 'customerGroup'),
  text('Código do produto', 'productCode'),
  text('Produto', 'productName'),
  { title: 'Preço', type: 'money', value: (r) => r.price },
  { title: 'Preço mínimo', type: 'money', value: (r) => r.minPrice },
  { title: 'Desconto máximo (%)', type: 'percent', value: (r) => r.maxDiscount },
];

/**
 * The price of a product for a customer today, from the first active table serving him that has it:
 * his price table, his related one, then the most specific by scope (his group before his state,
 * fewer states first).
 */
export async function priceFor(db: Db, customerId: number, productId: number) {
  const { rows } = await db.query(
    `select ${ITEMS.select}
       from customers c
       join price_tables t on ${validToday()} and ${SERVES}
       join price_table_items i on i.price_table_id = t.id and i.product_id = $2
       join products p on p.id = i.product_id
      where c.id = $1
      order by ${SERVES_FIRST}
      limit 1`,
    [customerId, productId],
  );
  return rows[0] ?? null;
}
